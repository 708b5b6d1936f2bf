// The follow-ups table (migrations/040_follow_ups.sql) on its own: starting one when a link is
// e-mailed, the clinic's reminder setting, and a follow-up as the Plan step shows it.
import { DEFAULT_REMINDER_INTERVAL_DAYS } from '@vetchart/contracts/follow-ups/follow-up';
import type { Sql } from '@vetchart/platform/database';

export type FollowUpKindName = 'estimate' | 'consent';
export type StopReason = 'signed' | 'declined' | 'expired' | 'closed' | 'staff';

export interface FollowUpRow {
  id: string;
  kind: FollowUpKindName;
  subject_id: string;
  organization_id: string;
  clinic_id: string;
  visit_id: string;
  email: string;
  sent_at: Date | string;
  expires_at: Date | string;
  reminders_sent: number;
  last_reminder_at: Date | string | null;
  stopped_at: Date | string | null;
  stopped_reason: StopReason | null;
  stopped_by: string | null;
}

export const FOLLOW_UP_COLUMNS = `f.id, f.kind, f.subject_id, f.organization_id, f.clinic_id, f.visit_id, f.email, f.sent_at, f.expires_at,
  f.reminders_sent, f.last_reminder_at, f.stopped_at, f.stopped_reason, f.stopped_by`;

/** Called in the transaction that e-mails the link: reminders follow from now until expiresAt. */
export async function startFollowUp(
  tx: Sql,
  subject: { kind: FollowUpKindName; subjectId: string; organizationId: string; clinicId: string; visitId: string; email: string; expiresAt: Date | string },
): Promise<void> {
  await tx.query(
    `INSERT INTO main.follow_ups (kind, subject_id, organization_id, clinic_id, visit_id, email, sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now(), $7) ON CONFLICT (kind, subject_id) DO NOTHING`,
    [subject.kind, subject.subjectId, subject.organizationId, subject.clinicId, subject.visitId, subject.email, new Date(subject.expiresAt).toISOString()],
  );
}

export interface ReminderSetting {
  enabled: boolean;
  interval_days: number;
  updated_at: string | null;
}

export async function reminderSetting(sql: Sql, clinicId: string): Promise<ReminderSetting> {
  const [row] = await sql.query<{ enabled: boolean; interval_days: number; updated_at: Date | string }>(
    `SELECT enabled, interval_days, updated_at FROM main.follow_up_settings WHERE clinic_id = $1`,
    [clinicId],
  );
  if (!row) return { enabled: true, interval_days: DEFAULT_REMINDER_INTERVAL_DAYS, updated_at: null };
  return { enabled: row.enabled, interval_days: row.interval_days, updated_at: new Date(row.updated_at).toISOString() };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A follow-up with when its next reminder is due and how many there will be in all (the Plan step's 'n of m'). */
export function followUpView(row: FollowUpRow, setting: ReminderSetting) {
  const expires = new Date(row.expires_at).getTime();
  const interval = setting.interval_days * DAY_MS;
  const next = new Date(row.last_reminder_at ?? row.sent_at).getTime() + interval;
  const open = row.stopped_at === null && setting.enabled && next < expires;
  return {
    id: row.id,
    kind: row.kind,
    subject_id: row.subject_id,
    visit_id: row.visit_id,
    email: row.email,
    sent_at: iso(row.sent_at)!,
    expires_at: iso(row.expires_at)!,
    reminders_sent: row.reminders_sent,
    last_reminder_at: iso(row.last_reminder_at),
    next_reminder_at: open ? new Date(next).toISOString() : null,
    planned_reminders: row.reminders_sent + (open ? Math.floor((expires - 1 - next) / interval) + 1 : 0),
    stopped_at: iso(row.stopped_at),
    stopped_reason: row.stopped_reason,
  };
}
