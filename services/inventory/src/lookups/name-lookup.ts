// A clinic's list whose rows are just a name (genders, species): the list with search, a name
// unique in the clinic (case-insensitive, deleted rows aside), add and rename, and a plain delete,
// each change with its audit entry (the audit names the row by its column: gender.created,
// specie.updated …). The table and column names are the definitions' constants, never input.
import type { Sql } from '@vetchart/platform/database';
import { conflict, listOffset, notFound, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from './scope.ts';

interface NameLookupDefinition<Column extends string> {
  /** The table in the inventory schema. */
  table: string;
  /** The name column; also the audit's target type and detail key. */
  column: Column;
  /** The body's field: where a taken name's message goes. */
  field: string;
  /** `sort=name` lists by name (the selects of other forms); otherwise newest first. */
  sortableByName?: boolean;
  taken: (name: string) => string;
  notFound: string;
}

export type NameRow<Column extends string> = { id: string; created_at: string } & { [K in Column]: string };

export function nameLookup<Column extends string>(definition: NameLookupDefinition<Column>) {
  const { table, column } = definition;
  type Row = NameRow<Column>;
  const returning = `RETURNING id, ${column}, created_at`;

  async function list(sql: Sql, scope: ClinicScope, query: ListQuery & { sort?: string }, options: { all?: boolean } = {}) {
    const ids = query.ids?.filter(isUuid) ?? null;
    if (query.ids && !ids?.length) return { rows: [] as Row[], total: 0 };
    const where = `t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid[] IS NULL OR t.id = ANY($2::uuid[])) AND ($3::text IS NULL OR t.${column} ILIKE $3)`;
    const params = [scope.clinicId, ids, searchPattern(query.q)];
    const order = definition.sortableByName && query.sort === 'name' ? `lower(t.${column}), t.id` : 't.created_at DESC, t.id';
    return pagedQuery<Row>(sql, {
      columns: `t.id, t.${column}, t.created_at`,
      from: `inventory.${table} t`,
      where,
      orderBy: order,
      params,
      page: options.all ? null : { limit: query.limit, offset: listOffset(query) },
    });
  }

  async function assertUnique(sql: Sql, scope: ClinicScope, name: string, exceptId: string | null) {
    const [taken] = await sql.query(
      `SELECT 1 FROM inventory.${table} WHERE clinic_id = $1 AND lower(${column}) = lower($2) AND deleted_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [scope.clinicId, name, exceptId],
    );
    if (taken) {
      const message = definition.taken(name);
      throw conflict(message, [{ path: definition.field, message }]);
    }
  }

  async function create(sql: Sql, scope: ClinicScope, name: string): Promise<Row> {
    await assertUnique(sql, scope, name, null);
    const [row] = await sql.query<Row>(
      `INSERT INTO inventory.${table} (organization_id, clinic_id, ${column}, created_by) VALUES ($1, $2, $3, $4) ${returning}`,
      [scope.organizationId, scope.clinicId, name, scope.userId],
    );
    await recordAudit(sql, scope, { action: `${column}.created`, targetType: column, targetId: row!.id, detail: { [column]: name } });
    return row!;
  }

  async function update(sql: Sql, scope: ClinicScope, id: string, name: string): Promise<Row> {
    await assertUnique(sql, scope, name, id);
    const [row] = await sql.query<Row>(
      `UPDATE inventory.${table} SET ${column} = $3, updated_at = clock_timestamp()
        WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL ${returning}`,
      [id, scope.clinicId, name],
    );
    if (!row) throw notFound(definition.notFound);
    await recordAudit(sql, scope, { action: `${column}.updated`, targetType: column, targetId: id, detail: { [column]: name } });
    return row;
  }

  /** Marks the row deleted (for lists nothing else depends on). */
  async function remove(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
    const [row] = await sql.query<Record<Column, string>>(
      `UPDATE inventory.${table} SET deleted_at = clock_timestamp() WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL RETURNING ${column}`,
      [id, scope.clinicId],
    );
    if (!row) throw notFound(definition.notFound);
    await recordAudit(sql, scope, { action: `${column}.deleted`, targetType: column, targetId: id, detail: { [column]: row[column] } });
  }

  return { list, create, update, remove };
}
