// What the five catalogues (medications, inventory supplies, diagnoses, treatments, services;
// spec 001 sections 2.1 and 3) share: a table of the clinic's rows with a public code, a name
// unique in the clinic, optional references to the clinic's lookup lists, species as a list of
// the clinic's specie ids, keyword search, newest first, mark-deleted and an audit entry per
// write. Each catalogue describes its columns and its JSON shape; this file does the SQL once.
import type { Sql } from '@vetchart/platform/database';
import { badRequest, conflict, listOffset, notFound, type FieldError, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { toWire } from '@vetchart/contracts/wire';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from '../lookups/scope.ts';
import { newCode } from '../lookups/vaccine-code.ts';

/** A column pointing at one of the clinic's lookup lists (catalogue-lookups.ts). */
export interface Reference {
  /** The column (and the REST field, where its errors are reported). */
  column: string;
  /** The body's (camelCase) field that carries it. */
  field: string;
  table: string;
  message: string;
}

export interface SpecieRef {
  id: string;
  specie: string;
  created_at: string;
}

/** A row as read: the table's columns, plus `ref_<column>` (the referenced row's name) and `species`. */
export type RawRow = Record<string, any> & { id: string; code: string; name: string; specie_ids: string[]; created_at: string };

export interface CatalogueDefinition<Body> {
  /** 'Medication': the start of messages ('Medication not found.'). */
  what: string;
  /** The audit log's target type, e.g. 'medication'. */
  kind: string;
  table: string;
  codePrefix: string;
  references: Reference[];
  /** The body's REST names that are not the snake_case of its fields (the contract's), for the audit entry. */
  wireNames?: Readonly<Record<string, string>>;
  /** The body's name (the product name); its path for a duplicate name message. */
  name: (body: Body) => string;
  namePath: string;
  /** The other columns written from the body, with their SQL cast ('jsonb', 'numeric'). */
  columns: { column: string; value: (body: Body) => unknown; cast?: string }[];
  /** Columns a new row gets but an edit keeps (price_details: empty on create). */
  createOnly?: { column: string; value: unknown; cast?: string }[];
  /** Text columns the search also matches besides the name, code and referenced names. */
  searchColumns: string[];
  /** Extra checks of the body against the clinic's data; each problem is a field error. */
  check?: (sql: Sql, scope: ClinicScope, body: Body) => Promise<FieldError[]>;
  /** Extra data the JSON shape needs, read once for all rows of a page. */
  enrich?: (sql: Sql, scope: ClinicScope, rows: RawRow[]) => Promise<unknown>;
  present: (row: RawRow, extra: unknown) => Record<string, unknown>;
}

/** Optional ids: '' and null mean none. */
export const optionalId = (value: string | null | undefined) => (value ? value : null);

export function createCatalogue<Body extends { specieIds: string[] }>(definition: CatalogueDefinition<Body>) {
  const table = `inventory.${definition.table}`;
  const joins = definition.references
    .map((reference, index) => `LEFT JOIN inventory.${reference.table} r${index} ON r${index}.id = t.${reference.column}`)
    .join('\n');
  const refNames = definition.references.map((reference, index) => `, r${index}.name AS ref_${reference.column}`).join('');
  const selectColumns = `t.*, to_jsonb(t.specie_ids) AS specie_ids_json ${refNames}`;
  const selectFrom = `${table} t ${joins}`;
  const select = `SELECT ${selectColumns} FROM ${selectFrom}`;

  async function present(sql: Sql, scope: ClinicScope, raws: RawRow[]) {
    const rows = raws.map((raw) => ({ ...raw, specie_ids: (raw.specie_ids_json ?? []) as string[] }));
    const specieIds = [...new Set(rows.flatMap((row) => row.specie_ids))];
    const species = specieIds.length
      ? await sql.query<SpecieRef>(`SELECT id, specie, created_at FROM inventory.species WHERE id = ANY($1::uuid[]) AND clinic_id = $2 AND deleted_at IS NULL`, [
          specieIds,
          scope.clinicId,
        ])
      : [];
    const byId = new Map(species.map((specie) => [specie.id, specie]));
    const extra = definition.enrich ? await definition.enrich(sql, scope, rows) : undefined;
    return rows.map((row) => {
      const own = row.specie_ids.map((id) => byId.get(id)).filter((specie): specie is SpecieRef => specie !== undefined);
      return {
        ...definition.present({ ...row, specie_ids: own.map((specie) => specie.id) }, extra),
        specie_ids: own.map((specie) => specie.id),
        species: own,
        created_at: row.created_at,
      };
    });
  }

  async function list(sql: Sql, scope: ClinicScope, query: ListQuery, options: { all?: boolean } = {}) {
    const ids = query.ids?.filter(isUuid) ?? null;
    if (query.ids && !ids?.length) return { rows: [] as Record<string, unknown>[], total: 0 };
    const matches = ['t.name', 't.code', ...definition.references.map((_, index) => `r${index}.name`), ...definition.searchColumns.map((column) => `t.${column}`)]
      .map((expression) => `${expression} ILIKE $3`)
      .join(' OR ');
    const where = `t.clinic_id = $1 AND t.deleted_at IS NULL AND ($2::uuid[] IS NULL OR t.id = ANY($2::uuid[])) AND ($3::text IS NULL OR ${matches})`;
    const params = [scope.clinicId, ids, searchPattern(query.q)];
    // pagedQuery takes its count column off the rows: t.* reaches present() as before.
    const { rows: raws, total } = await pagedQuery<RawRow>(sql, {
      columns: selectColumns,
      from: selectFrom,
      where,
      orderBy: 't.created_at DESC, t.id',
      params,
      page: options.all ? null : { limit: query.limit, offset: listOffset(query) },
    });
    return { rows: await present(sql, scope, raws), total };
  }

  async function get(sql: Sql, scope: ClinicScope, id: string) {
    const raws = isUuid(id) ? await sql.query<RawRow>(`${select} WHERE t.id = $1 AND t.clinic_id = $2 AND t.deleted_at IS NULL`, [id, scope.clinicId]) : [];
    if (!raws[0]) throw notFound(`${definition.what} not found.`);
    return (await present(sql, scope, raws))[0]!;
  }

  /** The references and species must be the clinic's own rows; each unknown one is a message on its field. */
  async function check(sql: Sql, scope: ClinicScope, body: Body): Promise<string[]> {
    const errors: FieldError[] = [];
    for (const reference of definition.references) {
      const id = (body as Record<string, unknown>)[reference.field] as string | null;
      if (!id) continue;
      const found =
        isUuid(id) &&
        (await sql.query(`SELECT 1 FROM inventory.${reference.table} WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [id, scope.clinicId])).length > 0;
      if (!found) errors.push({ path: reference.column, message: reference.message });
    }
    const specieIds = [...new Set(body.specieIds.map((id) => id.toLowerCase()))];
    const known = specieIds.every(isUuid)
      ? await sql.query<{ id: string }>(`SELECT id FROM inventory.species WHERE id = ANY($1::uuid[]) AND clinic_id = $2 AND deleted_at IS NULL`, [specieIds, scope.clinicId])
      : [];
    if (known.length !== specieIds.length) errors.push({ path: 'specie_ids', message: 'A selected specie does not exist.' });
    if (definition.check) errors.push(...(await definition.check(sql, scope, body)));
    if (errors.length) throw badRequest(errors[0]!.message, errors);
    return specieIds;
  }

  async function assertUnique(sql: Sql, scope: ClinicScope, name: string, exceptId: string | null) {
    const [taken] = await sql.query(
      `SELECT 1 FROM ${table} WHERE clinic_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [scope.clinicId, name, exceptId],
    );
    if (taken) {
      const message = `A ${definition.what.toLowerCase()} named "${name}" already exists.`;
      throw conflict(message, [{ path: definition.namePath, message }]);
    }
  }

  const param = (index: number, cast?: string) => `$${index}${cast ? `::${cast}` : ''}`;
  const sqlValue = (value: unknown, cast?: string) => (cast === 'jsonb' ? JSON.stringify(value) : value);

  async function create(sql: Sql, scope: ClinicScope, body: Body, options: { createdAgo?: number } = {}) {
    const specieIds = await check(sql, scope, body);
    const name = definition.name(body);
    await assertUnique(sql, scope, name, null);
    const columns = [
      ...definition.references.map((reference) => ({ column: reference.column, value: optionalId((body as unknown as Record<string, string | null>)[reference.field]), cast: 'uuid' })),
      ...definition.columns.map((column) => ({ column: column.column, value: sqlValue(column.value(body), column.cast), cast: column.cast })),
      ...(definition.createOnly ?? []).map((column) => ({ ...column, value: sqlValue(column.value, column.cast) })),
    ];
    const fixed = ['code', 'organization_id', 'clinic_id', 'name', 'specie_ids', 'created_by', 'created_at'];
    const values = [newCode(definition.codePrefix), scope.organizationId, scope.clinicId, name, specieIds, scope.userId, options.createdAgo ?? 0];
    const [row] = await sql.query<{ id: string }>(
      `INSERT INTO ${table} (${[...fixed, ...columns.map((column) => column.column)].join(', ')})
       VALUES ($1, $2, $3, $4, $5::uuid[], $6, clock_timestamp() - $7 * interval '1 millisecond'${columns.map((column, index) => `, ${param(index + 8, column.cast)}`).join('')})
       RETURNING id`,
      [...values, ...columns.map((column) => column.value)],
    );
    await recordAudit(sql, scope, { action: `${definition.kind}.created`, targetType: definition.kind, targetId: row!.id, detail: toWire({ ...(body as Record<string, unknown>), specieIds }, definition.wireNames) });
    return get(sql, scope, row!.id);
  }

  async function update(sql: Sql, scope: ClinicScope, id: string, body: Body) {
    await get(sql, scope, id);
    const specieIds = await check(sql, scope, body);
    const name = definition.name(body);
    await assertUnique(sql, scope, name, id);
    const columns = [
      ...definition.references.map((reference) => ({ column: reference.column, value: optionalId((body as unknown as Record<string, string | null>)[reference.field]), cast: 'uuid' })),
      ...definition.columns.map((column) => ({ column: column.column, value: sqlValue(column.value(body), column.cast), cast: column.cast })),
    ];
    await sql.query(
      `UPDATE ${table} SET name = $3, specie_ids = $4::uuid[], updated_at = clock_timestamp()${columns.map((column, index) => `, ${column.column} = ${param(index + 5, column.cast)}`).join('')}
        WHERE id = $1 AND clinic_id = $2`,
      [id, scope.clinicId, name, specieIds, ...columns.map((column) => column.value)],
    );
    await recordAudit(sql, scope, { action: `${definition.kind}.updated`, targetType: definition.kind, targetId: id, detail: toWire({ ...(body as Record<string, unknown>), specieIds }, definition.wireNames) });
    return get(sql, scope, id);
  }

  /** Marks a row deleted, found by its code or its id (the spec deletes some by code, services by id). */
  async function remove(sql: Sql, scope: ClinicScope, key: { code?: string; id?: string }) {
    const byId = key.id !== undefined;
    if (byId && !isUuid(key.id!)) throw notFound(`${definition.what} not found.`);
    const [row] = await sql.query<{ id: string; name: string; code: string }>(
      `UPDATE ${table} SET deleted_at = clock_timestamp()
        WHERE ${byId ? 'id = $1::uuid' : 'code = $1'} AND clinic_id = $2 AND deleted_at IS NULL RETURNING id, name, code`,
      [byId ? key.id : key.code, scope.clinicId],
    );
    if (!row) throw notFound(`${definition.what} not found.`);
    await recordAudit(sql, scope, { action: `${definition.kind}.deleted`, targetType: definition.kind, targetId: row.id, detail: { name: row.name, code: row.code } });
  }

  return { definition, list, get, create, update, remove };
}

export type Catalogue = ReturnType<typeof createCatalogue<any>>;
