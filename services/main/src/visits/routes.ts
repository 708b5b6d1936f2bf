// Visits of a clinic's pets (spec 001 section 7 "Visits"): list (by pet, or by ids for the
// gateway's loader), create, rename, change status, the status list and each visit's status log,
// and the reasons given before a read-only visit's notes are modified (section 2.7).
// Everything is scoped by the clinic in the caller's token; another clinic's visit is "not found".
// Renaming, moving the status and giving a reason go through the visit guard (visit-guard.ts):
// a locked visit refuses all three; a read-only one is renamed only under a reason for
// modification, and its status moves by the state machine in visit-status-machine.ts. The bodies'
// rules and the spec's messages are the visit contract's (packages/contracts/src/visits/visit.ts).
import type { Hono } from 'hono';
import { modificationReasonWire, visitCreateWire, visitRenameWire, visitStatusChangeWire } from '@vetchart/contracts/visits/visit';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { listOffset, listQuery, listResponse, notFound, parseInput, readBody } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idText } from '@vetchart/platform/text-limits';
import { assertRequiredConsentsSigned, consentGateOfMove } from '../consents/consent-store.ts';
import { clinicScope, isUuid, recordAudit } from '../scope.ts';
import { activeClinicId, findClinicPet } from './clinic-pet.ts';
import { insertVisit } from './create-visit.ts';
import { lockUnlockedVisit, lockVisitForStatusChange, lockVisitForWrite } from './visit-guard.ts';
import { isReadOnlyStatus } from './visit-status-machine.ts';
import { writeStatusMove } from './visit-status-moves.ts';
import { findClinicVisit, lockVisitRow, VISIT_COLUMNS, type VisitRow } from './visit-store.ts';

export { findClinicVisit, lockVisitRow };

/** Starting a visit is 'Add Visit' (spec 001 section 6). */
export const ADD_VISIT = 'Add Visit';
/**
 * Renaming, changing the status and giving a modification reason are part of charting the
 * visit, so they need the same permission as starting one ('Add Visit'); 'Edit Pet Details' is
 * about the pet's record, not its visits.
 */
export const CHART_VISIT = ADD_VISIT;

const visitListQuery = listQuery.extend({ pet_id: idText().optional() });


const iso = (value: Date | string) => new Date(value).toISOString();

export const toVisitView = (row: VisitRow) => ({
  id: row.id,
  pet_id: row.pet_id,
  clinic_code: row.clinic_code,
  name: row.name,
  status_id: row.status_id,
  status: { id: row.status_id, name: row.status_name },
  visit_status: row.status_name,
  is_read_only: row.read_only,
  is_locked: row.is_locked,
  last_modified_by: row.last_modified_by,
  last_modified_by_user_name: row.last_modified_by_name,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});


/** A new visit's default name: the UTC day it was started. */
/**
 * The name of a visit made without one: 'Visit YYYY-MM-DD', and for the pet's next visits that day
 * 'Visit YYYY-MM-DD (2)', '(3)'…, so two visits of one day can be told apart in the visit list, the
 * Summaries dialog and the e-mails. The number is one past the highest the pet's visits of that day
 * still carry (a visit staff renamed no longer counts). Called inside the creating transaction: the
 * pet's row is locked so two visits created at once do not pick the same number.
 */
export async function defaultVisitName(tx: Sql, petId: string, now: Date): Promise<string> {
  const base = `Visit ${now.toISOString().slice(0, 10)}`;
  await tx.query(`SELECT 1 FROM main.pets WHERE id = $1 FOR UPDATE`, [petId]);
  const taken = await tx.query<{ name: string }>(
    `SELECT name FROM main.visits WHERE pet_id = $1 AND deleted_at IS NULL AND (name = $2 OR name LIKE $2 || ' (%)')`,
    [petId, base],
  );
  const numbers = taken.map(({ name }) => (name === base ? 1 : Number(/^ \((\d{1,6})\)$/.exec(name.slice(base.length))?.[1] ?? 0)));
  const highest = Math.max(0, ...numbers);
  return highest === 0 ? base : `${base} (${highest + 1})`;
}

export function registerVisitRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.get('/visit-statuses', auth, async (c) => {
    const rows = await deps.db.query<{ id: number; name: string; type: string; position: number; read_only: boolean }>(
      `SELECT id, name, type, position, read_only FROM main.visit_statuses ORDER BY position`,
    );
    return c.json({ data: rows.map((row) => ({ id: row.id, name: row.name, type: row.type, position: row.position, is_read_only: row.read_only })) });
  });

  app.get('/visits', auth, async (c) => {
    const principal = c.var.principal;
    const clinicId = activeClinicId(principal);
    const query = parseInput(visitListQuery, c.req.query());
    const ids = query.ids?.filter(isUuid) ?? null;
    if (query.ids && !ids?.length) return c.json(listResponse([], query, 0));
    if (query.pet_id !== undefined && !isUuid(query.pet_id)) return c.json(listResponse([], query, 0));
    const search = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const where = `v.clinic_id = $1 AND v.deleted_at IS NULL AND ($2::uuid[] IS NULL OR v.id = ANY($2::uuid[]))
      AND ($3::uuid IS NULL OR v.pet_id = $3::uuid) AND ($4::text IS NULL OR v.name ILIKE $4)`;
    const params = [clinicId, ids, query.pet_id ?? null, search];
    const { rows, total } = await pagedQuery<VisitRow>(deps.db, {
      columns: VISIT_COLUMNS,
      from: 'main.visits v JOIN main.visit_statuses s ON s.id = v.status_id',
      where,
      orderBy: 'v.created_at DESC, v.id',
      params,
      page: { limit: query.limit, offset: listOffset(query) },
    });
    return c.json(listResponse(rows.map(toVisitView), query, total));
  });

  app.post('/visits', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [ADD_VISIT] });
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, visitCreateWire);
    if (body.clinicId && body.clinicId !== clinicId) throw notFound('Not found.');
    const visit = await deps.db.transaction(async (tx) => {
      const pet = await findClinicPet(tx, principal, body.petId);
      const name = body.name ?? (await defaultVisitName(tx, pet.id, new Date()));
      const id = await insertVisit(tx, { ...clinicScope(principal), clinicCode: principal.clinicCode!, fullName: principal.fullName }, pet.id, name);
      return findClinicVisit(tx, principal, id);
    });
    return c.json({ data: toVisitView(visit) }, 201);
  });

  app.patch('/visits/:id/name', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, visitRenameWire);
    const visit = await deps.db.transaction(async (tx) => {
      const { visit: before, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      await tx.query(
        `UPDATE main.visits SET name = $2, last_modified_by = $3, last_modified_by_name = $4, updated_at = clock_timestamp() WHERE id = $1`,
        [before.id, body.name, principal.userId, principal.fullName],
      );
      await recordAudit(tx, clinicScope(principal), {
        action: 'visit.renamed',
        targetType: 'visit',
        targetId: before.id,
        detail: { from: before.name, to: body.name, visit_modification_id: modificationId },
      });
      return findClinicVisit(tx, principal, before.id);
    });
    return c.json({ data: toVisitView(visit) });
  });

  app.patch('/visits/:id/status', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, visitStatusChangeWire);
    const visit = await deps.db.transaction(async (tx) => {
      const { visit: before, to: status, modificationId, reopens } = await lockVisitForStatusChange(tx, principal, c.req.param('id'), body.statusId, body.visitModificationId);
      // Finalizing and starting treatment by hand wait for the visit's consents (docs/consents.md).
      const gate = consentGateOfMove({ name: before.status_name, readOnly: before.read_only }, { name: status.name, readOnly: isReadOnlyStatus(status.name) });
      if (gate) await assertRequiredConsentsSigned(tx, activeClinicId(principal), before.id, gate);
      const scope = clinicScope(principal);
      await writeStatusMove(tx, {
        visit: { id: before.id, clinicId: scope.clinicId, organizationId: scope.organizationId, fromStatusId: before.status_id },
        toStatusId: status.id,
        actor: { userId: principal.userId, name: principal.fullName },
        // A move back out of a read-only status is recorded with the reason it was made under.
        detail: reopens ? { reopened: true, visit_modification_id: modificationId } : {},
      });
      return findClinicVisit(tx, principal, before.id);
    });
    return c.json({ data: toVisitView(visit) });
  });

  app.get('/visits/:id/logs', auth, async (c) => {
    const principal = c.var.principal;
    const visit = await findClinicVisit(deps.db, principal, c.req.param('id'));
    const rows = await deps.db.query<{ id: number; status_id: number; event: string; user_name: string; created_at: Date | string }>(
      `SELECT l.id, l.status_id, s.name AS event, l.user_name, l.created_at
         FROM main.visit_status_logs l JOIN main.visit_statuses s ON s.id = l.status_id
        WHERE l.visit_id = $1 ORDER BY l.created_at DESC, l.id DESC`,
      [visit.id],
    );
    return c.json({ data: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })) });
  });

  app.post('/visits/:id/modification-reasons', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, modificationReasonWire);
    const saved = await deps.db.transaction(async (tx) => {
      const visit = await lockUnlockedVisit(tx, principal, c.req.param('id'));
      const [row] = await tx.query<{ id: string; modification_date: string; created_at: Date | string }>(
        `INSERT INTO main.modification_reasons (visit_id, organization_id, clinic_id, modification_date, modification_reason, created_by, created_by_name)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7) RETURNING id, to_char(modification_date, 'YYYY/MM/DD') AS modification_date, created_at`,
        [visit.id, principal.organizationId, principal.clinicId, body.modificationDate, body.modificationReason, principal.userId, principal.fullName],
      );
      await recordAudit(tx, clinicScope(principal), {
        action: 'visit.modification_reason_given',
        targetType: 'visit',
        targetId: visit.id,
        detail: { modification_reason_id: row!.id },
      });
      return { visit, row: row! };
    });
    return c.json(
      {
        data: {
          id: saved.row.id,
          visit_id: saved.visit.id,
          modification_date: saved.row.modification_date,
          modification_reason: body.modificationReason,
          created_by: principal.userId,
          created_by_name: principal.fullName,
          created_at: iso(saved.row.created_at),
        },
      },
      201,
    );
  });
}
