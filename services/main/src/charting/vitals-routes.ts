// Vitals taken at a visit (spec 002 sections 2.3, 3 "Vitals", 4 "Vitals"): temperature, respiratory
// and heart rate, weight, each a value and a unit (units normalised on save), saved once the visit
// has a subjective note, with 'Last edited by <user> at <time>' (updated_by_name, updated_at). A
// pet's vitals over its visits feed the weight and temperature trend (one call, newest visit first).
import type { Hono } from 'hono';
import { z } from 'zod';
import { RATE_UNIT, VITALS_MESSAGES, vitalsSaveWire } from '@vetchart/contracts/charting/vitals';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { conflict, listOffset, listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery, idText } from '@vetchart/platform/text-limits';
import { clinicScope, isUuid, recordAudit } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT } from '../visits/routes.ts';
import { assertCurrentVersion, lockVisitForWrite } from '../visits/visit-guard.ts';
import { changedFields } from './changes.ts';
import { assertVisitScope, hasSubjectiveNote } from './subjective-routes.ts';

interface VitalsRow {
  id: string;
  visit_id: string;
  pet_id: string;
  temperature: string | number | null;
  temperature_unit: string | null;
  respiratory_rate: number | null;
  heart_rate: number | null;
  weight: string | number | null;
  weight_unit: string | null;
  visit_modification_id: string | null;
  version: number;
  created_at: Date | string;
  updated_by: string;
  updated_by_name: string;
  updated_at: Date | string;
  visit_created_at: Date | string;
}

const VITALS_COLUMNS = `t.id, t.visit_id, t.pet_id, t.temperature, t.temperature_unit, t.respiratory_rate, t.heart_rate, t.weight, t.weight_unit,
  t.visit_modification_id, t.version, t.created_at, t.updated_by, t.updated_by_name, t.updated_at, v.created_at AS visit_created_at`;
const VITALS_FROM = 'main.vitals t JOIN main.visits v ON v.id = t.visit_id';

const iso = (value: Date | string) => new Date(value).toISOString();
const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** The spec's pet_vitals ({ value, unit } each, null when not taken) with who saved them last. */
export function toVitalsView(row: VitalsRow) {
  const rate = (value: number | null) => (value === null ? null : { value, unit: RATE_UNIT });
  return {
    id: row.id,
    visitation_id: row.visit_id,
    pet_id: row.pet_id,
    version: row.version,
    visit_modification_id: row.visit_modification_id,
    temperature: row.temperature === null ? null : { value: numberOrNull(row.temperature), unit: row.temperature_unit },
    respiratory_rate: rate(row.respiratory_rate),
    heart_rate: rate(row.heart_rate),
    weight: row.weight === null ? null : { value: numberOrNull(row.weight), unit: row.weight_unit },
    /** When the visit was started: the point of the trend. */
    visit_created_at: iso(row.visit_created_at),
    created_at: iso(row.created_at),
    updated_by: row.updated_by,
    updated_by_name: row.updated_by_name,
    updated_at: iso(row.updated_at),
  };
}

type VitalsView = ReturnType<typeof toVitalsView>;
const measured = (view: VitalsView) => ({
  temperature: view.temperature,
  respiratory_rate: view.respiratory_rate,
  heart_rate: view.heart_rate,
  weight: view.weight,
});

async function vitalsOfVisit(sql: Sql, visitId: string, lock = false): Promise<VitalsRow | null> {
  const [row] = await sql.query<VitalsRow>(`SELECT ${VITALS_COLUMNS} FROM ${VITALS_FROM} WHERE t.visit_id = $1${lock ? ' FOR UPDATE OF t' : ''}`, [visitId]);
  return row ?? null;
}

/** The visit's vitals as REST answers them, or null when none were taken (documents print them). */
export async function vitalsViewOfVisit(sql: Sql, visitId: string) {
  const row = await vitalsOfVisit(sql, visitId);
  return row ? toVitalsView(row) : null;
}

const vitalsListQuery = listQuery.extend({
  pet_id: idText().optional(),
  visit_ids: idListQuery()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined)),
  /** The trend reads up to 200 visits at once (the product's table limit). */
  limit: z.coerce.number().int().min(1).max(200).default(10),
});

export function registerVitalsRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  // Vitals by ids or visit ids (the gateway's loaders), or a pet's vitals newest visit first (the trend).
  app.get('/vitals', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const query = parseInput(vitalsListQuery, c.req.query());
    const ids = query.ids?.filter(isUuid) ?? null;
    const visitIds = query.visit_ids?.filter(isUuid) ?? null;
    if ((query.ids && !ids?.length) || (query.visit_ids && !visitIds?.length)) return c.json(listResponse([], query, 0));
    if (query.pet_id !== undefined && !isUuid(query.pet_id)) return c.json(listResponse([], query, 0));
    const { rows, total } = await pagedQuery<VitalsRow>(deps.db, {
      columns: VITALS_COLUMNS,
      from: VITALS_FROM,
      where: `t.clinic_id = $1 AND v.deleted_at IS NULL AND ($2::uuid[] IS NULL OR t.id = ANY($2::uuid[]))
        AND ($3::uuid[] IS NULL OR t.visit_id = ANY($3::uuid[])) AND ($4::uuid IS NULL OR t.pet_id = $4::uuid)`,
      params: [clinicId, ids, visitIds, query.pet_id ?? null],
      orderBy: 'v.created_at DESC, t.id',
      page: { limit: query.limit, offset: listOffset(query) },
    });
    return c.json(listResponse(rows.map(toVitalsView), query, total));
  });

  // Saves the visit's vitals: the first save (based on no version) creates them, later ones name the version they were based on.
  app.put('/visits/:id/vitals', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, vitalsSaveWire);
    const result = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      assertVisitScope(visit, principal, body);
      if (!(await hasSubjectiveNote(tx, visit.id))) throw conflict(VITALS_MESSAGES.needSubjective);
      const existing = await vitalsOfVisit(tx, visit.id, true);
      const values = [
        body.temperature?.value ?? null,
        body.temperature?.unit ?? null,
        body.respiratoryRate,
        body.heartRate,
        body.weight?.value ?? null,
        body.weight?.unit ?? null,
      ];
      let id: string;
      if (existing) {
        // A save based on no version (the panel loaded no vitals) over saved ones is refused naming
        // who saved them, like a stale one: of simultaneous first saves, the first one wins.
        assertCurrentVersion(existing, body.basedOnVersion, () => toVitalsView(existing));
        await tx.query(
          `UPDATE main.vitals SET temperature = $2, temperature_unit = $3, respiratory_rate = $4, heart_rate = $5, weight = $6, weight_unit = $7,
             visit_modification_id = $8, version = version + 1, updated_by = $9, updated_by_name = $10, updated_at = clock_timestamp()
           WHERE id = $1`,
          [existing.id, ...values, modificationId, principal.userId, principal.fullName],
        );
        id = existing.id;
      } else {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO main.vitals (visit_id, pet_id, organization_id, clinic_id, temperature, temperature_unit, respiratory_rate, heart_rate,
             weight, weight_unit, visit_modification_id, created_by, updated_by, updated_by_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13) RETURNING id`,
          [visit.id, visit.pet_id, principal.organizationId, activeClinicId(principal), ...values, modificationId, principal.userId, principal.fullName],
        );
        id = row!.id;
      }
      const after = toVitalsView((await vitalsOfVisit(tx, visit.id))!);
      const before = existing ? measured(toVitalsView(existing)) : null;
      await recordAudit(tx, clinicScope(principal), {
        action: existing ? 'vitals.updated' : 'vitals.created',
        targetType: 'vitals',
        targetId: id,
        detail: { visit_id: visit.id, before, after: measured(after), fields: changedFields(before ?? {}, measured(after)), visit_modification_id: modificationId },
      });
      return { view: after, created: !existing };
    });
    return c.json({ data: result.view }, result.created ? 201 : 200);
  });
}
