// The clinic's pets (spec 001 section 3, Pet): list and search, read by ids, add one or several
// for one parent (all or nothing), edit, and mark deleted. Breed, species and gender are ids of
// the inventory service's lookups, checked by the gateway; the color is main's own lookup.
import type { Sql } from '@vetchart/platform/database';
import { badRequest, listOffset, notFound, type FieldError, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from '../scope.ts';
import { colorId } from './colors.ts';
import type { BulkPetsBody, PetBody, PetPatch } from './rules.ts';

export interface PetView {
  id: string;
  name: string;
  image: string | null;
  breed_id: string;
  specie_id: string;
  gender_id: string;
  color_id: string;
  color: { id: string; color: string };
  /** MM/DD/YYYY (spec 001 section 9). */
  date_of_birth: string;
  weight: number;
  weight_unit: string;
  problems: { name: string }[];
  parent_id: string;
  parent_name: string;
  note: string | null;
  clinic_id: string;
  source: string;
  source_id: string | null;
  can_sync: boolean;
  created_at: string;
  updated_at: string;
}

interface RawPet {
  id: string;
  name: string;
  image: string | null;
  breed_id: string;
  specie_id: string;
  gender_id: string;
  color_id: string;
  color: string;
  date_of_birth: string;
  weight: string | number;
  weight_unit: string;
  problems: string[];
  parent_id: string;
  parent_name: string;
  note: string | null;
  clinic_id: string;
  source: string;
  source_id: string | null;
  can_sync: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const toView = (raw: RawPet): PetView => ({
  id: raw.id,
  name: raw.name,
  image: raw.image,
  breed_id: raw.breed_id,
  specie_id: raw.specie_id,
  gender_id: raw.gender_id,
  color_id: raw.color_id,
  color: { id: raw.color_id, color: raw.color },
  date_of_birth: raw.date_of_birth,
  weight: Number(raw.weight),
  weight_unit: raw.weight_unit,
  problems: (raw.problems ?? []).map((name) => ({ name })),
  parent_id: raw.parent_id,
  parent_name: raw.parent_name,
  note: raw.note,
  clinic_id: raw.clinic_id,
  source: raw.source,
  source_id: raw.source_id,
  can_sync: raw.can_sync,
  created_at: new Date(raw.created_at).toISOString(),
  updated_at: new Date(raw.updated_at).toISOString(),
});

const COLUMNS = `p.id, p.name, p.image, p.breed_id, p.specie_id, p.gender_id, p.color_id, c.color,
    to_char(p.date_of_birth, 'MM/DD/YYYY') AS date_of_birth, p.weight, p.weight_unit, p.problems, p.parent_id,
    pp.first_name || ' ' || pp.last_name AS parent_name, p.note, p.clinic_id, p.source, p.source_id, p.can_sync, p.created_at, p.updated_at`;
const FROM = `main.pets p JOIN main.colors c ON c.id = p.color_id JOIN main.pet_parents pp ON pp.id = p.parent_id`;
const SELECT = `SELECT ${COLUMNS} FROM ${FROM}`;

export async function listPets(sql: Sql, scope: ClinicScope, query: ListQuery & { parent_id?: string }) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as PetView[], total: 0 };
  const parentId = query.parent_id && isUuid(query.parent_id) ? query.parent_id : null;
  if (query.parent_id && !parentId) return { rows: [] as PetView[], total: 0 };
  // The search matches the pet's name, its owner's name, or one of its problems.
  const where = `p.clinic_id = $1 AND p.deleted_at IS NULL AND ($2::uuid[] IS NULL OR p.id = ANY($2::uuid[]))
    AND ($3::text IS NULL OR p.name ILIKE $3 OR (pp.first_name || ' ' || pp.last_name) ILIKE $3
         OR EXISTS (SELECT 1 FROM unnest(p.problems) AS problem WHERE problem ILIKE $3))
    AND ($4::uuid IS NULL OR p.parent_id = $4::uuid)`;
  const params = [scope.clinicId, ids, searchPattern(query.q), parentId];
  const { rows, total } = await pagedQuery<RawPet>(sql, {
    columns: COLUMNS,
    from: FROM,
    where,
    orderBy: 'p.created_at DESC, p.id',
    params,
    page: { limit: query.limit, offset: listOffset(query) },
  });
  return { rows: rows.map(toView), total };
}

export async function getPet(sql: Sql, scope: ClinicScope, id: string): Promise<PetView> {
  const [row] = await sql.query<RawPet>(`${SELECT} WHERE p.id = $1 AND p.clinic_id = $2 AND p.deleted_at IS NULL`, [id, scope.clinicId]);
  if (!row) throw notFound('Pet not found.');
  return toView(row);
}

/** The owner must be one of the clinic's parents, not deleted; the share lock keeps it so until commit. */
async function assertParent(sql: Sql, scope: ClinicScope, parentId: string): Promise<void> {
  const [parent] = isUuid(parentId)
    ? await sql.query(`SELECT id FROM main.pet_parents WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL FOR SHARE`, [parentId, scope.clinicId])
    : [];
  if (!parent) {
    const message = 'The selected pet owner does not exist.';
    throw badRequest(message, [{ path: 'parent_id', message }]);
  }
}

/** Lookup ids are uuids; the gateway has checked they name the clinic's rows. */
function assertLookupIds(body: Pick<PetBody, 'breed_id' | 'specie_id' | 'gender_id'>, prefix = ''): void {
  const errors: FieldError[] = [];
  const fields = [
    ['breed_id', 'Select breed'],
    ['specie_id', 'Select specie'],
    ['gender_id', 'Select gender'],
  ] as const;
  for (const [field, message] of fields) if (!isUuid(body[field])) errors.push({ path: `${prefix}${field}`, message });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
}

async function insertPet(sql: Sql, scope: ClinicScope, parentId: string, pet: Omit<PetBody, 'parent_id'>): Promise<string> {
  const color = await colorId(sql, scope, pet.color);
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO main.pets (organization_id, clinic_id, parent_id, name, image, breed_id, specie_id, gender_id, color_id, date_of_birth,
       weight, weight_unit, problems, note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13::text[], $14, $15) RETURNING id`,
    [
      scope.organizationId,
      scope.clinicId,
      parentId,
      pet.name,
      pet.image,
      pet.breed_id,
      pet.specie_id,
      pet.gender_id,
      color,
      pet.date_of_birth,
      pet.weight,
      pet.weight_unit,
      pet.problems,
      pet.note,
      scope.userId,
    ],
  );
  await recordAudit(sql, scope, { action: 'pet.created', targetType: 'pet', targetId: row!.id, detail: { ...pet, parent_id: parentId } });
  return row!.id;
}

export async function createPet(sql: Sql, scope: ClinicScope, body: PetBody): Promise<PetView> {
  assertLookupIds(body);
  await assertParent(sql, scope, body.parent_id);
  return getPet(sql, scope, await insertPet(sql, scope, body.parent_id, body));
}

export async function createPets(sql: Sql, scope: ClinicScope, body: BulkPetsBody): Promise<PetView[]> {
  body.pets.forEach((pet, index) => assertLookupIds(pet, `pets.${index}.`));
  await assertParent(sql, scope, body.parent_id);
  const ids: string[] = [];
  for (const pet of body.pets) ids.push(await insertPet(sql, scope, body.parent_id, pet));
  return Promise.all(ids.map((id) => getPet(sql, scope, id)));
}

export async function updatePet(sql: Sql, scope: ClinicScope, id: string, patch: PetPatch): Promise<PetView> {
  const current = await getPet(sql, scope, id);
  const next = {
    name: patch.name ?? current.name,
    image: patch.image === undefined ? current.image : patch.image,
    breed_id: patch.breed_id ?? current.breed_id,
    specie_id: patch.specie_id ?? current.specie_id,
    gender_id: patch.gender_id ?? current.gender_id,
    weight: patch.weight ?? current.weight,
    weight_unit: patch.weight_unit ?? current.weight_unit,
    problems: patch.problems ?? current.problems.map((problem) => problem.name),
    note: patch.note === undefined ? current.note : patch.note,
    parent_id: patch.parent_id ?? current.parent_id,
  };
  assertLookupIds(next);
  if (patch.parent_id) await assertParent(sql, scope, patch.parent_id);
  const color = patch.color ? await colorId(sql, scope, patch.color) : current.color_id;
  await sql.query(
    `UPDATE main.pets SET name = $3, image = $4, breed_id = $5, specie_id = $6, gender_id = $7, color_id = $8,
       date_of_birth = COALESCE($9::date, date_of_birth), weight = $10, weight_unit = $11, problems = $12::text[], note = $13, parent_id = $14,
       updated_at = clock_timestamp()
     WHERE id = $1 AND clinic_id = $2`,
    [
      id,
      scope.clinicId,
      next.name,
      next.image,
      next.breed_id,
      next.specie_id,
      next.gender_id,
      color,
      patch.date_of_birth ?? null,
      next.weight,
      next.weight_unit,
      next.problems,
      next.note,
      next.parent_id,
    ],
  );
  await recordAudit(sql, scope, { action: 'pet.updated', targetType: 'pet', targetId: id, detail: { ...patch } });
  return getPet(sql, scope, id);
}

export async function deletePet(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
  const [row] = await sql.query<{ name: string }>(
    `UPDATE main.pets SET deleted_at = clock_timestamp() WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL RETURNING name`,
    [id, scope.clinicId],
  );
  if (!row) throw notFound('Pet not found.');
  await recordAudit(sql, scope, { action: 'pet.deleted', targetType: 'pet', targetId: id, detail: { name: row.name } });
}
