// The clinic's breeds (spec 000: Breed { id, breed, specie_id, specie }): GET/POST /breed,
// GET/PUT/DELETE /breeds/{id}. A breed needs one of the clinic's species; the body is the breed
// contract's (packages/contracts/src/catalogues/lookups.ts).
import type { Sql } from '@vetchart/platform/database';
import { badRequest, conflict, listOffset, notFound, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import type { BreedInput } from '@vetchart/contracts/catalogues/lookups';
import { toWire } from '@vetchart/contracts/wire';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from './scope.ts';

export interface BreedRow {
  id: string;
  breed: string;
  specie_id: string;
  specie: { id: string; specie: string; created_at: string };
  created_at: string;
}

interface RawBreed {
  id: string;
  breed: string;
  specie_id: string;
  specie_name: string;
  specie_created_at: string;
  created_at: string;
}

const toBreed = (raw: RawBreed): BreedRow => ({
  id: raw.id,
  breed: raw.breed,
  specie_id: raw.specie_id,
  specie: { id: raw.specie_id, specie: raw.specie_name, created_at: raw.specie_created_at },
  created_at: raw.created_at,
});

const COLUMNS = `b.id, b.breed, b.specie_id, s.specie AS specie_name, s.created_at AS specie_created_at, b.created_at`;
const FROM = `inventory.breeds b JOIN inventory.species s ON s.id = b.specie_id`;
const SELECT = `SELECT ${COLUMNS} FROM ${FROM}`;

export async function listBreeds(sql: Sql, scope: ClinicScope, query: ListQuery & { specie_id?: string }, options: { all?: boolean } = {}) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as BreedRow[], total: 0 };
  const specieId = query.specie_id && isUuid(query.specie_id) ? query.specie_id : null;
  if (query.specie_id && !specieId) return { rows: [] as BreedRow[], total: 0 };
  const where = `b.clinic_id = $1 AND b.deleted_at IS NULL AND ($2::uuid[] IS NULL OR b.id = ANY($2::uuid[]))
    AND ($3::text IS NULL OR b.breed ILIKE $3 OR s.specie ILIKE $3) AND ($4::uuid IS NULL OR b.specie_id = $4::uuid)`;
  const params = [scope.clinicId, ids, searchPattern(query.q), specieId];
  const { rows, total } = await pagedQuery<RawBreed>(sql, {
    columns: COLUMNS,
    from: FROM,
    where,
    orderBy: 'b.created_at DESC, b.id',
    params,
    page: options.all ? null : { limit: query.limit, offset: listOffset(query) },
  });
  return { rows: rows.map(toBreed), total };
}

export async function getBreed(sql: Sql, scope: ClinicScope, id: string): Promise<BreedRow> {
  const [row] = await sql.query<RawBreed>(`${SELECT} WHERE b.id = $1 AND b.clinic_id = $2 AND b.deleted_at IS NULL`, [id, scope.clinicId]);
  if (!row) throw notFound('Breed not found.');
  return toBreed(row);
}

/** The species must be one of the clinic's own, not deleted; another clinic's id reads as unknown. */
async function specieName(sql: Sql, scope: ClinicScope, specieId: string): Promise<string> {
  const [specie] = isUuid(specieId)
    ? await sql.query<{ specie: string }>(`SELECT specie FROM inventory.species WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [
        specieId,
        scope.clinicId,
      ])
    : [];
  if (!specie) throw badRequest('The selected specie does not exist.', [{ path: 'specie_id', message: 'The selected specie does not exist.' }]);
  return specie.specie;
}

async function assertUnique(sql: Sql, scope: ClinicScope, body: BreedInput, specie: string, exceptId: string | null) {
  const [taken] = await sql.query(
    `SELECT 1 FROM inventory.breeds WHERE clinic_id = $1 AND specie_id = $2 AND lower(breed) = lower($3) AND deleted_at IS NULL
        AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [scope.clinicId, body.specieId, body.breed, exceptId],
  );
  if (taken) {
    const message = `A breed named "${body.breed}" already exists for ${specie}.`;
    throw conflict(message, [{ path: 'breed', message }]);
  }
}

export async function createBreed(sql: Sql, scope: ClinicScope, body: BreedInput): Promise<BreedRow> {
  const specie = await specieName(sql, scope, body.specieId);
  await assertUnique(sql, scope, body, specie, null);
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO inventory.breeds (organization_id, clinic_id, breed, specie_id, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [scope.organizationId, scope.clinicId, body.breed, body.specieId, scope.userId],
  );
  await recordAudit(sql, scope, { action: 'breed.created', targetType: 'breed', targetId: row!.id, detail: toWire(body) });
  return getBreed(sql, scope, row!.id);
}

export async function updateBreed(sql: Sql, scope: ClinicScope, id: string, body: BreedInput): Promise<BreedRow> {
  await getBreed(sql, scope, id);
  const specie = await specieName(sql, scope, body.specieId);
  await assertUnique(sql, scope, body, specie, id);
  await sql.query(`UPDATE inventory.breeds SET breed = $3, specie_id = $4, updated_at = clock_timestamp() WHERE id = $1 AND clinic_id = $2`, [
    id,
    scope.clinicId,
    body.breed,
    body.specieId,
  ]);
  await recordAudit(sql, scope, { action: 'breed.updated', targetType: 'breed', targetId: id, detail: toWire(body) });
  return getBreed(sql, scope, id);
}

export async function deleteBreed(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
  const [row] = await sql.query<{ breed: string }>(
    `UPDATE inventory.breeds SET deleted_at = clock_timestamp() WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL RETURNING breed`,
    [id, scope.clinicId],
  );
  if (!row) throw notFound('Breed not found.');
  await recordAudit(sql, scope, { action: 'breed.deleted', targetType: 'breed', targetId: id, detail: { breed: row.breed } });
}
