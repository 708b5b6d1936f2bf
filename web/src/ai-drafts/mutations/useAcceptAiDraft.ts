// acceptAiDraft: 'Accept' beside an 'AI draft' badge. The draft comes back reviewed (who, when), so
// the badge turns into its quiet 'AI-drafted · reviewed by …' note wherever the draft shows.
import { graphql } from 'react-relay';
import type { useAcceptAiDraftMutation } from '../../__generated__/useAcceptAiDraftMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAcceptAiDraftMutation($input: AcceptAiDraftInput!) {
    acceptAiDraft(input: $input) {
      __typename
      ... on AcceptAiDraftSuccess {
        aiDraft {
          id
          status
          ...AiDraftBadge_draft
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAcceptAiDraft() {
  return usePromiseMutation<useAcceptAiDraftMutation>(mutation);
}
