// The 'AI draft' badge of a saved field or section whose text an AI feature wrote and nobody has
// reviewed yet (the server keeps it, so it shows after a reload too), with 'Accept' beside it: the
// person takes the text as it is; editing and saving it ends the draft as well. A reviewed one shows
// a quiet 'AI-drafted · reviewed by Dr X, MM/DD/YYYY' (or 'edited by'). A draft saved with its
// sources offers 'Sources': the lines the AI wrote, each with where it came from.
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AiDraftBadge_draft$key } from '../__generated__/AiDraftBadge_draft.graphql';
import { Button, focusRing } from '../ui/Button';
import { notify } from '../ui/notifications/notificationStore';
import { Tooltip } from '../ui/Tooltip';
import { useAcceptAiDraft } from './mutations/useAcceptAiDraft';

const AiSourcesDialog = lazy(async () => ({ default: (await import('../ai-sources/AiSourcesDialog')).AiSourcesDialog }));

// MM/DD/YYYY in this browser's time zone (Intl, not a date library: this badge is on every charting step).
const REVIEW_DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

const fragment = graphql`
  fragment AiDraftBadge_draft on AiDraft {
    id
    part
    status
    featureLabel
    provider
    reviewedByName
    reviewedAt
    hasSources
  }
`;

export const ACCEPT_FAILED = 'The AI draft was not accepted';

interface AiDraftBadgeProps {
  draft: AiDraftBadge_draft$key;
  /** False on a locked or read-only visit: the badge shows, 'Accept' does not. */
  editable: boolean;
  visitModificationId?: string | null;
  /** In a table row: 'AI draft' alone (the feature in its tooltip), so the row keeps its width. */
  compact?: boolean;
}

export function AiDraftBadge({ draft: draftKey, editable, visitModificationId, compact = false }: AiDraftBadgeProps) {
  const draft = useFragment(fragment, draftKey);
  const [accept, accepting] = useAcceptAiDraft();
  const [showSources, setShowSources] = useState(false);
  const sources =
    draft.hasSources ? (
      <>
        <Button variant="ghost" className="px-2 py-0.5 text-xs" onClick={() => setShowSources(true)} aria-label={`Sources of the AI draft of ${draft.part}`}>
          Sources
        </Button>
        {showSources && (
          <Suspense fallback={null}>
            <AiSourcesDialog draftId={draft.id} part={draft.part} featureLabel={draft.featureLabel} onClose={() => setShowSources(false)} />
          </Suspense>
        )}
      </>
    ) : null;
  if (draft.status !== 'DRAFT') {
    const verb = draft.status === 'ACCEPTED' ? 'reviewed' : 'edited';
    const when = draft.reviewedAt ? `, ${REVIEW_DATE.format(new Date(draft.reviewedAt))}` : '';
    return (
      <span data-ai-draft-reviewed={draft.part} className={`text-xs text-slate-600 ${compact ? 'shrink-0' : ''}`}>
        AI-drafted · {verb} by {draft.reviewedByName ?? 'a former user'}
        {when}
        {sources}
      </span>
    );
  }
  const onAccept = async () => {
    try {
      const { acceptAiDraft: result } = await accept({ input: { aiDraftId: draft.id, visitModificationId } });
      if (result.__typename !== 'AcceptAiDraftSuccess') notify('error', ACCEPT_FAILED, 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', ACCEPT_FAILED, error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5" data-ai-draft={draft.part}>
      <Tooltip align={compact ? 'end' : 'start'} text={`Written by ${draft.featureLabel} (${draft.provider}) and not reviewed yet. Accept it as it is, or edit it.`}>
        {(describedBy) => (
          <span tabIndex={0} role="note" aria-describedby={describedBy} className={`rounded bg-amber-100 px-1.5 py-0.5 text-[0.6875rem] leading-none font-bold text-amber-900 ring-1 ring-amber-300 ${focusRing}`}>
            {compact ? 'AI draft' : `AI draft · ${draft.featureLabel}`}
          </span>
        )}
      </Tooltip>
      {editable && (
        <Button variant="secondary" className="px-2 py-0.5 text-xs" onClick={() => void onAccept()} busy={accepting} aria-label={`Accept the AI draft of ${draft.part}`}>
          Accept
        </Button>
      )}
      {sources}
    </span>
  );
}
