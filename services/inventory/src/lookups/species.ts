// The clinic's species (spec 000: Species { id, specie }; add and edit send `name`):
// GET/POST/PUT/DELETE /specie. A species that breeds or vaccines still use cannot be deleted.
import type { Sql } from '@vetchart/platform/database';
import { conflict, listOffset, notFound, type ListQuery } from '@vetchart/platform/http';
import { z } from 'zod';
import { requiredName } from './fields.ts';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from './scope.ts';

export const SPECIE_REQUIRED = 'Please input specie';
export const specieBody = z.object({ name: requiredName(SPECIE_REQUIRED) });

export interface SpecieRow {
  id: string;
  specie: string;
  created_at: string;
}

/** Newest first (the table), or by name (`sort=name`, the selects of the breed and vaccine forms). */
export async function listSpecies(sql: Sql, scope: ClinicScope, query: ListQuery & { sort?: string }, options: { all?: boolean } = {}) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as SpecieRow[], total: 0 };
  const where = `s.clinic_id = $1 AND s.deleted_at IS NULL AND ($2::uuid[] IS NULL OR s.id = ANY($2::uuid[])) AND ($3::text IS NULL OR s.specie ILIKE $3)`;
  const params = [scope.clinicId, ids, searchPattern(query.q)];
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM inventory.species s WHERE ${where}`, params);
  const rows = await sql.query<SpecieRow>(
    `SELECT s.id, s.specie, s.created_at FROM inventory.species s WHERE ${where} ORDER BY ${query.sort === 'name' ? 'lower(s.specie), s.id' : 's.created_at DESC, s.id'}
     ${options.all ? '' : 'LIMIT $4 OFFSET $5'}`,
    options.all ? params : [...params, query.limit, listOffset(query)],
  );
  return { rows, total: count!.total };
}

async function assertUnique(sql: Sql, scope: ClinicScope, name: string, exceptId: string | null) {
  const [taken] = await sql.query(
    `SELECT 1 FROM inventory.species WHERE clinic_id = $1 AND lower(specie) = lower($2) AND deleted_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [scope.clinicId, name, exceptId],
  );
  if (taken) {
    const message = `A specie named "${name}" already exists.`;
    throw conflict(message, [{ path: 'name', message }]);
  }
}

export async function createSpecie(sql: Sql, scope: ClinicScope, body: z.infer<typeof specieBody>): Promise<SpecieRow> {
  await assertUnique(sql, scope, body.name, null);
  const [row] = await sql.query<SpecieRow>(
    `INSERT INTO inventory.species (organization_id, clinic_id, specie, created_by) VALUES ($1, $2, $3, $4) RETURNING id, specie, created_at`,
    [scope.organizationId, scope.clinicId, body.name, scope.userId],
  );
  await recordAudit(sql, scope, { action: 'specie.created', targetType: 'specie', targetId: row!.id, detail: { specie: body.name } });
  return row!;
}

export async function updateSpecie(sql: Sql, scope: ClinicScope, id: string, body: z.infer<typeof specieBody>): Promise<SpecieRow> {
  await assertUnique(sql, scope, body.name, id);
  const [row] = await sql.query<SpecieRow>(
    `UPDATE inventory.species SET specie = $3, updated_at = clock_timestamp()
      WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL RETURNING id, specie, created_at`,
    [id, scope.clinicId, body.name],
  );
  if (!row) throw notFound('Specie not found.');
  await recordAudit(sql, scope, { action: 'specie.updated', targetType: 'specie', targetId: id, detail: { specie: body.name } });
  return row;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export async function deleteSpecie(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
  const [specie] = await sql.query<{ specie: string }>(
    `SELECT specie FROM inventory.species WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, scope.clinicId],
  );
  if (!specie) throw notFound('Specie not found.');
  const [usage] = await sql.query<{ breeds: number; vaccines: number }>(
    `SELECT (SELECT count(*)::int FROM inventory.breeds b WHERE b.specie_id = $1 AND b.deleted_at IS NULL) AS breeds,
            (SELECT count(*)::int FROM inventory.vaccine_species vs JOIN inventory.vaccines v ON v.id = vs.vaccine_id
              WHERE vs.specie_id = $1 AND v.deleted_at IS NULL) AS vaccines`,
    [id],
  );
  if (usage!.breeds > 0 || usage!.vaccines > 0) {
    const users = [usage!.breeds > 0 ? plural(usage!.breeds, 'breed') : null, usage!.vaccines > 0 ? plural(usage!.vaccines, 'vaccine') : null]
      .filter(Boolean)
      .join(' and ');
    throw conflict(`Specie "${specie.specie}" cannot be deleted: ${users} still use it. Change or delete them first.`);
  }
  await sql.query(`UPDATE inventory.species SET deleted_at = clock_timestamp() WHERE id = $1`, [id]);
  await recordAudit(sql, scope, { action: 'specie.deleted', targetType: 'specie', targetId: id, detail: { specie: specie.specie } });
}
