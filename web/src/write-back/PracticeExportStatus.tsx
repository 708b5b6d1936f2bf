// Where a finalized note's or a treatment result's write-back to the practice system stands
// (docs/write-back.md), under the note or the result: queued and sending with a spinner, retrying
// with the reason and when it tries again, written with the practice system's record id, failed
// with the practice system's reason and a Retry button. While it is still moving it looks again
// every few seconds (one small node query), and says once when it is written or has failed.
import { useEffect, useRef } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { PracticeExportStatus_practiceExport$key } from '../__generated__/PracticeExportStatus_practiceExport.graphql';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { notify } from '../ui/notifications/notificationStore';
import { useRetryPracticeExport } from './mutations/useRetryPracticeExport';
import { isPending, practiceExportSentence } from './practiceExportText';

const fragment = graphql`
  fragment PracticeExportStatus_practiceExport on PracticeExport @refetchable(queryName: "PracticeExportStatusRefetchQuery") {
    id
    kind
    state
    attempts
    lastError
    partnerName
    partnerRecordId
    nextAttemptAt
    writtenAt
    verifiedAt
  }
`;

/** How often a write-back still moving is looked at again. */
export const POLL_MS = 2000;

const TONE: Record<string, string> = {
  WRITTEN: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  FAILED: 'border-rose-200 bg-rose-50 text-rose-800',
  RETRYING: 'border-amber-200 bg-amber-50 text-amber-900',
};

export function PracticeExportStatus({ practiceExport, mayRetry }: { practiceExport: PracticeExportStatus_practiceExport$key; mayRetry: boolean }) {
  const [row, refetch] = useRefetchableFragment(fragment, practiceExport);
  const [retry, retrying] = useRetryPracticeExport();
  const pending = isPending(row.state);
  const seenState = useRef(row.state);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = window.setInterval(() => refetch({}, { fetchPolicy: 'network-only' }), POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, refetch]);

  // Said once when it settles while the person is here (not on every later visit of the page).
  useEffect(() => {
    const before = seenState.current;
    seenState.current = row.state;
    if (!isPending(before) || before === row.state) return;
    if (row.state === 'WRITTEN') notify('success', practiceExportSentence(row));
    if (row.state === 'FAILED') notify('error', practiceExportSentence(row));
  }, [row]);

  const onRetry = async () => {
    const answer = (await retry({ input: { practiceExportId: row.id } })).retryPracticeExport;
    if (answer.__typename === 'RetryPracticeExportSuccess') notify('info', answer.message ?? 'Write-back queued again.');
    else notify('error', answer.message ?? 'The write-back could not be queued again.');
  };

  return (
    <div
      role={row.state === 'FAILED' ? 'alert' : 'status'}
      aria-live="polite"
      data-testid="practice-export-status"
      className={`flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm ${TONE[row.state] ?? 'border-sky-200 bg-sky-50 text-sky-800'}`}
    >
      {pending && <Spinner />}
      <span className="font-medium">{practiceExportSentence(row)}</span>
      {row.state === 'WRITTEN' && row.partnerRecordId && (
        <span className="text-emerald-700">
          Record {row.partnerRecordId} in {row.partnerName ?? 'the practice system'}, read back and checked{row.verifiedAt ? ` at ${new Date(row.verifiedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}` : ''}.
        </span>
      )}
      {row.attempts > 1 && row.state !== 'WRITTEN' && <span className="opacity-80">Tried {row.attempts} times.</span>}
      {row.state === 'FAILED' && mayRetry && (
        <Button variant="secondary" className="ml-auto" onClick={onRetry} busy={retrying}>
          Retry write-back
        </Button>
      )}
    </div>
  );
}
