// Sync: importing a pet and its parent from the clinic's practice system (spec 001
// 'Sync', spec 003 section 2.8). Before the request's transaction opens (docs/architecture.md,
// 'Service to service'), the patient, its client and medical records are read from the thirdparty
// service, and the species, breed and gender names turned into the clinic's lookup ids by the
// inventory service, both with the caller's own token. The transaction then writes everything or
// nothing: the parent and pet are found again by the practice system's id (a second sync updates
// them, never adds), the medical records are replaced by theirs, and each change is audited.
import type { Context, MiddlewareHandler } from 'hono';
import { requireAccess, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, badRequest, parseInput } from '@vetchart/platform/http';
import { petSyncWire, type PetSync } from '@vetchart/contracts/pets/pet';
import { z } from 'zod';
import { recordAudit, type ClinicScope } from '../scope.ts';
import { colorId } from './colors.ts';
import { ADD_PET } from './permissions.ts';
import { getPet, type PetView } from './pets.ts';

export const SYNC_FAILED =
  'Oops, it looks like the sync did not work. Please try again later or start a conversation with Customer Success at the bottom right corner.';
const TIMEOUT_MS = 10_000;

/** Where main reads the practice system (thirdparty) and the lookup lists (inventory). */
export interface PracticeUpstreams {
  thirdparty?: string;
  inventory: string;
}


type Raw = Record<string, any>;

export interface PracticePatient {
  id: string;
  name: string;
  species: string;
  breed: string;
  color: string;
  sex: string;
  date_of_birth: string;
  weight: number;
  weight_unit: 'lb' | 'kg';
  updated_at: string;
  client: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    address: { line1: string; line2: string | null; city: string; state: string; zip: string };
  } | null;
}

export interface PracticeRecord {
  id: string;
  date: string;
  kind: string;
  title: string;
  notes: string;
}

/** What was read before the transaction: the partner's patient and the clinic's lookup ids for it. */
export interface PracticeImport {
  source: string;
  patient: PracticePatient & { client: NonNullable<PracticePatient['client']> };
  records: PracticeRecord[];
  specieId: string;
  breedId: string;
  genderId: string;
}

async function getJson(url: string, authorization: string, failure = SYNC_FAILED): Promise<{ status: number; body: Raw }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new HttpError(502, failure);
  }
  const body = (await response.json().catch(() => ({}))) as Raw;
  // The caller's own refusal (a token no longer valid, no clinic) is theirs to see.
  if (response.status === 401 || response.status === 403) throw new HttpError(response.status, body.message ?? 'Forbidden.');
  if (response.status >= 500) throw new HttpError(502, failure);
  return { status: response.status, body };
}

/** Lookup names match whatever their case and surrounding spaces (a partner's 'canine' is the clinic's 'Canine'). */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The clinic's lookup rows (inventory service, with the caller's token) at `path` as { id, name },
 * the name read from `field` ('specie', 'breed', 'gender'); also read by the FHIR import (fhir/fhir-import.ts).
 */
export async function readLookupRows(inventory: string, authorization: string, path: string, field: string, failure = SYNC_FAILED): Promise<Array<{ id: string; name: string }>> {
  const { status, body } = await getJson(`${inventory}${path}`, authorization, failure);
  if (status !== 200) throw new HttpError(502, failure);
  return ((body.data ?? []) as Raw[]).map((row) => ({ id: String(row.id), name: String(row[field] ?? '') }));
}

/** The clinic's lookup row of that name, or a refusal naming what the clinic is missing. */
async function lookupId(inventory: string, authorization: string, path: string, field: string, name: string, what: string): Promise<string> {
  const found = (await readLookupRows(inventory, authorization, path, field)).find((row) => sameName(row.name, name));
  if (!found) throw new HttpError(422, `The clinic has no ${what} "${name}". Add it to the clinic's lists, then sync again.`);
  return found.id;
}

export async function readPracticeImport(upstreams: PracticeUpstreams, authorization: string, body: PetSync): Promise<PracticeImport> {
  if (!upstreams.thirdparty) throw new HttpError(502, SYNC_FAILED);
  const query = new URLSearchParams({ provider: body.source });
  const { status, body: answer } = await getJson(`${upstreams.thirdparty}/practice/patients/${encodeURIComponent(body.sourceId)}?${query}`, authorization);
  // Not connected (409), no such patient (404), refused (422): the thirdparty service's own words.
  if (status !== 200) throw new HttpError(status === 400 || status === 404 || status === 409 || status === 422 ? status : 502, answer.message ?? SYNC_FAILED);
  const patient = answer.patient as PracticePatient;
  if (!patient.client) throw new HttpError(422, `${patient.name} has no client in the practice system, so there is no pet parent to import.`);
  const search = (text: string) => encodeURIComponent(text);
  const [specieId, genderId] = await Promise.all([
    lookupId(upstreams.inventory, authorization, '/specie?limit=100', 'specie', patient.species, 'species'),
    lookupId(upstreams.inventory, authorization, '/pet-gender?limit=100', 'gender', patient.sex, 'gender'),
  ]);
  const breedId = await lookupId(upstreams.inventory, authorization, `/breed?limit=100&specie_id=${specieId}&q=${search(patient.breed)}`, 'breed', patient.breed, `${patient.species} breed`);
  return {
    source: String(answer.source ?? body.source),
    patient: patient as PracticeImport['patient'],
    records: (answer.medical_records ?? []) as PracticeRecord[],
    specieId,
    breedId,
    genderId,
  };
}

const read = new WeakMap<Request, PracticeImport>();

/** Runs before the idempotency middleware on POST /pets/sync: reads the partner and lookups outside any transaction. */
export function readPracticeFirst(upstreams: PracticeUpstreams): MiddlewareHandler<{ Variables: PrincipalVariables }> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    requireAccess(c.var.principal, { anyPermission: [ADD_PET] });
    let raw: unknown;
    try {
      // A copy: the idempotency middleware after this one hashes the request's own body.
      raw = JSON.parse(await c.req.raw.clone().text());
    } catch {
      throw badRequest('The request body must be JSON.');
    }
    const body = parseInput(petSyncWire, raw);
    read.set(c.req.raw, await readPracticeImport(upstreams, c.req.header('authorization') ?? '', body));
    await next();
  };
}

export function practiceImport(c: Context): PracticeImport {
  const found = read.get(c.req.raw);
  if (!found) throw new Error('readPracticeFirst did not run for this request');
  return found;
}

const WEIGHT_UNIT = { lb: 'lb(s)', kg: 'kg(s)' } as const;

/** The parent form keeps 10 digits without punctuation (spec 001 section 5); a practice system may format them. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Writes the parent, the pet and its medical records; all in the caller's transaction. A new parent's
 * emergency contact is the parent (the parent form's rule for blank ones); a later sync keeps it.
 */
export async function importPatient(sql: Sql, scope: ClinicScope, imported: PracticeImport): Promise<{ pet: PetView; created: boolean }> {
  const { patient, source } = imported;
  const client = patient.client;
  const [parent] = await sql.query<{ id: string; created: boolean }>(
    `INSERT INTO main.pet_parents (organization_id, clinic_id, first_name, last_name, email, phone_number, address_line1, address_line2,
       city, state, zip, er_first_name, er_last_name, er_phone_number, created_by, source, source_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $3, $4, $6, $12, $13, $14)
     ON CONFLICT (clinic_id, source, source_id) WHERE source_id IS NOT NULL AND deleted_at IS NULL
     DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, email = EXCLUDED.email,
       phone_number = EXCLUDED.phone_number, address_line1 = EXCLUDED.address_line1, address_line2 = EXCLUDED.address_line2,
       city = EXCLUDED.city, state = EXCLUDED.state, zip = EXCLUDED.zip, updated_at = clock_timestamp()
     RETURNING id, (xmax = 0) AS created`,
    [
      scope.organizationId, scope.clinicId, client.first_name, client.last_name, client.email, phoneDigits(client.phone),
      client.address.line1, client.address.line2, client.address.city, client.address.state, client.address.zip,
      scope.userId, source, client.id,
    ],
  );
  await recordAudit(sql, scope, {
    action: parent!.created ? 'pet_parent.synced_new' : 'pet_parent.synced',
    targetType: 'pet_parent',
    targetId: parent!.id,
    detail: { source, source_id: client.id },
  });

  const color = await colorId(sql, scope, patient.color);
  const [pet] = await sql.query<{ id: string; created: boolean }>(
    `INSERT INTO main.pets (organization_id, clinic_id, parent_id, name, breed_id, specie_id, gender_id, color_id, date_of_birth,
       weight, weight_unit, created_by, source, source_id, can_sync, source_synced_at, source_updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, $14, false, clock_timestamp(), $15)
     ON CONFLICT (clinic_id, source, source_id) WHERE source_id IS NOT NULL AND deleted_at IS NULL
     DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, breed_id = EXCLUDED.breed_id, specie_id = EXCLUDED.specie_id,
       gender_id = EXCLUDED.gender_id, color_id = EXCLUDED.color_id, date_of_birth = EXCLUDED.date_of_birth, weight = EXCLUDED.weight,
       weight_unit = EXCLUDED.weight_unit, can_sync = false, source_synced_at = EXCLUDED.source_synced_at,
       source_updated_at = EXCLUDED.source_updated_at, updated_at = clock_timestamp()
     RETURNING id, (xmax = 0) AS created`,
    [
      scope.organizationId, scope.clinicId, parent!.id, patient.name, imported.breedId, imported.specieId, imported.genderId, color,
      patient.date_of_birth, patient.weight, WEIGHT_UNIT[patient.weight_unit] ?? 'lb(s)', scope.userId, source, patient.id, patient.updated_at,
    ],
  );
  const petId = pet!.id;

  const sourceIds = imported.records.map((record) => record.id);
  await sql.query(`DELETE FROM main.pet_medical_records WHERE pet_id = $1 AND source = $2 AND NOT (source_id = ANY($3::text[]))`, [petId, source, sourceIds]);
  // source_position keeps the practice's own order (newest written first) among records of one day.
  for (const [position, record] of imported.records.entries()) {
    await sql.query(
      `INSERT INTO main.pet_medical_records (organization_id, clinic_id, pet_id, source, source_id, record_date, kind, title, notes, source_position)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10)
       ON CONFLICT (pet_id, source, source_id) DO UPDATE SET record_date = EXCLUDED.record_date, kind = EXCLUDED.kind,
         title = EXCLUDED.title, notes = EXCLUDED.notes, source_position = EXCLUDED.source_position, synced_at = clock_timestamp()`,
      [scope.organizationId, scope.clinicId, petId, source, record.id, record.date, record.kind, record.title, record.notes, position],
    );
  }
  await recordAudit(sql, scope, {
    action: pet!.created ? 'pet.synced_new' : 'pet.synced',
    targetType: 'pet',
    targetId: petId,
    detail: { source, source_id: patient.id, parent_id: parent!.id, medical_records: sourceIds.length },
  });
  return { pet: await getPet(sql, scope, petId), created: pet!.created };
}

export interface MedicalRecordView {
  id: string;
  source: string;
  source_id: string;
  date: string;
  kind: string;
  title: string;
  notes: string;
  synced_at: string;
  /** The file kept with it (a FHIR import's document), opened at GET /pets/{id}/medical-records/{recordId}/file. */
  attachment: { name: string; content_type: string; size: number; sha256: string } | null;
}

/** A pet's medical records (a practice sync's, a FHIR import's), newest first. */
export async function listMedicalRecords(sql: Sql, scope: ClinicScope, petId: string): Promise<MedicalRecordView[]> {
  await getPet(sql, scope, petId);
  const rows = await sql.query<Omit<MedicalRecordView, 'synced_at' | 'attachment'> & { synced_at: Date; file_key: string | null; file_name: string; file_content_type: string; file_size: string; file_sha256: string }>(
    `SELECT id, source, source_id, to_char(record_date, 'YYYY-MM-DD') AS date, kind, title, notes, synced_at, file_key, file_name, file_content_type, file_size, file_sha256
       FROM main.pet_medical_records WHERE pet_id = $1 AND clinic_id = $2 ORDER BY record_date DESC, source_position, source_id`,
    [petId, scope.clinicId],
  );
  return rows.map(({ file_key, file_name, file_content_type, file_size, file_sha256, ...row }) => ({
    ...row,
    synced_at: new Date(row.synced_at).toISOString(),
    attachment: file_key ? { name: file_name, content_type: file_content_type, size: Number(file_size), sha256: file_sha256 } : null,
  }));
}

export const syncedQuery = z.object({
  source: z.string({ error: 'source is required' }).trim().min(1, 'source is required').max(100),
  source_ids: z
    .string({ error: 'source_ids is required' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])
    .refine((ids) => ids.length <= 200, 'At most 200 source_ids'),
});

export interface SyncedPetView {
  pet_id: string;
  source: string;
  source_id: string;
  source_updated_at: string | null;
  source_synced_at: string | null;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The clinic's pets synced from these practice-system ids. */
export async function listSyncedPets(sql: Sql, scope: ClinicScope, query: z.infer<typeof syncedQuery>): Promise<SyncedPetView[]> {
  if (!query.source_ids.length) return [];
  const rows = await sql.query<{ pet_id: string; source: string; source_id: string; source_updated_at: Date | null; source_synced_at: Date | null }>(
    `SELECT id AS pet_id, source, source_id, source_updated_at, source_synced_at FROM main.pets
      WHERE clinic_id = $1 AND source = $2 AND source_id = ANY($3::text[]) AND deleted_at IS NULL ORDER BY source_id`,
    [scope.clinicId, query.source, query.source_ids],
  );
  return rows.map((row) => ({ ...row, source_updated_at: isoOrNull(row.source_updated_at), source_synced_at: isoOrNull(row.source_synced_at) }));
}
