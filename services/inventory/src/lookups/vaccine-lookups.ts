// The lists a vaccine's selects offer (spec 000 section 7: /vaccine-category, /manufacturers,
// /vaccine-types): { id, name } rows of the clinic, created with its standard lists.
import type { Sql } from '@vetchart/platform/database';
import { listOffset, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { isUuid, searchPattern, type ClinicScope } from './scope.ts';

export const VACCINE_LOOKUP_TABLES = {
  categories: 'vaccine_categories',
  manufacturers: 'manufacturers',
  types: 'vaccine_types',
} as const;
export type VaccineLookup = keyof typeof VACCINE_LOOKUP_TABLES;

export interface NamedRow {
  id: string;
  name: string;
}

/** Sorted by name: these lists fill select boxes. */
export async function listVaccineLookup(sql: Sql, scope: ClinicScope, lookup: VaccineLookup, query: ListQuery) {
  return listNamedRows(sql, scope, VACCINE_LOOKUP_TABLES[lookup], query);
}

/** The { id, name } rows of one of the clinic's select lists (vaccine and catalogue lookups), sorted by name. */
export async function listNamedRows(sql: Sql, scope: ClinicScope, tableName: string, query: ListQuery) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as NamedRow[], total: 0 };
  const table = `inventory.${tableName}`;
  const where = `t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid[] IS NULL OR t.id = ANY($2::uuid[])) AND ($3::text IS NULL OR t.name ILIKE $3)`;
  const params = [scope.clinicId, ids, searchPattern(query.q)];
  return pagedQuery<NamedRow>(sql, {
    columns: 't.id, t.name',
    from: `${table} t`,
    where,
    orderBy: 'lower(t.name), t.id',
    params,
    page: { limit: query.limit, offset: listOffset(query) },
  });
}

/** Every row of one lookup by lower-cased name (the import matches names case-insensitively). */
export async function lookupByName(sql: Sql, scope: ClinicScope, lookup: VaccineLookup): Promise<Map<string, string>> {
  const rows = await sql.query<NamedRow>(`SELECT id, name FROM inventory.${VACCINE_LOOKUP_TABLES[lookup]} WHERE clinic_id = $1 AND deleted_at IS NULL`, [
    scope.clinicId,
  ]);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}
