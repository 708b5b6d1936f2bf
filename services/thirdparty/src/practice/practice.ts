// Reading the caller's clinic's practice-management system: its doctors, its schedule, a patient
// search and one patient's full record (what the main service imports when a pet is synced).
// Every read goes through the clinic's active connection; a session the partner renewed is
// stored sealed in place of the old one.
import type { Principal } from '@vetchart/platform/access-token';
import { HttpError, badRequest, conflict, notFound } from '@vetchart/platform/http';
import { z } from 'zod';
import { isPracticeSystem } from '../partners/adapters.ts';
import { PartnerUnavailableError, type StoredConnection } from '../partners/partner.ts';
import { PracticeRefusalError, type PracticeAppointment, type PracticeMedicalRecord, type PracticePatient, type PracticeRead, type PracticeRecordLine, type PracticeSystemAdapter } from '../partners/practice-system.ts';
import { activeClinic } from '../integrations/access.ts';
import type { IntegrationDeps } from '../integrations/integrations.ts';
import { activeConnectionsOfKind, findActiveConnection, findAppBySlug, markVerified, type AppWithConnection } from '../integrations/repository.ts';
import { idText } from '@vetchart/platform/text-limits';

export const SYNC_FAILED =
  'Oops, it looks like the sync did not work. Please try again later or start a conversation with Customer Success at the bottom right corner.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_RANGE_DAYS = 92;

const providerQuery = {
  clinic_code: idText().optional(),
  provider: idText().optional(),
};

export const schedulesQuery = z
  .object({
    ...providerQuery,
    start_date: z.string({ error: 'Please select a start date' }).regex(DAY, 'Please select a start date'),
    end_date: z.string({ error: 'Please select an end date' }).regex(DAY, 'Please select an end date'),
    doctor_id: idText().optional(),
  })
  .refine((query) => query.end_date >= query.start_date, { path: ['end_date'], message: 'The end date must not be before the start date' })
  .refine((query) => (Date.parse(query.end_date) - Date.parse(query.start_date)) / 86_400_000 <= MAX_RANGE_DAYS, {
    path: ['end_date'],
    message: `Choose at most ${MAX_RANGE_DAYS} days`,
  });

export const doctorsQuery = z.object(providerQuery);
export const patientsQuery = z.object({ ...providerQuery, search: z.string().trim().max(100, 'A search can be at most 100 characters.').optional() });

interface Practice {
  app: AppWithConnection;
  adapter: PracticeSystemAdapter;
  connection: StoredConnection;
}

const secretContext = (clinicId: string, appId: string) => `${clinicId}:${appId}`;

/** The caller's clinic's practice system: the named provider, else its one connected practice-management app. */
function practiceOf(deps: IntegrationDeps, principal: Principal, query: { clinic_code?: string; provider?: string }): Promise<Practice & { clinicId: string }> {
  const clinic = activeClinic(principal);
  if (query.clinic_code && query.clinic_code !== clinic.code) throw notFound('Clinic not found.');
  return practiceOfClinic(deps, clinic, query);
}

/** A clinic's practice system (the caller's, or one the e-check-in scheduler reads: connectedClinicSchedules). */
async function practiceOfClinic(deps: IntegrationDeps, clinic: { id: string; code: string }, query: { provider?: string }): Promise<Practice & { clinicId: string }> {
  let target: AppWithConnection | undefined;
  if (query.provider) {
    const app = await findAppBySlug(deps.db, query.provider);
    if (!app || app.kind !== 'pims') throw badRequest('Unknown practice management system.', [{ path: 'provider', message: 'Unknown practice management system.' }]);
    const connection = await findActiveConnection(deps.db, clinic.id, app.id);
    if (!connection) throw conflict(`${app.name} is not connected yet. Connect it under Integrations.`);
    target = { ...app, connection };
  } else {
    [target] = await activeConnectionsOfKind(deps.db, clinic.id, 'pims');
    if (!target) throw conflict('No practice management system is connected yet. Connect one under Integrations.');
  }
  const adapter = deps.adapters.get(target.slug);
  if (!adapter || !isPracticeSystem(adapter)) throw new HttpError(502, `${target.name} is not available on this server.`);
  const row = target.connection!;
  const secret = row.secret_ciphertext ? deps.secrets.open(row.secret_ciphertext, secretContext(clinic.id, target.id)) : {};
  return {
    app: target,
    adapter,
    clinicId: clinic.id,
    connection: { clinicId: row.clinic_id, accountId: row.account_id, username: row.username, password: secret.password ?? null, token: secret.token ?? null },
  };
}

/** Asks the practice system; keeps a renewed session; turns its failures into answers people can act on. */
async function ask<T>(deps: IntegrationDeps, practice: Practice & { clinicId: string }, read: (adapter: PracticeSystemAdapter, connection: StoredConnection) => Promise<PracticeRead<T>>): Promise<T> {
  let answer: PracticeRead<T>;
  try {
    answer = await read(practice.adapter, practice.connection);
  } catch (error) {
    if (error instanceof PartnerUnavailableError) throw new HttpError(502, error.message);
    if (error instanceof PracticeRefusalError) {
      throw new HttpError(422, `${practice.app.name} refused the request: ${error.message}`);
    }
    throw error;
  }
  if (answer.token && answer.token !== practice.connection.token) {
    const row = practice.app.connection!;
    const context = secretContext(practice.clinicId, practice.app.id);
    const secret = row.secret_ciphertext ? deps.secrets.open(row.secret_ciphertext, context) : {};
    await markVerified(deps.db, row.id, deps.secrets.seal({ ...secret, token: answer.token }, context), row.partner_account_name ?? practice.app.name);
  }
  return answer.value;
}

export async function listDoctors(deps: IntegrationDeps, principal: Principal, query: z.infer<typeof doctorsQuery>) {
  const practice = await practiceOf(deps, principal, query);
  const doctors = await ask(deps, practice, (adapter, connection) => adapter.listDoctors(connection));
  return { data: doctors, source: practice.app.slug };
}

/** A schedule row (spec 003 section 3) as far as the practice system knows it; the gateway adds pet_id and can_sync from the main service. */
export function scheduleRow(source: string, appointment: PracticeAppointment) {
  return {
    appointment_id: appointment.id,
    pet_name: appointment.patient.name,
    pet_parent_name: appointment.client ? `${appointment.client.first_name} ${appointment.client.last_name}` : '',
    pet_parent_email: appointment.client?.email ?? null,
    doctor: appointment.doctor?.name ?? '',
    doctor_id: appointment.doctor?.id ?? null,
    appointment_type: appointment.type,
    appointment_date: appointment.date,
    appointment_time: appointment.time,
    time_zone: appointment.time_zone,
    duration_minutes: appointment.duration_minutes,
    status: appointment.status,
    source,
    source_id: appointment.patient.id,
    source_updated_at: appointment.patient.updated_at,
  };
}

export async function listSchedules(deps: IntegrationDeps, principal: Principal, query: z.infer<typeof schedulesQuery>) {
  const practice = await practiceOf(deps, principal, query);
  const range = { from: query.start_date, to: query.end_date, doctorId: query.doctor_id || null };
  const appointments = await ask(deps, practice, (adapter, connection) => adapter.listAppointments(connection, range));
  return { data: appointments.map((appointment) => scheduleRow(practice.app.slug, appointment)), source: practice.app.slug };
}

/** A searched pet (spec 003 section 3) as the practice system knows it; the gateway adds pet_id and can_sync. */
export function searchedPet(source: string, patient: PracticePatient) {
  return {
    name: patient.name,
    parent_name: patient.client ? `${patient.client.first_name} ${patient.client.last_name}` : '',
    specie: patient.species,
    breed: patient.breed,
    color: patient.color,
    gender: patient.sex,
    source,
    source_id: patient.id,
    source_updated_at: patient.updated_at,
  };
}

export async function searchPatients(deps: IntegrationDeps, principal: Principal, query: z.infer<typeof patientsQuery>) {
  const practice = await practiceOf(deps, principal, query);
  const patients = await ask(deps, practice, (adapter, connection) => adapter.searchPatients(connection, query.search ?? ''));
  return { data: patients.map((patient) => searchedPet(practice.app.slug, patient)), source: practice.app.slug };
}

/** One patient with its client and medical records: what the main service imports on sync. */
export async function readPatient(deps: IntegrationDeps, principal: Principal, sourceId: string, query: z.infer<typeof doctorsQuery>) {
  const practice = await practiceOf(deps, principal, query);
  const found = await ask(deps, practice, (adapter, connection) => adapter.getPatient(connection, sourceId));
  if (!found) throw notFound(`${practice.app.name} has no patient ${sourceId}.`);
  return { source: practice.app.slug, patient: found.patient, medical_records: found.medical_records };
}

export interface ClinicSchedule {
  clinic_id: string;
  organization_id: string;
  clinic_code: string;
  source: string;
  rows: ReturnType<typeof scheduleRow>[];
}

/**
 * Every clinic's schedule on the days from..to, for each clinic with an active practice-management
 * connection: what the main service's e-check-in scheduler reads (no person asks; the services host
 * hands this function to it, docs/echeckin.md). A clinic whose partner fails is left out (logged).
 */
export async function connectedClinicSchedules(deps: IntegrationDeps, range: { from: string; to: string }): Promise<ClinicSchedule[]> {
  const clinics = await deps.db.query<{ clinic_id: string; organization_id: string; clinic_code: string }>(
    `SELECT DISTINCT c.owner_clinic_id AS clinic_id, c.organization_id, c.clinic_code
       FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id
      WHERE c.status = 'active' AND a.kind = 'pims'
      ORDER BY c.clinic_code`,
  );
  const schedules: ClinicSchedule[] = [];
  for (const clinic of clinics) {
    try {
      const practice = await practiceOfClinic(deps, { id: clinic.clinic_id, code: clinic.clinic_code }, {});
      const appointments = await ask(deps, practice, (adapter, connection) => adapter.listAppointments(connection, { ...range, doctorId: null }));
      schedules.push({ ...clinic, source: practice.app.slug, rows: appointments.map((appointment) => scheduleRow(practice.app.slug, appointment)) });
    } catch (error) {
      console.error(`[practice] schedule of ${clinic.clinic_code}:`, error instanceof Error ? error.message : error);
    }
  }
  return schedules;
}

export type PracticeCallErrorKind = 'not_connected' | 'refused' | 'unreachable';

/** A medical-record write that did not happen, with the kind main acts on (its PracticeLinkError). */
export class PracticeCallError extends Error {
  constructor(
    message: string,
    readonly kind: PracticeCallErrorKind,
  ) {
    super(message);
  }
}

export interface MedicalRecordWrite {
  /** The practice system's app slug (the pet's `source`). */
  source: string;
  patient_source_id: string;
  visit_id: string;
  title: string;
  date: string;
  sections: Array<{ section: string; value: string }>;
  medications?: PracticeRecordLine[];
  charges?: PracticeRecordLine[];
  author: string;
  kind?: 'soap' | 'treatment_result';
  /** Our id for the record; writing it again updates the same record. By default 'treatment-result:<visit id>'. */
  external_id?: string;
}

/**
 * Writes a medical record on a patient in the clinic's connected practice system (main's
 * treatment-result write-back, through the host's PracticeLink; no person's token).
 */
export async function writePracticeMedicalRecord(
  deps: IntegrationDeps,
  clinicId: string,
  record: MedicalRecordWrite,
): Promise<{ record_id: string; source: string; source_name: string }> {
  const { app, connection, practice } = await recordPractice(deps, clinicId, record.source);
  let answer: PracticeRead<{ id: string }>;
  try {
    answer = await practice.adapter.writeMedicalRecord(practice.connection, record.patient_source_id, {
      title: record.title,
      date: record.date,
      kind: record.kind ?? 'treatment_result',
      sections: record.sections,
      medications: record.medications ?? [],
      charges: record.charges ?? [],
      author: record.author,
      external_id: record.external_id ?? `treatment-result:${record.visit_id}`,
    });
  } catch (error) {
    if (error instanceof PartnerUnavailableError) throw new PracticeCallError(error.message, 'unreachable');
    if (error instanceof PracticeRefusalError) throw new PracticeCallError(error.message, 'refused');
    throw error;
  }
  await keepRenewedToken(deps, clinicId, { app, connection, practice }, answer.token);
  return { record_id: answer.value.id, source: app.slug, source_name: app.name };
}

type RecordPractice = Awaited<ReturnType<typeof recordPractice>>;

/** The clinic's connection to the practice system a pet came from (its `source`), for a medical record's write or read. */
async function recordPractice(deps: IntegrationDeps, clinicId: string, source: string) {
  const app = await findAppBySlug(deps.db, source);
  if (!app || app.kind !== 'pims') throw new PracticeCallError(`${source} is not a practice management system.`, 'refused');
  const connection = await findActiveConnection(deps.db, clinicId, app.id);
  if (!connection) throw new PracticeCallError(`${app.name} is not connected yet. Connect it under Integrations.`, 'not_connected');
  const [clinic] = await deps.db.query<{ clinic_code: string }>(`SELECT clinic_code FROM thirdparty.connections WHERE id = $1`, [connection.id]);
  const practice = await practiceOfClinic(deps, { id: clinicId, code: clinic!.clinic_code }, { provider: app.slug });
  return { app, connection, practice };
}

async function keepRenewedToken(deps: IntegrationDeps, clinicId: string, { app, connection, practice }: RecordPractice, token: string | null) {
  if (!token || token === practice.connection.token) return;
  const context = secretContext(clinicId, app.id);
  const secret = connection.secret_ciphertext ? deps.secrets.open(connection.secret_ciphertext, context) : {};
  await markVerified(deps.db, connection.id, deps.secrets.seal({ ...secret, token }, context), connection.partner_account_name ?? app.name);
}

/**
 * The medical record we wrote under external_id on a patient, as the practice system holds it now
 * (null: none), so a write-back can see that an earlier run wrote it and compare what it keeps.
 */
export async function readPracticeMedicalRecord(
  deps: IntegrationDeps,
  clinicId: string,
  record: { source: string; patient_source_id: string; external_id: string },
): Promise<PracticeMedicalRecord | null> {
  const opened = await recordPractice(deps, clinicId, record.source);
  let answer: PracticeRead<{ medical_records: PracticeMedicalRecord[] } | null>;
  try {
    answer = await opened.practice.adapter.getPatient(opened.practice.connection, record.patient_source_id);
  } catch (error) {
    if (error instanceof PartnerUnavailableError) throw new PracticeCallError(error.message, 'unreachable');
    if (error instanceof PracticeRefusalError) throw new PracticeCallError(error.message, 'refused');
    throw error;
  }
  await keepRenewedToken(deps, clinicId, opened, answer.token);
  if (!answer.value) throw new PracticeCallError('No patient with that ID in this practice.', 'refused');
  return answer.value.medical_records.find((written) => written.external_id === record.external_id) ?? null;
}
