// The Visit Status Timeline dialog (spec 002 sections 2.8, 4 "Visit statuses"), opened from the
// visit's status badge: width 550, not closed by a click outside; the status list in upper case,
// 'Save Changes', and the log '<user> updated status to <event>' with its time, newest first.
// Moving to a read-only status (Ready for Treatment, …) disables every step's inputs at once.
// Below the log, the reasons for modification given for the visit.
// Moving a read-only visit back to an earlier status needs a reason for modification:
// the one given on this page (visit_modification_id in the address) is sent; without one the
// server refuses and its words show under the status list.
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VisitStatusTimeline_query$key } from '../../__generated__/VisitStatusTimeline_query.graphql';
import type { VisitStatusTimeline_visit$data, VisitStatusTimeline_visit$key } from '../../__generated__/VisitStatusTimeline_visit.graphql';
import { useAccess } from '../../auth/access';
import { Button, focusRing } from '../../ui/Button';
import { InlineNotice } from '../../ui/InlineNotice';
import { Modal } from '../../ui/Modal';
import { useUpdateVisitStatus } from './mutations/useUpdateVisitStatus';
import { modificationDateText, statusLogText, statusLogTime, statusOptionLabel } from './statusTimeline';

const ADD_VISIT = 'Add Visit';

const visitFragment = graphql`
  fragment VisitStatusTimeline_visit on Visit {
    id
    name
    isReadOnly
    status {
      statusId
      name
    }
    statusLogs {
      id
      userName
      event
      createdAt
    }
    modificationReasons {
      id
      modificationDate
      modificationReason
      createdByName
      createdAt
    }
  }
`;

const queryFragment = graphql`
  fragment VisitStatusTimeline_query on Query {
    visitStatuses {
      statusId
      name
    }
  }
`;

interface VisitStatusTimelineProps {
  visit: VisitStatusTimeline_visit$key;
  query: VisitStatusTimeline_query$key;
  /** The reason for modification given on this page, if any. */
  visitModificationId?: string | null;
}

/** The status badge, a button that opens the timeline. */
export function VisitStatusTimeline({ visit: visitKey, query: queryKey, visitModificationId = null }: VisitStatusTimelineProps) {
  const visit = useFragment(visitFragment, visitKey);
  const { visitStatuses } = useFragment(queryFragment, queryKey);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Status ${visit.status.name}: open the Visit Status Timeline`}
        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase ring-1 hover:underline ${focusRing} ${
          visit.isReadOnly ? 'bg-slate-100 text-slate-700 ring-slate-300' : 'bg-teal-50 text-teal-800 ring-teal-200'
        }`}
      >
        {visit.status.name}
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Visit Status Timeline" description={visit.name} width={550} closeOnOutsideClick={false}>
        {open && <TimelineBody visit={visit} statuses={visitStatuses} visitModificationId={visitModificationId} />}
      </Modal>
    </>
  );
}

function TimelineBody({
  visit,
  statuses,
  visitModificationId,
}: {
  visit: VisitStatusTimeline_visit$data;
  statuses: ReadonlyArray<{ statusId: number; name: string }>;
  visitModificationId: string | null;
}) {
  const selectId = useId();
  const canChange = useAccess().can(ADD_VISIT);
  const [statusId, setStatusId] = useState(visit.status.statusId);
  const [error, setError] = useState<string | null>(null);
  const [updateStatus, saving] = useUpdateVisitStatus();

  const save = async () => {
    setError(null);
    try {
      const { updateVisitStatus: result } = await updateStatus({ input: { id: visit.id, statusId, visitModificationId } });
      if (result.__typename !== 'UpdateVisitStatusSuccess') setError(('message' in result && result.message) || 'The status could not be changed.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The status could not be changed.');
    }
  };

  return (
    <div className="space-y-5">
      {canChange && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Status
            </label>
            <select
              id={selectId}
              value={statusId}
              onChange={(event) => setStatusId(Number(event.target.value))}
              className={`block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs ${focusRing}`}
            >
              {statuses.map((status) => (
                <option key={status.statusId} value={status.statusId}>
                  {statusOptionLabel(status.name)}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={save} busy={saving} disabled={statusId === visit.status.statusId}>
            Save Changes
          </Button>
        </div>
      )}
      {error && <InlineNotice tone="error">{error}</InlineNotice>}
      <section aria-label="Status log">
        <h3 className="text-sm font-semibold text-slate-800">Status log</h3>
        {visit.statusLogs.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No status changes yet.</p>
        ) : (
          <ol className="mt-2 space-y-3 border-l-2 border-teal-200 pl-4">
            {visit.statusLogs.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="text-slate-900">{statusLogText(entry)}</p>
                <p className="text-slate-600">
                  <time dateTime={entry.createdAt}>{statusLogTime(entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label="Reasons for modification">
        <h3 className="text-sm font-semibold text-slate-800">Reasons for modification</h3>
        {visit.modificationReasons.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No reason for modification has been given.</p>
        ) : (
          <ol className="mt-2 space-y-3 border-l-2 border-amber-200 pl-4">
            {visit.modificationReasons.map((reason) => (
              <li key={reason.id} className="text-sm">
                <p className="text-slate-900">{reason.modificationReason}</p>
                <p className="text-slate-600">
                  {reason.createdByName}, for {modificationDateText(reason.modificationDate)} (given <time dateTime={reason.createdAt}>{statusLogTime(reason.createdAt)}</time>)
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
