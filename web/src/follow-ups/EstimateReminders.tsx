// The Plan step's line about the e-mailed treatment plan link (issue 31 item 3): when it was sent,
// the reminders sent ('Reminder sent <date> (n of m)'), the next one, why they stopped; and Stop
// reminders for staff who chart the visit (audited by the service).
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EstimateReminders_followUp$key } from '../__generated__/EstimateReminders_followUp.graphql';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { notify } from '../ui/notifications/notificationStore';
import { useStopFollowUp } from './mutations/useStopFollowUp';

const followUpFragment = graphql`
  fragment EstimateReminders_followUp on FollowUp {
    id
    email
    sentAt
    remindersSent
    lastReminderAt
    nextReminderAt
    plannedReminders
    stoppedReason
  }
`;

const DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
const day = (iso: string) => DATE.format(new Date(iso));

const STOPPED: Record<string, string> = {
  SIGNED: 'Reminders ended: the treatment plan was signed.',
  DECLINED: 'Reminders ended: the treatment plan was declined.',
  EXPIRED: 'Reminders ended: the link expired.',
  CLOSED: 'Reminders ended: the plan can no longer be signed through this link.',
  STAFF: 'Reminders stopped by staff.',
};

export function EstimateReminders({ followUp: followUpKey, canStop }: { followUp: EstimateReminders_followUp$key; canStop: boolean }) {
  const followUp = useFragment(followUpFragment, followUpKey);
  const [stop, stopping] = useStopFollowUp();
  const [confirming, setConfirming] = useState(false);

  const onStop = async () => {
    try {
      const { stopFollowUp: result } = await stop({ input: { followUpId: followUp.id } });
      if (result.__typename === 'StopFollowUpSuccess') notify('success', 'Reminders stopped');
      else notify('error', 'Reminders could not be stopped', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'Reminders could not be stopped', error instanceof Error ? error.message : undefined);
    }
    setConfirming(false);
  };

  const stopped = followUp.stoppedReason ? STOPPED[followUp.stoppedReason] : null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="estimate-reminders">
      <ul className="space-y-0.5">
        <li>
          Sent to <strong className="break-all">{followUp.email}</strong> on {day(followUp.sentAt)}
        </li>
        {followUp.lastReminderAt && (
          <li>
            Reminder sent {day(followUp.lastReminderAt)} ({followUp.remindersSent} of {followUp.plannedReminders})
          </li>
        )}
        {followUp.nextReminderAt && <li>Next reminder {day(followUp.nextReminderAt)}</li>}
        {stopped && <li className="text-slate-500">{stopped}</li>}
      </ul>
      {followUp.nextReminderAt && canStop && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Stop reminders
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop reminders"
        message="No more reminder e-mails will be sent about this treatment plan. The link itself stays valid until it expires."
        confirmLabel="Stop reminders"
        busy={stopping}
        onConfirm={() => void onStop()}
      />
    </div>
  );
}
