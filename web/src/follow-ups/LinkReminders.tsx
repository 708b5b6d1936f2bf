// The line about an e-mailed link to sign (a treatment plan's in the Plan step, a consent form's
// in its panel): when it was sent, the reminders sent ('Reminder sent <date> (n of m)'), the next one, why they stopped; and Stop
// reminders for staff who chart the visit (audited by the service).
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LinkReminders_followUp$key } from '../__generated__/LinkReminders_followUp.graphql';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { notify } from '../ui/notifications/notificationStore';
import { useStopFollowUp } from './mutations/useStopFollowUp';

const followUpFragment = graphql`
  fragment LinkReminders_followUp on FollowUp {
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

/** What the reminders are about: a treatment plan (the estimate) or a consent form. */
export type ReminderSubject = 'estimate' | 'consent';

const NOUN: Record<ReminderSubject, string> = { estimate: 'treatment plan', consent: 'consent form' };

const stoppedText = (reason: string, subject: ReminderSubject) =>
  ({
    SIGNED: `Reminders ended: the ${NOUN[subject]} was signed.`,
    DECLINED: `Reminders ended: the ${NOUN[subject]} was declined.`,
    EXPIRED: 'Reminders ended: the link expired.',
    CLOSED: subject === 'estimate' ? 'Reminders ended: the plan can no longer be signed through this link.' : 'Reminders ended: the consent can no longer be signed through this link.',
    STAFF: 'Reminders stopped by staff.',
  })[reason] ?? null;

/** The e-mailed link's line (the estimate's in the Plan step, a consent's in its panel): sent, reminders, next, why they ended, Stop reminders. */
export function LinkReminders({ followUp: followUpKey, canStop, subject = 'estimate' }: { followUp: LinkReminders_followUp$key; canStop: boolean; subject?: ReminderSubject }) {
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

  const stopped = followUp.stoppedReason ? stoppedText(followUp.stoppedReason, subject) : null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid={subject === 'estimate' ? 'estimate-reminders' : 'consent-reminders'}>
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
        message={`No more reminder e-mails will be sent about this ${NOUN[subject]}. The link itself stays valid until it expires.`}
        confirmLabel="Stop reminders"
        busy={stopping}
        onConfirm={() => void onStop()}
      />
    </div>
  );
}
