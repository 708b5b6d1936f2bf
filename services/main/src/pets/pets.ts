// The clinic's pets (spec 001 section 3, Pet): list and search, read by ids, add one or several
// for one parent (all or nothing), edit, and mark deleted. Breed, species and gender are ids of
// the inventory service's lookups, checked by the gateway; the color is main's own lookup.
import type { Sql } from '@vetchart/platform/database';
import { badRequest, listOffset, notFound, type FieldError, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from '../scope.ts';
import { colorId } from './colors.ts';
import { DEFAULT_WEIGHT_UNIT, PET_MESSAGES, PET_TEXT_DETAIL_KEYS, type PetBulkCreate, type PetCreate, type PetDetails, type PetTextDetail, type PetUpdate, type PetWire } from '@vetchart/contracts/pets/pet';
import { snakeCase, toWire, type SnakeCase } from '@vetchart/contracts/wire';

/** A pet as this service answers it: the contract's wire shape (packages/contracts/src/pets/pet.ts). */
export type PetView = PetWire;

/** The pet's free-text details (the contract's PET_TEXT_DETAILS): text columns of the same name, read and written as they are. */
const DETAIL_COLUMNS = PET_TEXT_DETAIL_KEYS.map((key) => ({ key, column: snakeCase(key) as SnakeCase<PetTextDetail> }));
type Details = Record<SnakeCase<PetTextDetail>, string | null>;

type RawPet = Omit<PetView, 'color' | 'weight' | 'problems' | 'created_at' | 'updated_at'> & {
  color: string;
  weight: string | number;
  problems: string[];
  created_at: Date | string;
  updated_at: Date | string;
};

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
  ...(Object.fromEntries(DETAIL_COLUMNS.map(({ column }) => [column, raw[column] ?? null])) as Details),
  clinic_id: raw.clinic_id,
  source: raw.source,
  source_id: raw.source_id,
  can_sync: raw.can_sync,
  created_at: new Date(raw.created_at).toISOString(),
  updated_at: new Date(raw.updated_at).toISOString(),
});

const COLUMNS = `p.id, p.name, p.image, p.breed_id, p.specie_id, p.gender_id, p.color_id, c.color,
    to_char(p.date_of_birth, 'MM/DD/YYYY') AS date_of_birth, p.weight, p.weight_unit, p.problems, p.parent_id,
    pp.first_name || ' ' || pp.last_name AS parent_name, ${DETAIL_COLUMNS.map(({ column }) => `p.${column}`).join(', ')},
    p.clinic_id, p.source, p.source_id, p.can_sync, p.created_at, p.updated_at`;
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
function assertLookupIds(body: Pick<PetCreate, 'breedId' | 'specieId' | 'genderId'>, prefix = ''): void {
  const errors: FieldError[] = [];
  const fields = [
    ['breedId', PET_MESSAGES.breed],
    ['specieId', PET_MESSAGES.specie],
    ['genderId', PET_MESSAGES.gender],
  ] as const;
  for (const [field, message] of fields) if (!isUuid(body[field])) errors.push({ path: `${prefix}${snakeCase(field)}`, message });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
}

async function insertPet(sql: Sql, scope: ClinicScope, parentId: string, pet: PetDetails): Promise<string> {
  const color = await colorId(sql, scope, pet.color);
  const details = DETAIL_COLUMNS.map(({ key }) => pet[key]);
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO main.pets (organization_id, clinic_id, parent_id, name, image, breed_id, specie_id, gender_id, color_id, date_of_birth,
       weight, weight_unit, problems, created_by${DETAIL_COLUMNS.map(({ column }) => `, ${column}`).join('')})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13::text[], $14${DETAIL_COLUMNS.map((_, index) => `, $${15 + index}`).join('')}) RETURNING id`,
    [
      scope.organizationId,
      scope.clinicId,
      parentId,
      pet.name,
      pet.image,
      pet.breedId,
      pet.specieId,
      pet.genderId,
      color,
      pet.dateOfBirth,
      pet.weight,
      pet.weightUnit ?? DEFAULT_WEIGHT_UNIT,
      pet.problems,
      scope.userId,
      ...details,
    ],
  );
  await recordAudit(sql, scope, { action: 'pet.created', targetType: 'pet', targetId: row!.id, detail: { ...toWire(pet), parent_id: parentId } });
  return row!.id;
}

export async function createPet(sql: Sql, scope: ClinicScope, body: PetCreate): Promise<PetView> {
  assertLookupIds(body);
  await assertParent(sql, scope, body.parentId);
  return getPet(sql, scope, await insertPet(sql, scope, body.parentId, body));
}

export async function createPets(sql: Sql, scope: ClinicScope, body: PetBulkCreate): Promise<PetView[]> {
  body.pets.forEach((pet, index) => assertLookupIds(pet, `pets.${index}.`));
  await assertParent(sql, scope, body.parentId);
  const ids: string[] = [];
  for (const pet of body.pets) ids.push(await insertPet(sql, scope, body.parentId, pet));
  return Promise.all(ids.map((id) => getPet(sql, scope, id)));
}

export async function updatePet(sql: Sql, scope: ClinicScope, id: string, patch: PetUpdate): Promise<PetView> {
  const current = await getPet(sql, scope, id);
  const next = {
    name: patch.name ?? current.name,
    image: patch.image === undefined ? current.image : patch.image,
    breedId: patch.breedId ?? current.breed_id,
    specieId: patch.specieId ?? current.specie_id,
    genderId: patch.genderId ?? current.gender_id,
    weight: patch.weight ?? current.weight,
    weightUnit: patch.weightUnit ?? current.weight_unit,
    problems: patch.problems ?? current.problems.map((problem) => problem.name),
    parentId: patch.parentId ?? current.parent_id,
  };
  // A detail left out is kept; one sent blank is cleared.
  const details = DETAIL_COLUMNS.map(({ key, column }) => (patch[key] === undefined ? current[column] : patch[key]));
  assertLookupIds(next);
  if (patch.parentId) await assertParent(sql, scope, patch.parentId);
  const color = patch.color ? await colorId(sql, scope, patch.color) : current.color_id;
  await sql.query(
    `UPDATE main.pets SET name = $3, image = $4, breed_id = $5, specie_id = $6, gender_id = $7, color_id = $8,
       date_of_birth = COALESCE($9::date, date_of_birth), weight = $10, weight_unit = $11, problems = $12::text[], parent_id = $13,
       ${DETAIL_COLUMNS.map(({ column }, index) => `${column} = $${14 + index}, `).join('')}updated_at = clock_timestamp()
     WHERE id = $1 AND clinic_id = $2`,
    [
      id,
      scope.clinicId,
      next.name,
      next.image,
      next.breedId,
      next.specieId,
      next.genderId,
      color,
      patch.dateOfBirth ?? null,
      next.weight,
      next.weightUnit,
      next.problems,
      next.parentId,
      ...details,
    ],
  );
  await recordAudit(sql, scope, { action: 'pet.updated', targetType: 'pet', targetId: id, detail: toWire(patch) });
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
