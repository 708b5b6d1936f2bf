// 'Assignment History' (spec 002 sections 2.7, 3 'Visit': action, description, updated_at): the
// timeline of an orphaned result — received, assigned, unassigned — newest last.
import { Modal } from '../../ui/Modal';
import type { LabResultData } from './resultsData';
import { formatStatusTime, statusWord } from './resultsRules';

export function AssignmentHistory({ result, onClose }: { result: LabResultData; onClose: () => void }) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Assignment History" description={`${result.providerName} result ${result.identifier}`} width={550}>
      {result.history.length === 0 ? (
        <p className="text-sm text-slate-600">No activities found for result.</p>
      ) : (
        <ol className="relative space-y-4 border-l border-slate-200 pl-5">
          {result.history.map((event, index) => (
            <li key={`${event.updatedAt}-${index}`} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.65rem] size-2.5 rounded-full bg-teal-700" />
              <p className="text-sm font-semibold text-slate-900">{statusWord(event.action)}</p>
              <p className="text-sm text-slate-700">{event.description}</p>
              <p className="text-xs text-slate-500">
                {event.actorName} · <time dateTime={event.updatedAt}>{formatStatusTime(event.updatedAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
