// The clinic's vaccines (spec 000 section 3, spec 001 section 3): GET/POST /vaccines,
// GET/PUT/DELETE /vaccines/{id}. The body is the vaccine contract's (packages/contracts/src/
// catalogues/vaccine.ts: every field but the species is required); the category,
// manufacturer, type and species must be the clinic's own. Lists embed the nested species,
// category, manufacturer and type, so a list costs one call whatever its length.
import type { Sql } from '@vetchart/platform/database';
import { badRequest, conflict, listOffset, notFound, type FieldError, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { VACCINE_WIRE_NAMES, type VaccineInput } from '@vetchart/contracts/catalogues/vaccine';
import { toWire } from '@vetchart/contracts/wire';
import { isUuid, recordAudit, searchPattern, type ClinicScope } from './scope.ts';
import { newVaccineCode } from './vaccine-code.ts';

export interface VaccineRow {
  id: string;
  code: string;
  name: string;
  specie_ids: string[];
  species: { id: string; specie: string; created_at: string }[];
  category_id: string;
  category: string;
  vaccine_category: { id: string; name: string };
  manufacturers_id: string;
  manufacturers_name: string;
  manufacturer: { id: string; name: string };
  vaccine_type_id: string;
  vaccine_type: { id: string; name: string };
  application: string;
  unit: string;
  dosage: string;
  volume: number;
  cost: string;
  created_at: string;
}

interface RawVaccine {
  id: string;
  code: string;
  name: string;
  category_id: string;
  category_name: string;
  manufacturer_id: string;
  manufacturer_name: string;
  vaccine_type_id: string;
  vaccine_type_name: string;
  application: string;
  unit: string;
  dosage: string;
  volume: number;
  cost: string;
  created_at: string;
}

const COLUMNS = `v.id, v.code, v.name, v.category_id, c.name AS category_name, v.manufacturer_id, m.name AS manufacturer_name,
       v.vaccine_type_id, t.name AS vaccine_type_name, v.application, v.unit, v.dosage, v.volume, v.cost::text AS cost, v.created_at`;
const FROM = `inventory.vaccines v
  JOIN inventory.vaccine_categories c ON c.id = v.category_id
  JOIN inventory.manufacturers m ON m.id = v.manufacturer_id
  JOIN inventory.vaccine_types t ON t.id = v.vaccine_type_id`;
const SELECT = `SELECT ${COLUMNS} FROM ${FROM}`;

async function withSpecies(sql: Sql, raws: RawVaccine[]): Promise<VaccineRow[]> {
  const species = raws.length
    ? await sql.query<{ vaccine_id: string; id: string; specie: string; created_at: string }>(
        `SELECT vs.vaccine_id, s.id, s.specie, s.created_at FROM inventory.vaccine_species vs JOIN inventory.species s ON s.id = vs.specie_id
          WHERE vs.vaccine_id = ANY($1::uuid[]) AND s.deleted_at IS NULL ORDER BY vs.position, s.specie`,
        [raws.map((raw) => raw.id)],
      )
    : [];
  return raws.map((raw) => {
    const own = species.filter((row) => row.vaccine_id === raw.id).map(({ id, specie, created_at }) => ({ id, specie, created_at }));
    return {
      id: raw.id,
      code: raw.code,
      name: raw.name,
      specie_ids: own.map((specie) => specie.id),
      species: own,
      category_id: raw.category_id,
      category: raw.category_name,
      vaccine_category: { id: raw.category_id, name: raw.category_name },
      manufacturers_id: raw.manufacturer_id,
      manufacturers_name: raw.manufacturer_name,
      manufacturer: { id: raw.manufacturer_id, name: raw.manufacturer_name },
      vaccine_type_id: raw.vaccine_type_id,
      vaccine_type: { id: raw.vaccine_type_id, name: raw.vaccine_type_name },
      application: raw.application,
      unit: raw.unit,
      dosage: raw.dosage,
      volume: raw.volume,
      cost: raw.cost,
      created_at: raw.created_at,
    };
  });
}

export async function listVaccines(sql: Sql, scope: ClinicScope, query: ListQuery, options: { all?: boolean } = {}) {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [] as VaccineRow[], total: 0 };
  const where = `v.clinic_id = $1 AND v.deleted_at IS NULL AND ($2::uuid[] IS NULL OR v.id = ANY($2::uuid[]))
    AND ($3::text IS NULL OR v.name ILIKE $3 OR v.code ILIKE $3 OR c.name ILIKE $3 OR m.name ILIKE $3 OR t.name ILIKE $3)`;
  const params = [scope.clinicId, ids, searchPattern(query.q)];
  const { rows: raws, total } = await pagedQuery<RawVaccine>(sql, {
    columns: COLUMNS,
    from: FROM,
    where,
    orderBy: 'v.created_at DESC, v.id',
    params,
    page: options.all ? null : { limit: query.limit, offset: listOffset(query) },
  });
  return { rows: await withSpecies(sql, raws), total };
}

export async function getVaccine(sql: Sql, scope: ClinicScope, id: string): Promise<VaccineRow> {
  const raws = await sql.query<RawVaccine>(`${SELECT} WHERE v.id = $1 AND v.clinic_id = $2 AND v.deleted_at IS NULL`, [id, scope.clinicId]);
  if (!raws[0]) throw notFound('Vaccine not found.');
  return (await withSpecies(sql, raws))[0]!;
}

/** The references must be the clinic's own rows; each unknown one is a message on its field. */
async function checkReferences(sql: Sql, scope: ClinicScope, body: VaccineInput): Promise<string[]> {
  const errors: FieldError[] = [];
  const exists = async (table: string, id: string) =>
    isUuid(id) &&
    (await sql.query(`SELECT 1 FROM inventory.${table} WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [id, scope.clinicId])).length > 0;
  if (!(await exists('vaccine_categories', body.categoryId))) errors.push({ path: 'category_id', message: 'The selected category does not exist.' });
  if (!(await exists('manufacturers', body.manufacturerId)))
    errors.push({ path: 'manufacturers_id', message: 'The selected manufacturer does not exist.' });
  if (!(await exists('vaccine_types', body.vaccineTypeId)))
    errors.push({ path: 'vaccine_type_id', message: 'The selected vaccine type does not exist.' });
  const specieIds = [...new Set(body.specieIds.map((id) => id.toLowerCase()))];
  const known = specieIds.every(isUuid)
    ? await sql.query<{ id: string }>(`SELECT id FROM inventory.species WHERE id = ANY($1::uuid[]) AND clinic_id = $2 AND deleted_at IS NULL`, [
        specieIds,
        scope.clinicId,
      ])
    : [];
  if (known.length !== specieIds.length) errors.push({ path: 'specie_ids', message: 'A selected specie does not exist.' });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return specieIds;
}

async function assertUnique(sql: Sql, scope: ClinicScope, name: string, exceptId: string | null) {
  const [taken] = await sql.query(
    `SELECT 1 FROM inventory.vaccines WHERE clinic_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [scope.clinicId, name, exceptId],
  );
  if (taken) {
    const message = `A vaccine named "${name}" already exists.`;
    throw conflict(message, [{ path: 'name', message }]);
  }
}

async function saveSpecies(sql: Sql, vaccineId: string, specieIds: string[]) {
  await sql.query(`DELETE FROM inventory.vaccine_species WHERE vaccine_id = $1`, [vaccineId]);
  for (const [position, specieId] of specieIds.entries()) {
    await sql.query(`INSERT INTO inventory.vaccine_species (vaccine_id, specie_id, position) VALUES ($1, $2, $3)`, [vaccineId, specieId, position]);
  }
}

/** The audit entry keeps the body's REST names. */
const auditDetail = (body: VaccineInput, specieIds: string[]) => toWire({ ...body, specieIds }, VACCINE_WIRE_NAMES);

export async function createVaccine(sql: Sql, scope: ClinicScope, body: VaccineInput): Promise<VaccineRow> {
  const specieIds = await checkReferences(sql, scope, body);
  await assertUnique(sql, scope, body.name, null);
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO inventory.vaccines (code, organization_id, clinic_id, name, category_id, manufacturer_id, vaccine_type_id, application,
                                     unit, dosage, volume, cost, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::numeric, $13) RETURNING id`,
    [
      newVaccineCode(),
      scope.organizationId,
      scope.clinicId,
      body.name,
      body.categoryId,
      body.manufacturerId,
      body.vaccineTypeId,
      body.application,
      body.unit,
      body.dosage,
      body.volume,
      body.cost,
      scope.userId,
    ],
  );
  await saveSpecies(sql, row!.id, specieIds);
  await recordAudit(sql, scope, { action: 'vaccine.created', targetType: 'vaccine', targetId: row!.id, detail: auditDetail(body, specieIds) });
  return getVaccine(sql, scope, row!.id);
}

export async function updateVaccine(sql: Sql, scope: ClinicScope, id: string, body: VaccineInput): Promise<VaccineRow> {
  await getVaccine(sql, scope, id);
  const specieIds = await checkReferences(sql, scope, body);
  await assertUnique(sql, scope, body.name, id);
  await sql.query(
    `UPDATE inventory.vaccines SET name = $3, category_id = $4, manufacturer_id = $5, vaccine_type_id = $6, application = $7, unit = $8,
            dosage = $9, volume = $10, cost = $11::numeric, updated_at = clock_timestamp()
      WHERE id = $1 AND clinic_id = $2`,
    [id, scope.clinicId, body.name, body.categoryId, body.manufacturerId, body.vaccineTypeId, body.application, body.unit, body.dosage, body.volume, body.cost],
  );
  await saveSpecies(sql, id, specieIds);
  await recordAudit(sql, scope, { action: 'vaccine.updated', targetType: 'vaccine', targetId: id, detail: auditDetail(body, specieIds) });
  return getVaccine(sql, scope, id);
}

export async function deleteVaccine(sql: Sql, scope: ClinicScope, id: string): Promise<void> {
  const [row] = await sql.query<{ name: string; code: string }>(
    `UPDATE inventory.vaccines SET deleted_at = clock_timestamp() WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL RETURNING name, code`,
    [id, scope.clinicId],
  );
  if (!row) throw notFound('Vaccine not found.');
  await recordAudit(sql, scope, { action: 'vaccine.deleted', targetType: 'vaccine', targetId: id, detail: { name: row.name, code: row.code } });
}
