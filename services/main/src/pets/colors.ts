// Pet colors: a per-clinic lookup created on first use of a typed name (case-insensitive), so
// the pet form can suggest the colors the clinic already uses.
import type { Sql } from '@vetchart/platform/database';
import { listOffset, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { isUuid, searchPattern, type ClinicScope } from '../scope.ts';

export interface ColorView {
  id: string;
  color: string;
}

/** The clinic's color of that name (any case), created the first time it is used. */
export async function colorId(sql: Sql, scope: ClinicScope, color: string): Promise<string> {
  const [existing] = await sql.query<{ id: string }>(`SELECT id FROM main.colors WHERE clinic_id = $1 AND lower(color) = lower($2)`, [scope.clinicId, color]);
  if (existing) return existing.id;
  // A concurrent first use of the same name inserts nothing here and reads the other's row.
  await sql.query(
    `INSERT INTO main.colors (organization_id, clinic_id, color) VALUES ($1, $2, $3) ON CONFLICT (clinic_id, lower(color)) DO NOTHING`,
    [scope.organizationId, scope.clinicId, color],
  );
  const [row] = await sql.query<{ id: string }>(`SELECT id FROM main.colors WHERE clinic_id = $1 AND lower(color) = lower($2)`, [scope.clinicId, color]);
  return row!.id;
}

export async function listColors(sql: Sql, scope: ClinicScope, query: ListQuery) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as ColorView[], total: 0 };
  const where = `clinic_id = $1 AND ($2::text IS NULL OR color ILIKE $2) AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))`;
  const params = [scope.clinicId, searchPattern(query.q), ids];
  return pagedQuery<ColorView>(sql, {
    columns: 'id, color',
    from: 'main.colors',
    where,
    orderBy: 'lower(color), id',
    params,
    page: { limit: query.limit, offset: listOffset(query) },
  });
}
