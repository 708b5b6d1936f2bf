// The e-check-in scheduler (docs/echeckin.md). Every process runs it: on each
// tick it asks the practice system (through the source, source.ts) for the coming appointments of
// every connected clinic, applies the clinic's notification setting (main.appointment_settings,
// default 1 day) with the rules of schedule.ts, and for each mail now due writes a
// main.echeckin_sends row and its send job (platform/jobs.ts, in PostgreSQL) in one transaction.
// The row's unique key (clinic, source, appointment, kind) lets only one process decide a mail.
// The job, run by whichever process's job runner claims it, issues the subjective form link
// (main.subjective_form_links, like 'Send History Form') and queues its e-mail in the outbox, and
// marks the row sent, all in one transaction: a job run again after a crash finds the row sent
// and does nothing; a job whose process died before committing is run again after its lease.
import { randomBytes } from 'node:crypto';
import type { Database, Sql } from '@vetchart/platform/database';
import { enqueueJob, type JobHandlers } from '@vetchart/platform/jobs';
import { startPeriodicTask } from '@vetchart/platform/periodic-task';
import type { ServiceDeps } from '@vetchart/platform/service';
import { DEFAULT_DAYS_BEFORE } from '../appointment-settings/routes.ts';
import { recordAudit } from '../scope.ts';
import { subjectiveFormMail } from '../subjective-links/form-mail.ts';
import { SUBJECTIVE_LINK_TTL_DAYS, hashToken } from '../subjective-links/routes.ts';
import { addDays, appointmentStart, localDay, nextMail, type EcheckinSettings, type SentMail } from './schedule.ts';
import type { EcheckinClinic, EcheckinSource } from './source.ts';
import { formHeaderSchema } from '../subjective-links/form-header.ts';

export const ECHECKIN_SEND_JOB = 'main.echeckin.send';
/** The audit log's actor for what the scheduler does (no person acts). */
export const SCHEDULER_ACTOR = '00000000-0000-0000-0000-000000000000';
/** How far ahead appointments are read: the longest setting (7 days) and a day to spare. */
export const LOOKAHEAD_DAYS = 8;

export interface ScanResult {
  /** Mails decided (rows and jobs written) by this scan. */
  queued: number;
  /** Due mails not decided because the pet is not synced into the product yet (decided on a later scan once it is). */
  waitingForSync: number;
  /** Due mails with no e-mail address for the pet parent. */
  noEmail: number;
}

async function clinicSettings(sql: Sql, clinicId: string): Promise<EcheckinSettings> {
  const [row] = await sql.query<EcheckinSettings>(`SELECT days_before, daily_reminder FROM main.appointment_settings WHERE clinic_id = $1`, [clinicId]);
  return row ?? { days_before: DEFAULT_DAYS_BEFORE, daily_reminder: false };
}

interface SyncedPet {
  id: string;
  specie_id: string;
  parent_email: string | null;
}

/** The product's pet synced from this practice-system patient, in this clinic. */
async function syncedPet(sql: Sql, clinic: EcheckinClinic, patientId: string): Promise<SyncedPet | null> {
  const [pet] = await sql.query<SyncedPet>(
    `SELECT p.id, p.specie_id, pp.email AS parent_email
       FROM main.pets p LEFT JOIN main.pet_parents pp ON pp.id = p.parent_id AND pp.deleted_at IS NULL
      WHERE p.clinic_id = $1 AND p.source = $2 AND p.source_id = $3 AND p.deleted_at IS NULL
      ORDER BY p.created_at LIMIT 1`,
    [clinic.clinic_id, clinic.source, patientId],
  );
  return pet ?? null;
}

const LABEL_DATE = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'on 03/10/2026 at 2:30 PM' in the clinic's time zone. */
export function appointmentLabel(start: Date, timeZone: string): string {
  const parts = LABEL_DATE(timeZone).formatToParts(start);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `on ${part('month')}/${part('day')}/${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

async function scanClinic(db: Database, clinic: EcheckinClinic, now: Date, result: ScanResult): Promise<void> {
  const settings = await clinicSettings(db, clinic.clinic_id);
  const ids = clinic.appointments.map((appointment) => appointment.appointment_id);
  if (!ids.length) return;
  const rows = await db.query<{ appointment_id: string; kind: string; decided_at: Date | string }>(
    `SELECT appointment_id, kind, decided_at FROM main.echeckin_sends WHERE clinic_id = $1 AND source = $2 AND appointment_id = ANY($3::text[])`,
    [clinic.clinic_id, clinic.source, ids],
  );
  const sentBy = new Map<string, SentMail[]>();
  for (const row of rows) sentBy.set(row.appointment_id, [...(sentBy.get(row.appointment_id) ?? []), { kind: row.kind, at: new Date(row.decided_at) }]);
  // The pet parent already answered a form this appointment's mails sent: no more reminders.
  const answered = new Set(
    (
      await db.query<{ appointment_id: string }>(
        `SELECT DISTINCT s.appointment_id FROM main.echeckin_sends s JOIN main.subjective_form_links l ON l.id = s.link_id
          WHERE s.clinic_id = $1 AND s.source = $2 AND s.appointment_id = ANY($3::text[]) AND l.submitted_at IS NOT NULL`,
        [clinic.clinic_id, clinic.source, ids],
      )
    ).map((row) => row.appointment_id),
  );

  for (const appointment of clinic.appointments) {
    if (answered.has(appointment.appointment_id)) continue;
    const scheduled = { id: appointment.appointment_id, date: appointment.appointment_date, time: appointment.appointment_time, status: appointment.status };
    const mail = nextMail(scheduled, settings, clinic.time_zone, sentBy.get(appointment.appointment_id) ?? [], now);
    if (!mail) continue;
    await db.transaction(async (tx) => {
      const pet = await syncedPet(tx, clinic, appointment.source_id);
      if (!pet) {
        result.waitingForSync += 1;
        return;
      }
      const email = pet.parent_email ?? appointment.pet_parent_email;
      if (!email) {
        result.noEmail += 1;
        return;
      }
      const start = appointmentStart(scheduled, clinic.time_zone);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO main.echeckin_sends (organization_id, clinic_id, clinic_code, source, appointment_id, kind, pet_id, email,
                                          appointment_starts_at, appointment_label, due_at, decided_at, header)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (clinic_id, source, appointment_id, kind) DO NOTHING RETURNING id`,
        [
          clinic.organization_id,
          clinic.clinic_id,
          clinic.clinic_code,
          clinic.source,
          appointment.appointment_id,
          mail.kind,
          pet.id,
          email,
          start,
          appointmentLabel(start, clinic.time_zone),
          mail.due_at,
          now,
          clinic.form
            ? JSON.stringify({ clinic: clinic.form.clinic, species: clinic.form.species_names[pet.specie_id] ?? null, medications: clinic.form.medications })
            : null,
        ],
      );
      // Another process decided this mail first.
      if (!row) return;
      await enqueueJob(tx, ECHECKIN_SEND_JOB, { send_id: row.id });
      result.queued += 1;
    });
  }
}

/** One pass over every connected clinic's coming appointments at `now`. */
export async function scanEcheckins(db: Database, source: EcheckinSource, now: Date): Promise<ScanResult> {
  const result: ScanResult = { queued: 0, waitingForSync: 0, noEmail: 0 };
  const clinics = await source.upcomingAppointments({ from: addDays(localDay(now, 'UTC'), -1), to: addDays(localDay(now, 'UTC'), LOOKAHEAD_DAYS) });
  for (const clinic of clinics) {
    try {
      await scanClinic(db, clinic, now, result);
    } catch (error) {
      // One clinic's failure (a bad time zone, a database error) does not stop the others'.
      console.error(`[echeckin] clinic ${clinic.clinic_code}:`, error instanceof Error ? error.message : error);
    }
  }
  return result;
}

interface SendRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  clinic_code: string;
  appointment_id: string;
  kind: string;
  pet_id: string;
  email: string;
  appointment_starts_at: Date | string;
  appointment_label: string;
  header: unknown;
  status: string;
}

/** The send job: the link, its audit entry, its e-mail and the row marked sent, in one transaction. */
export async function sendEcheckin(deps: ServiceDeps, payload: { send_id: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [send] = await tx.query<SendRow>(`SELECT * FROM main.echeckin_sends WHERE id = $1 FOR UPDATE`, [payload.send_id]);
    // Sent already (a job run again after its process stopped), or gone.
    if (!send || send.status !== 'queued') return;
    const [pet] = await tx.query<{ id: string; name: string; parent_first_name: string | null }>(
      `SELECT p.id, p.name, pp.first_name AS parent_first_name
         FROM main.pets p LEFT JOIN main.pet_parents pp ON pp.id = p.parent_id AND pp.deleted_at IS NULL
        WHERE p.id = $1 AND p.clinic_id = $2 AND p.deleted_at IS NULL`,
      [send.pet_id, send.clinic_id],
    );
    if (!pet) {
      await tx.query(`UPDATE main.echeckin_sends SET status = 'skipped', skipped_reason = 'The pet was deleted.' WHERE id = $1`, [send.id]);
      return;
    }
    const token = randomBytes(32).toString('base64url');
    // Valid for the usual 7 days, and at least until the day after the appointment.
    const [link] = await tx.query<{ id: string }>(
      `INSERT INTO main.subjective_form_links (token_hash, organization_id, clinic_id, clinic_code, pet_id, visit_id, email, created_by, expires_at, header)
       VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, GREATEST(now() + make_interval(days => $8::int), $9::timestamptz + interval '1 day'), $10) RETURNING id`,
      [
        hashToken(token),
        send.organization_id,
        send.clinic_id,
        send.clinic_code,
        pet.id,
        send.email,
        SCHEDULER_ACTOR,
        SUBJECTIVE_LINK_TTL_DAYS,
        send.appointment_starts_at,
        send.header === null || send.header === undefined ? null : JSON.stringify(formHeaderSchema.parse(send.header)),
      ],
    );
    await recordAudit(
      tx,
      { clinicId: send.clinic_id, organizationId: send.organization_id, userId: SCHEDULER_ACTOR },
      {
        action: 'subjective_form.sent',
        targetType: 'pet',
        targetId: pet.id,
        detail: { link_id: link!.id, visit_id: null, email: send.email, by: 'echeckin', appointment_id: send.appointment_id, kind: send.kind },
      },
    );
    const url = `${deps.config.publicUrl}/subjective-form?token=${token}`;
    await deps.mailer.send(
      subjectiveFormMail({ to: send.email, petName: pet.name, parentFirstName: pet.parent_first_name, url, ttlDays: SUBJECTIVE_LINK_TTL_DAYS, appointment: send.appointment_label }),
      tx,
    );
    await tx.query(`UPDATE main.echeckin_sends SET status = 'sent', link_id = $2, sent_at = now() WHERE id = $1`, [send.id, link!.id]);
  });
}

export function echeckinJobHandlers(deps: ServiceDeps): JobHandlers {
  return { [ECHECKIN_SEND_JOB]: (payload) => sendEcheckin(deps, payload) };
}

export interface EcheckinScheduler {
  /** One scan now (tests and the first tick). */
  scan(): Promise<ScanResult>;
  stop(): Promise<void>;
}

export interface EcheckinSchedulerOptions {
  /** How often to look (default one minute: mails go out within a minute of their time). */
  intervalMs?: number;
  /** The clock (tests inject one). */
  now?: () => Date;
  /** Called after a scan that decided mails (the job runner is woken by enqueueJob already). */
  onScanned?: (result: ScanResult) => void;
  /** The copies of the service on this database take turns: one timer scan per interval among them. */
  shared?: boolean;
}

/**
 * Scans on a timer until stopped (platform/periodic-task.ts: overlapping ticks are skipped,
 * failures logged, with `shared` one scan per interval among the copies); the first scan comes
 * after one interval.
 */
export function startEcheckinScheduler(db: Database, source: EcheckinSource, options: EcheckinSchedulerOptions = {}): EcheckinScheduler {
  const now = options.now ?? (() => new Date());
  const scanOnce = async () => {
    const result = await scanEcheckins(db, source, now());
    options.onScanned?.(result);
    return result;
  };
  // The database decides each mail once either way; sharing spares the copies' duplicate scans.
  const task = startPeriodicTask('[echeckin] scan', scanOnce, options.intervalMs ?? 60_000, {
    passAtStart: false,
    ...(options.shared ? { shared: { db, name: 'main.echeckin-scan' } } : {}),
  });
  return { scan: task.tick, stop: task.stop };
}
