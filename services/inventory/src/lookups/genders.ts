// The clinic's pet genders (spec 000: Gender { id, gender }): GET/POST/PUT/DELETE /pet-gender.
import type { Sql } from '@vetchart/platform/database';
import { conflict, listOffset, notFound, type ListQuery } from '@vetchart/platform/http';
import { z } from 'zod';
import { requiredName } from './fields.ts';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from './scope.ts';

export const GENDER_REQUIRED = 'Please input gender';
export const genderBody = z.object({ gender: requiredName(GENDER_REQUIRED) });

export interface GenderRow {
  id: string;
  gender: string;
  created_at: string;
}

const COLUMNS = `g.id, g.gender, g.created_at`;

export async function listGenders(sql: Sql, scope: ClinicScope, query: ListQuery, options: { all?: boolean } = {}) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as GenderRow[], total: 0 };
  const where = `g.clinic_id = $1 AND g.deleted_at IS NULL AND ($2::uuid[] IS NULL OR g.id = ANY($2::uuid[])) AND ($3::text IS NULL OR g.gender ILIKE $3)`;
  const params = [scope.clinicId, ids, searchPattern(query.q)];
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM inventory.genders g WHERE ${where}`, params);
  const rows = await sql.query<GenderRow>(
    `SELECT ${COLUMNS} FROM inventory.genders g WHERE ${where} ORDER BY g.created_at DESC, g.id
     ${options.all ? '' : 'LIMIT $4 OFFSET $5'}`,
    options.all ? params : [...params, query.limit, listOffset(query)],
  );
  return { rows, total: count!.total };
}

async function assertUnique(sql: Sql, scope: ClinicScope, gender: string, exceptId: string | null) {
  const [taken] = await sql.query(
    `SELECT 1 FROM inventory.genders WHERE clinic_id = $1 AND lower(gender) = lower($2) AND deleted_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [scope.clinicId, gender, exceptId],
  );
  if (taken) {
    const message = `A gender named "${gender}" already exists.`;
    throw conflict(message, [{ path: 'gender', message }]);
  }
}

export async function createGender(sql: Sql, scope: ClinicScope, body: z.infer<typeof genderBody>): Promise<GenderRow> {
  await assertUnique(sql, scope, body.gender, null);
  const [row] = await sql.query<GenderRow>(
    `INSERT INTO inventory.genders (organization_id, clinic_id, gender, created_by) VALUES ($1, $2, $3, $4) RETURNING id, gender, created_at`,
    [scope.organizationId, scope.clinicId, body.gender, scope.userId],
  );
  await recordAudit(sql, scope, { action: 'gender.created', targetType: 'gender', targetId: row!.id, detail: { gender: body.gender } });
  return row!;
}

export async function updateGender(sql: Sql, scope: ClinicScope, id: string, body: z.infer<typeof genderBody>): Promise<GenderRow> {
  await assertUnique(sql, scope, body.gender, id);
  const [row] = await sql.query<GenderRow>(
    `UPDATE inventory.genders SET gender = $3, updated_at = clock_timestamp()
      WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL RETURNING id, gender, created_at`,
    [id, scope.clinicId, body.gender],
  );
  if (!row) throw notFound('Gender not found.');
  await recordAudit(sql, scope, { action: 'gender.updated', targetType: 'gender', targetId: id, detail: { gender: body.gender } });
  return row;
}

export async function deleteGender(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
  const [row] = await sql.query<{ gender: string }>(
    `UPDATE inventory.genders SET deleted_at = clock_timestamp() WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL RETURNING gender`,
    [id, scope.clinicId],
  );
  if (!row) throw notFound('Gender not found.');
  await recordAudit(sql, scope, { action: 'gender.deleted', targetType: 'gender', targetId: id, detail: { gender: row.gender } });
}
