// The AI drafts of a visit as the steps and the SOAP canvas read them (docs/visit-charting.md, 'AI
// drafts'): the server keeps which parts the AI wrote, so the 'AI draft' badges survive a reload.
// The saves that may make or end a draft spread this fragment in their answer.
import { graphql, useFragment } from 'react-relay';
import type { useVisitAiDrafts_visit$data, useVisitAiDrafts_visit$key } from '../__generated__/useVisitAiDrafts_visit.graphql';

const fragment = graphql`
  fragment useVisitAiDrafts_visit on Visit {
    aiDrafts {
      id
      record
      field
      text
      status
      ...AiDraftBadge_draft
    }
  }
`;

export type VisitAiDraft = useVisitAiDrafts_visit$data['aiDrafts'][number];

export function useVisitAiDrafts(visit: useVisitAiDrafts_visit$key): ReadonlyArray<VisitAiDraft> {
  return useFragment(fragment, visit).aiDrafts;
}
