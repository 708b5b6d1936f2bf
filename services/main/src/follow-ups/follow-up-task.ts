// The recurring follow-up run: every 15 minutes (UTC cron on the task queue,
// which starts it once per tick across processes) it ends the follow-ups whose link expired, finds
// every due reminder in one query and sends each in its own transaction. Exactly once: the row is
// locked and re-checked as due, and reminder n is a row keyed (follow_up_id, number) written with
// the outbox mail, so a second run, a second process or a restart finds it sent. Within the mail
// limits: a reminder the recipient's limit refuses stays due and goes out on a later run.
import { mailChecks } from '@vetchart/platform/mail-limits';
import { LimitRefused, consumeAll } from '@vetchart/platform/rate-limit';
import type { Sql } from '@vetchart/platform/database';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { TaskDefinition } from '@vetchart/platform/task-queue';
import { recordAudit } from '../scope.ts';
import { FOLLOW_UP_KINDS, type FollowUpDeps } from './follow-up-kinds.ts';
import { FOLLOW_UP_COLUMNS, followUpView, reminderSetting, type FollowUpRow, type StopReason } from './follow-up-store.ts';

export const FOLLOW_UP_TASK = 'follow-ups.remind';
export const FOLLOW_UP_SCHEDULE = '*/15 * * * *';
/** At most this many reminders a run; the rest are due on the next. */
const BATCH = 200;

export interface FollowUpRunResult {
  sent: number;
  stopped: number;
  /** Refused by a mail limit: still due. */
  held: number;
}

/** The reminders due now: open, the clinic's setting on, the interval since the last (else the sending) passed, the link not expired. */
const DUE = `f.stopped_at IS NULL AND f.expires_at > now() AND COALESCE(s.enabled, true)
  AND COALESCE(f.last_reminder_at, f.sent_at) + make_interval(days => COALESCE(s.interval_days, 2)) <= now()`;

/** A follow-up the run ended (signed, declined, expired, closed), audited with no staff actor. */
const auditStop = (tx: Sql, row: FollowUpRow, reason: StopReason) =>
  recordAudit(tx, { clinicId: row.clinic_id, organizationId: row.organization_id, userId: null }, {
    action: 'follow_up.stopped',
    targetType: 'follow_up',
    targetId: row.id,
    detail: { kind: row.kind, subject_id: row.subject_id, before: { stopped_reason: null }, after: { stopped_reason: reason } },
  });

export async function runFollowUps(deps: FollowUpDeps): Promise<FollowUpRunResult> {
  const result: FollowUpRunResult = { sent: 0, stopped: 0, held: 0 };
  await deps.db.transaction(async (tx) => {
    const expired = await tx.query<FollowUpRow>(
      `UPDATE main.follow_ups f SET stopped_at = now(), stopped_reason = 'expired'
        WHERE f.stopped_at IS NULL AND f.expires_at <= now() RETURNING ${FOLLOW_UP_COLUMNS}`,
    );
    for (const row of expired) await auditStop(tx, row, 'expired');
    result.stopped += expired.length;
  });
  const due = await deps.db.query<{ id: string }>(
    `SELECT f.id FROM main.follow_ups f LEFT JOIN main.follow_up_settings s ON s.clinic_id = f.clinic_id
      WHERE ${DUE} ORDER BY COALESCE(f.last_reminder_at, f.sent_at) LIMIT ${BATCH}`,
  );
  for (const { id } of due) {
    try {
      const outcome = await remindOne(deps, id);
      if (outcome === 'sent') result.sent += 1;
      else if (outcome === 'stopped') result.stopped += 1;
    } catch (error) {
      if (!(error instanceof LimitRefused)) throw error;
      result.held += 1;
    }
  }
  return result;
}

async function remindOne(deps: FollowUpDeps, id: string): Promise<'sent' | 'stopped' | 'none'> {
  return deps.db.transaction(async (tx) => {
    // Locked and re-checked: a run that waited here for another finds the reminder already sent.
    const [row] = await tx.query<FollowUpRow>(
      `SELECT ${FOLLOW_UP_COLUMNS} FROM main.follow_ups f LEFT JOIN main.follow_up_settings s ON s.clinic_id = f.clinic_id
        WHERE f.id = $1 AND ${DUE} FOR UPDATE OF f`,
      [id],
    );
    if (!row) return 'none';
    const kind = FOLLOW_UP_KINDS[row.kind];
    const scope = { clinicId: row.clinic_id, organizationId: row.organization_id, userId: null };
    const outcome = await kind.outcome(tx, row);
    if (outcome) {
      await tx.query(`UPDATE main.follow_ups SET stopped_at = now(), stopped_reason = $2 WHERE id = $1`, [row.id, outcome]);
      await auditStop(tx, row, outcome);
      return 'stopped';
    }
    const number = row.reminders_sent + 1;
    const [claimed] = await tx.query(`INSERT INTO main.follow_up_reminders (follow_up_id, number) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING number`, [row.id, number]);
    if (!claimed) return 'none';
    // The recipient's limit of these e-mails; a refusal rolls this back and leaves it due.
    await consumeAll(tx, mailChecks(deps.config, 'follow-up', { to: row.email }));
    const planned = followUpView(row, await reminderSetting(tx, row.clinic_id)).planned_reminders;
    const reminder = await kind.reminder(tx, deps, row, { number, planned });
    if (!reminder) throw new Error(`Follow-up ${row.id} has no link to remind of`);
    await deps.mailer.send(reminder.message, tx);
    await tx.query(`UPDATE main.follow_up_reminders SET link_id = $3 WHERE follow_up_id = $1 AND number = $2`, [row.id, number, reminder.linkId]);
    await tx.query(`UPDATE main.follow_ups SET reminders_sent = $2, last_reminder_at = now() WHERE id = $1`, [row.id, number]);
    await recordAudit(tx, scope, {
      action: 'follow_up.reminder_sent',
      targetType: 'follow_up',
      targetId: row.id,
      detail: { kind: row.kind, subject_id: row.subject_id, number, link_id: reminder.linkId, email: row.email, before: { reminders_sent: row.reminders_sent }, after: { reminders_sent: number } },
    });
    return 'sent';
  });
}

export function followUpTask(deps: ServiceDeps): TaskDefinition {
  return {
    name: FOLLOW_UP_TASK,
    run: async () => {
      const result = await runFollowUps(deps);
      if (result.sent || result.held) console.log(`[follow-ups] ${result.sent} reminders sent, ${result.held} held by mail limits, ${result.stopped} stopped`);
    },
    // The next tick runs it again; a failed run is not worth retrying sooner.
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
  };
}
