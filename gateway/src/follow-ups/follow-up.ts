// A followed e-mailed link (docs/follow-ups.md): the reminders sent to the pet
// parent until they sign, decline or the link expires, and when the next one goes out. The Plan
// step shows its visit's latest estimate follow-up beside the sent link (Visit.estimateFollowUp).
import { builder } from '../builder.ts';
import { VisitType } from '../visits/visit.ts';
import { FollowUpStopReasonEnum } from './follow-up-stop-reason.ts';
import type { FollowUpRecord } from './follow-up-wire.ts';

export const FollowUpType = builder.node(builder.objectRef<FollowUpRecord>('FollowUp'), {
  description: 'Reminder e-mails about a link sent to a pet parent to sign.',
  id: { resolve: (row) => row.id },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const rows = await context.loaders.main.followUp.loadMany(ids);
    return rows.map((row) => (row instanceof Error ? null : row));
  },
  fields: (t) => ({
    kind: t.exposeString('kind', { description: "'estimate' (a treatment plan approval link) or 'consent' (a consent form's link)." }),
    email: t.exposeString('email'),
    sentAt: t.exposeString('sentAt', { description: 'When the link was first e-mailed.' }),
    expiresAt: t.exposeString('expiresAt'),
    remindersSent: t.exposeInt('remindersSent'),
    lastReminderAt: t.exposeString('lastReminderAt', { nullable: true }),
    nextReminderAt: t.exposeString('nextReminderAt', { nullable: true, description: 'Null once no more will go out (stopped, reminders off, or the link ends first).' }),
    plannedReminders: t.exposeInt('plannedReminders', { description: 'The reminders sent plus those still planned before the link expires.' }),
    stoppedAt: t.exposeString('stoppedAt', { nullable: true }),
    stoppedReason: t.field({
      type: FollowUpStopReasonEnum,
      nullable: true,
      resolve: (row) => (row.stoppedReason ? (row.stoppedReason.toUpperCase() as 'SIGNED') : null),
    }),
  }),
});

builder.objectField(VisitType, 'estimateFollowUp', (t) =>
  t.field({
    type: FollowUpType,
    nullable: true,
    description: 'The reminders about the treatment plan link last e-mailed for this visit; null if none was sent.',
    resolve: async (visit, _args, context) => {
      const rows = await context.loaders.main.followUpsOfVisit.load(visit.id);
      return rows.find((row) => row.kind === 'estimate') ?? null;
    },
  }),
);
