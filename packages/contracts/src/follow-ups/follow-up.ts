// Follow-ups (docs/follow-ups.md): the clinic's reminder setting and a followed
// e-mailed link as the main service answers them (GET/POST /follow-up-settings, GET /follow-ups,
// POST /follow-ups/{id}/stop), each field named once; the gateway parses the answers with them.
import { z } from 'zod/mini';
import { answerNumber, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

export const DEFAULT_REMINDER_INTERVAL_DAYS = 2;
export const MAX_REMINDER_INTERVAL_DAYS = 14;
export const INTERVAL_MESSAGE = `Please enter a number of days between 1 and ${MAX_REMINDER_INTERVAL_DAYS}.`;

const settingsFields = {
  enabled: z.boolean({ error: 'Please say whether reminders are sent.' }),
  intervalDays: z
    .number({ error: INTERVAL_MESSAGE })
    .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= MAX_REMINDER_INTERVAL_DAYS, INTERVAL_MESSAGE)),
};

/** POST /follow-up-settings: whether reminders go out, and how many days apart. */
export const followUpSettingsWire = wire(settingsFields);

/** The Settings page's form: the same fields and messages, as the form holds them. */
export const followUpSettingsForm = z.object(settingsFields);

export const followUpSettingsAnswer = wire({
  clinicCode: z.string(),
  enabled: z.boolean(),
  intervalDays: answerNumber,
  /** Null while the clinic has never saved (the values are the defaults). */
  updatedAt: orNull(z.string()),
});
export type FollowUpSettings = z.output<typeof followUpSettingsAnswer>;

export const FOLLOW_UP_KINDS = ['estimate', 'consent'] as const;
export const FOLLOW_UP_STOP_REASONS = ['signed', 'declined', 'expired', 'closed', 'staff'] as const;

export const followUpAnswer = wire({
  id: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  subjectId: z.string(),
  visitId: z.string(),
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  remindersSent: answerNumber,
  lastReminderAt: orNull(z.string()),
  /** When the next reminder is due; null once none will go out (stopped, off, or the link ends first). */
  nextReminderAt: orNull(z.string()),
  /** The reminders sent plus those still planned before the link expires. */
  plannedReminders: answerNumber,
  stoppedAt: orNull(z.string()),
  stoppedReason: orNull(z.enum(FOLLOW_UP_STOP_REASONS)),
});
export type FollowUp = z.output<typeof followUpAnswer>;
