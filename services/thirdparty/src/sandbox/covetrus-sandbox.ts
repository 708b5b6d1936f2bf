// A local stand-in for Covetrus's partner API: exactly the calls the Covetrus adapter makes
// (partners/covetrus.ts), with sandbox practices instead of real ones. Listed in README.md. The
// practices' own data is fixed (covetrus-practice-data.ts); the medical records partners write
// back are kept in the database it is given (thirdparty.sandbox_practice_records), so that, as in
// Covetrus, they can be read back after a restart and from every process on that database.
import { randomUUID } from 'node:crypto';
import type { Sql } from '@vetchart/platform/database';
import { Hono } from 'hono';
import { createPracticeData, type SandboxMedicalRecord, type SandboxPractice } from './covetrus-practice-data.ts';
import { bearer, createTokenSigner } from './tokens.ts';

export const COVETRUS_SANDBOX_PRACTICES = [
  { practiceId: 'SANDBOX-CLINIC-1', accountId: 'SANDBOX-ACCOUNT-1', name: 'Sandbox Animal Hospital' },
  { practiceId: 'SANDBOX-CLINIC-2', accountId: 'SANDBOX-ACCOUNT-2', name: 'Sandbox Pet Clinic' },
] as const;

const refused = (code: string, message: string) => ({ error: { code, message } });

export interface CovetrusSandboxOptions {
  /** The practices' records; tests pass their own and change them. */
  practices?: SandboxPractice[];
  now?: () => Date;
}

/** A day in a time zone as YYYY-MM-DD. */
function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A list of at most 500 flat objects (absent: empty); null when it is anything else. */
function listOfObjects(value: unknown): Array<Record<string, unknown>> | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 500) return null;
  const flat = (item: unknown) => item !== null && typeof item === 'object' && !Array.isArray(item) && Object.values(item).every((field) => field === null || typeof field !== 'object');
  return value.every(flat) ? (value as Array<Record<string, unknown>>) : null;
}

type WrittenRecord = Required<SandboxMedicalRecord>;

const RECORD_COLUMNS = `id, date, kind, title, notes, external_id, author, sections, medications, charges, writes`;

export function createCovetrusSandbox(db: Sql, options: CovetrusSandboxOptions = {}): Hono {
  const app = new Hono();
  const tokens = createTokenSigner();
  const practices = options.practices ?? createPracticeData();
  const now = options.now ?? (() => new Date());
  const recordsOf = (practiceId: string): SandboxPractice =>
    practices.find((practice) => practice.practiceId === practiceId) ?? { practiceId, timeZone: 'UTC', doctors: [], clients: [], patients: [], appointments: [] };

  app.post('/v1/partner/sessions', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { practice_id?: unknown; account_id?: unknown };
    if (typeof body.practice_id !== 'string' || !body.practice_id) return c.json(refused('bad_request', 'practice_id is required.'), 400);
    const practice = COVETRUS_SANDBOX_PRACTICES.find((candidate) => candidate.practiceId === body.practice_id && candidate.accountId === body.account_id);
    if (!practice) {
      return c.json(refused('invalid_practice', 'The practice ID and account ID do not match an active Covetrus account.'), 401);
    }
    return c.json({ session_token: tokens.issue({ practice_id: practice.practiceId }), practice: { id: practice.practiceId, name: practice.name } }, 201);
  });

  app.get('/v1/practices/:id', (c) => {
    const session = tokens.read(bearer(c.req.header('authorization')));
    if (!session) return c.json(refused('invalid_session', 'The session has expired. Open a new session.'), 401);
    const practice = COVETRUS_SANDBOX_PRACTICES.find((candidate) => candidate.practiceId === c.req.param('id'));
    if (!practice || session.practice_id !== practice.practiceId) return c.json(refused('forbidden', 'This session cannot read that practice.'), 403);
    return c.json({ id: practice.practiceId, name: practice.name, time_zone: recordsOf(practice.practiceId).timeZone });
  });

  /** The practice a session may read, or the refusal to answer. */
  const sessionPractice = (authorization: string | undefined, practiceId: string) => {
    const session = tokens.read(bearer(authorization));
    if (!session) return { refusal: { body: refused('invalid_session', 'The session has expired. Open a new session.'), status: 401 as const } };
    if (session.practice_id !== practiceId) return { refusal: { body: refused('forbidden', 'This session cannot read that practice.'), status: 403 as const } };
    return { practice: recordsOf(practiceId) };
  };

  const clientView = (practice: SandboxPractice, clientId: string) => practice.clients.find((client) => client.id === clientId) ?? null;
  const patientSummary = (practice: SandboxPractice, patient: SandboxPractice['patients'][number]) => {
    const { medical_records: _records, ...summary } = patient;
    return { ...summary, client: clientView(practice, patient.client_id) };
  };

  app.get('/v1/practices/:id/providers', (c) => {
    const found = sessionPractice(c.req.header('authorization'), c.req.param('id'));
    if (found.refusal) return c.json(found.refusal.body, found.refusal.status);
    return c.json({ items: found.practice.doctors });
  });

  app.get('/v1/practices/:id/patients', (c) => {
    const found = sessionPractice(c.req.header('authorization'), c.req.param('id'));
    if (found.refusal) return c.json(found.refusal.body, found.refusal.status);
    const practice = found.practice;
    const search = (c.req.query('search') ?? '').trim().toLowerCase();
    const items = practice.patients
      .map((patient) => patientSummary(practice, patient))
      .filter((patient) =>
        !search || [patient.name, patient.client?.first_name, patient.client?.last_name, patient.id].some((text) => text?.toLowerCase().includes(search)),
      );
    return c.json({ items });
  });

  app.get('/v1/practices/:id/patients/:patientId', async (c) => {
    const found = sessionPractice(c.req.header('authorization'), c.req.param('id'));
    if (found.refusal) return c.json(found.refusal.body, found.refusal.status);
    const patient = found.practice.patients.find((candidate) => candidate.id === c.req.param('patientId'));
    if (!patient) return c.json(refused('not_found', 'No patient with that ID in this practice.'), 404);
    const written = await db.query<WrittenRecord>(
      `SELECT ${RECORD_COLUMNS} FROM thirdparty.sandbox_practice_records WHERE practice_id = $1 AND patient_id = $2 ORDER BY written_order DESC`,
      [found.practice.practiceId, patient.id],
    );
    return c.json({ ...patientSummary(found.practice, patient), medical_records: [...written, ...patient.medical_records] });
  });

  // A partner writes a medical record on a patient; the same external_id updates that record.
  app.post('/v1/practices/:id/patients/:patientId/medical-records', async (c) => {
    const found = sessionPractice(c.req.header('authorization'), c.req.param('id'));
    if (found.refusal) return c.json(found.refusal.body, found.refusal.status);
    const patient = found.practice.patients.find((candidate) => candidate.id === c.req.param('patientId'));
    if (!patient) return c.json(refused('not_found', 'No patient with that ID in this practice.'), 404);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const title = typeof body?.title === 'string' ? body.title.trim() : '';
    const externalId = typeof body?.external_id === 'string' ? body.external_id.trim() : '';
    const sections = Array.isArray(body?.sections) ? (body!.sections as Record<string, unknown>[]) : null;
    if (!title) return c.json(refused('bad_request', 'title is required.'), 400);
    if (typeof body?.date !== 'string' || !DAY.test(body.date)) return c.json(refused('bad_request', 'date is required (YYYY-MM-DD).'), 400);
    if (body.kind !== 'soap' && body.kind !== 'treatment_result') return c.json(refused('bad_request', "kind must be 'soap' or 'treatment_result'."), 400);
    if (!externalId) return c.json(refused('bad_request', 'external_id is required.'), 400);
    if (!sections || sections.some((section) => typeof section?.section !== 'string' || typeof section?.value !== 'string')) {
      return c.json(refused('bad_request', 'sections must be a list of { section, value }.'), 400);
    }
    // Medications and charges, when sent, are lists of flat objects (name, dose, quantity, amounts…).
    const medications = listOfObjects(body.medications);
    const charges = listOfObjects(body.charges);
    if (!medications || !charges) return c.json(refused('bad_request', 'medications and charges must be lists of objects.'), 400);
    const notes = sections.map((section) => `${String(section.section)}: ${String(section.value)}`).join('\n');
    const author = typeof body.author === 'string' ? body.author : '';
    const key = [found.practice.practiceId, patient.id, externalId];
    const kept = sections.map((section) => ({ section: String(section.section), value: String(section.value) }));
    const content = [body.date, body.kind, title, notes, author, JSON.stringify(kept), JSON.stringify(medications), JSON.stringify(charges)];
    // A second writer of the same external id (a retry, another process) updates the one record.
    const [created] = await db.query<WrittenRecord>(
      `INSERT INTO thirdparty.sandbox_practice_records (practice_id, patient_id, external_id, date, kind, title, notes, author, sections, medications, charges, id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb, $12)
       ON CONFLICT (practice_id, patient_id, external_id) DO NOTHING
       RETURNING ${RECORD_COLUMNS}`,
      [...key, ...content, `MR-${randomUUID().slice(0, 8).toUpperCase()}`],
    );
    if (created) return c.json(created, 201);
    const [updated] = await db.query<WrittenRecord>(
      `UPDATE thirdparty.sandbox_practice_records SET date = $4, kind = $5, title = $6, notes = $7, author = $8,
          sections = $9::jsonb, medications = $10::jsonb, charges = $11::jsonb, writes = writes + 1
        WHERE practice_id = $1 AND patient_id = $2 AND external_id = $3
        RETURNING ${RECORD_COLUMNS}`,
      [...key, ...content],
    );
    return c.json(updated!, 200);
  });

  app.get('/v1/practices/:id/appointments', (c) => {
    const found = sessionPractice(c.req.header('authorization'), c.req.param('id'));
    if (found.refusal) return c.json(found.refusal.body, found.refusal.status);
    const practice = found.practice;
    const from = c.req.query('from') ?? '';
    const to = c.req.query('to') ?? '';
    if (!DAY.test(from) || !DAY.test(to)) return c.json(refused('bad_request', 'from and to are required dates (YYYY-MM-DD).'), 400);
    const providerId = c.req.query('provider_id') || null;
    const today = dayIn(practice.timeZone, now());
    const items = practice.appointments
      .map((appointment) => ({ appointment, date: addDays(today, appointment.day_offset) }))
      .filter(({ appointment, date }) => date >= from && date <= to && (!providerId || appointment.provider_id === providerId))
      .sort((a, b) => `${a.date} ${a.appointment.time}`.localeCompare(`${b.date} ${b.appointment.time}`))
      .map(({ appointment, date }) => {
        const patient = practice.patients.find((candidate) => candidate.id === appointment.patient_id)!;
        const client = clientView(practice, patient.client_id);
        return {
          id: appointment.id,
          date,
          time: appointment.time,
          time_zone: practice.timeZone,
          duration_minutes: appointment.duration_minutes,
          type: appointment.type,
          status: appointment.status,
          provider: practice.doctors.find((doctor) => doctor.id === appointment.provider_id) ?? null,
          patient: { id: patient.id, name: patient.name, species: patient.species, updated_at: patient.updated_at },
          client: client ? { id: client.id, first_name: client.first_name, last_name: client.last_name, email: client.email, phone: client.phone } : null,
        };
      });
    return c.json({ items });
  });

  return app;
}
