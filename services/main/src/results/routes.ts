// The results step's REST routes (PLAN-18 "Main service REST", docs/rest-main-results.md):
// the results of many visits in one call, lab orders, result sync and reports, orphaned results
// with suggested pets, assigning and unassigning them, in-house results, result comments, the
// treatment result with its template preview and write-back, SOAP templates, and a pet's results
// history.
//
// Every write takes the visit through lockVisitForWrite with RESULT_WRITE_STATUSES (a locked visit
// refuses; 'SOAP Finalized' needs a reason for modification), is audited with before, after and
// fields, and versioned records refuse stale saves (assertCurrentVersion). Routes that call the
// lab or the practice system hold no transaction while they wait: they are listed in
// PARTNER_ROUTES (the idempotency middleware leaves them alone), and a lab order keeps its own
// Idempotency-Key on its row, so a retried request answers the same order.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  assignLabResultWire,
  inHouseResultWire,
  labOrderWire,
  resultCommentWire,
  templatePreviewWire,
  treatmentResultWire,
  writeBackWire,
} from '@vetchart/contracts/results/results';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Database, Sql } from '@vetchart/platform/database';
import { HttpError, badRequest, notFound, parseInput, readBody } from '@vetchart/platform/http';
import { IDEMPOTENCY_HEADER } from '@vetchart/platform/idempotency';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery } from '@vetchart/platform/text-limits';
import { changedFields } from '../charting/changes.ts';
import { clinicScope, idsOfQuery, isUuid, pathId, recordAudit, todayIso } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT, findClinicVisit } from '../visits/routes.ts';
import { assertCurrentVersion, lockVisitForWrite } from '../visits/visit-guard.ts';
import { enqueueOrderSend, ingestResults, applyOrderStatuses, labErrorMessage, pollClinic, sendOrder } from './lab-sync.ts';
import { LabLinkError, type LabLink } from './links.ts';
import {
  RESULT_MESSAGES as M,
  RESULT_WRITE_STATUSES,
  duplicateDiagnosisPath,
  isPastOrTodayDate,
  isRealDate,
  notLinkedMessage,
  previewTemplate,
  type PreviewData,
} from './result-rules.ts';
import {
  clinicResult,
  ordersOfVisits,
  resultViews,
  resultsOfVisits,
  toCommentView,
  toInHouseView,
  toOrderView,
  toTreatmentResultView,
  treatmentResultOfVisit,
  visitTests,
  type CommentRow,
  type InHouseRow,
  type OrderRow,
  type ResultRow,
  type TemplateRow,
} from './result-store.ts';
import type { TaskQueue } from '@vetchart/platform/task-queue';
import { PRACTICE_EXPORT_MESSAGES as PM } from '@vetchart/contracts/write-back/practice-export';
import { planOfVisit } from '../treatment-plans/plan-store.ts';
import { latestExportsOf, queueExport } from '../write-back/practice-exports.ts';
import { planLines } from '../write-back/record-parts.ts';

/** Routes that wait on a partner: no request transaction around them (service.ts passes this to idempotentWrites). */
export const PARTNER_ROUTES = /^\/visits\/[^/]+\/(lab-orders|lab-results\/sync|treatment-result\/preview)$/;

export interface ResultRouteOptions {
  labLink?: LabLink;
  /** Queues a treatment result's write-back to the practice system (write-back/practice-exports.ts). */
  tasks?: TaskQueue;
  /** The inventory service: the names of the pet's species, breed and sex sent with a lab order. */
  inventoryUrl?: string;
}

/**
 * The pet's species, breed and sex names from the clinic's lookups in the inventory service, read
 * with the caller's token (main never reads the inventory schema); '' for any it cannot read.
 */
async function lookupNames(inventoryUrl: string | undefined, authorization: string, pet: { specie_id: string; breed_id: string; gender_id: string }) {
  const read = async (path: string, id: string, field: string): Promise<string> => {
    if (!inventoryUrl) return '';
    try {
      const response = await fetch(`${inventoryUrl}${path}?limit=1&ids=${encodeURIComponent(id)}`, { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
      if (!response.ok) return '';
      const body = (await response.json()) as { data?: Record<string, unknown>[] };
      const value = body.data?.[0]?.[field];
      return typeof value === 'string' ? value : '';
    } catch {
      return '';
    }
  };
  const [species, breed, sex] = await Promise.all([read('/specie', pet.specie_id, 'specie'), read('/breed', pet.breed_id, 'breed'), read('/pet-gender', pet.gender_id, 'gender')]);
  return { species, breed, sex };
}

const MAX_RESULT_BYTES = 256 * 1024;

const chart = (principal: Principal) => requireAccess(principal, { anyPermission: [CHART_VISIT] });

/** The template preview and write-back name the clinic by its code ('Clinic code is missing'). */
function templateClinicId(principal: Principal): string {
  if (!principal.clinicCode) throw badRequest(M.clinicCodeMissing);
  return activeClinicId(principal);
}

/** The lab of the caller's clinic, or 409 'No lab is connected yet...'. */
async function clinicLab(labLink: LabLink | undefined, clinicId: string) {
  if (!labLink) throw new HttpError(409, M.noLab);
  let lab;
  try {
    lab = await labLink.clinicLab(clinicId);
  } catch (error) {
    throw new HttpError(502, labErrorMessage(error, 'The lab'));
  }
  if (!lab) throw new HttpError(409, M.noLab);
  return lab;
}

/** A lab call's failure as the answer: not connected → 409 no lab; otherwise 502 with the lab's message. */
function labFailure(error: unknown, app: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof LabLinkError && error.kind === 'not_connected') return new HttpError(409, M.noLab);
  return new HttpError(502, labErrorMessage(error, app));
}

async function audit(tx: Sql, principal: Principal, action: string, targetType: string, targetId: string, detail: Record<string, unknown>) {
  await recordAudit(tx, clinicScope(principal), { action, targetType, targetId, detail });
}

export function registerResultRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, options: ResultRouteOptions = {}): void {
  const auth = requirePrincipal(deps);
  const db: Database = deps.db;

  // --- Reads ----------------------------------------------------------------------------

  app.get('/visit-results', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const visitIds = idsOfQuery(parseInput(z.object({ visit_ids: idListQuery() }), c.req.query()).visit_ids);
    if (!visitIds.length) return c.json({ data: [] });
    const visits = (await db.query<{ id: string }>(`SELECT id FROM main.visits WHERE clinic_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`, [clinicId, visitIds])).map(
      (row) => row.id,
    );
    if (!visits.length) return c.json({ data: [] });
    const [orders, results, inHouse, comments, [treatmentResults, exports]] = await Promise.all([
      ordersOfVisits(db, clinicId, visits),
      resultsOfVisits(db, clinicId, visits).then((rows) => resultViews(db, rows)),
      db.query<InHouseRow>(`SELECT * FROM main.inhouse_results WHERE clinic_id = $1 AND visit_id = ANY($2::uuid[]) ORDER BY created_at, id`, [clinicId, visits]),
      db.query<CommentRow>(`SELECT * FROM main.result_comments WHERE clinic_id = $1 AND visit_id = ANY($2::uuid[]) ORDER BY created_at, id`, [clinicId, visits]),
      // The treatment results and their newest write-backs in one snapshot: the write-back task moves
      // a write-back to written and notes the record on its result in one transaction.
      db.snapshot(async (tx) => {
        const rows = await tx.query<Parameters<typeof toTreatmentResultView>[0]>(`SELECT * FROM main.treatment_results WHERE clinic_id = $1 AND visit_id = ANY($2::uuid[])`, [
          clinicId,
          visits,
        ]);
        return [rows, await latestExportsOf(tx, clinicId, rows.map((row) => row.id))] as const;
      }),
    ]);
    return c.json({
      data: visitIds
        .filter((id) => visits.includes(id))
        .map((visitId) => {
          const treatment = treatmentResults.find((row) => row.visit_id === visitId);
          return {
            visit_id: visitId,
            lab_orders: orders.filter((row) => row.visit_id === visitId).map(toOrderView),
            lab_results: results.filter((row) => row.visit_id === visitId),
            inhouse_results: inHouse.filter((row) => row.visit_id === visitId).map(toInHouseView),
            comments: comments.filter((row) => row.visit_id === visitId).map(toCommentView),
            treatment_result: treatment ? toTreatmentResultView(treatment, exports.get(treatment.id) ?? null) : null,
          };
        }),
    });
  });

  app.get('/visits/:id/lab-orders', auth, async (c) => {
    const principal = c.var.principal;
    const visit = await findClinicVisit(db, principal, c.req.param('id'));
    const rows = await ordersOfVisits(db, activeClinicId(principal), [visit.id], c.req.query('unprocessed') === 'true');
    return c.json({ data: rows.map(toOrderView) });
  });

  // --- Lab orders (decision 5) -------------------------------------------------------------

  app.post('/visits/:id/lab-orders', auth, async (c) => {
    const principal = c.var.principal;
    chart(principal);
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, labOrderWire);
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? null;
    const visitId = pathId(c.req.param('id'), 'Visit');
    // A retried request (same key): the order it made, sent again if still queued.
    const [repeated] = key
      ? await db.query<OrderRow>(`SELECT * FROM main.lab_orders WHERE clinic_id = $1 AND created_by = $2 AND idempotency_key = $3`, [clinicId, principal.userId, key])
      : [];
    if (repeated && repeated.visit_id !== visitId) throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
    let order: OrderRow;
    if (repeated) order = repeated;
    else {
      const found = await findClinicVisit(db, principal, visitId);
      const lab = await clinicLab(options.labLink, clinicId);
      const [petIds] = await db.query<{ specie_id: string; breed_id: string; gender_id: string }>(`SELECT specie_id, breed_id, gender_id FROM main.pets WHERE id = $1`, [found.pet_id]);
      const names = petIds ? await lookupNames(options.inventoryUrl, c.req.header('authorization') ?? '', petIds) : { species: '', breed: '', sex: '' };
      if (body.kind === 'order' && body.discardPending) {
        // Cancelled at the lab first (outside any transaction), then here.
        const pending = await ordersOfVisits(db, clinicId, [visitId], true);
        for (const old of pending) {
          if (old.partner_order_id) {
            try {
              await options.labLink!.cancelOrder(clinicId, old.partner_order_id);
            } catch (error) {
              if (!(error instanceof LabLinkError && error.kind === 'refused')) throw labFailure(error, lab.provider_name);
            }
          }
        }
      }
      order = await db.transaction(async (tx) => {
        const { visit, modificationId } = await lockVisitForWrite(tx, principal, visitId, body.visitModificationId, RESULT_WRITE_STATUSES);
        let tests: OrderRow['tests'] = [];
        if (body.kind === 'order') {
          const plan = await visitTests(tx, visit.id);
          if (!plan.signed) throw new HttpError(409, M.signPlan);
          tests = plan.rows
            .filter((row) => row.kind === 'DIAGNOSTIC' && row.approved && !row.in_house)
            .map((row) => ({ code: row.lab_code || row.code, name: row.name, treatment_id: row.catalogue_id, plan_item_id: row.id }));
          if (!tests.length) throw badRequest(M.selectTest, [{ path: 'kind', message: M.selectTest }]);
          const unprocessed = await ordersOfVisits(tx, clinicId, [visit.id], true);
          if (unprocessed.length && !body.discardPending) {
            throw new HttpError(409, M.pendingOrders, [], {}, { code: 'PENDING_ORDERS', orders: unprocessed.map(toOrderView) });
          }
          for (const old of unprocessed) {
            await tx.query(`UPDATE main.lab_orders SET status = 'cancelled', updated_at = clock_timestamp() WHERE id = $1`, [old.id]);
            await audit(tx, principal, 'lab_order.cancelled', 'lab_order', old.id, { visit_id: visit.id, before: { status: old.status }, after: { status: 'cancelled' }, fields: ['status'] });
          }
        }
        const [pet] = await tx.query<{ id: string; name: string; date_of_birth: Date | string | null; parent_name: string; parent_email: string | null }>(
          `SELECT p.id, p.name, p.date_of_birth, trim(coalesce(pp.first_name, '') || ' ' || coalesce(pp.last_name, '')) AS parent_name, pp.email AS parent_email
             FROM main.pets p LEFT JOIN main.pet_parents pp ON pp.id = p.parent_id WHERE p.id = $1`,
          [visit.pet_id],
        );
        const patient = {
          pet_id: visit.pet_id,
          name: pet?.name ?? '',
          ...names,
          date_of_birth: pet?.date_of_birth ? new Date(pet.date_of_birth).toISOString().slice(0, 10) : null,
          parent_name: pet?.parent_name ?? '',
          parent_email: pet?.parent_email ?? null,
        };
        const [created] = await tx.query<OrderRow>(
          `INSERT INTO main.lab_orders (organization_id, clinic_id, visit_id, pet_id, provider, provider_name, kind, tests, patient, created_by, created_by_name, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12) RETURNING *`,
          [principal.organizationId, clinicId, visit.id, visit.pet_id, lab.provider, lab.provider_name, body.kind, JSON.stringify(tests), JSON.stringify(patient), principal.userId, principal.fullName, key],
        );
        await enqueueOrderSend(tx, created!.id);
        await audit(tx, principal, 'lab_order.created', 'lab_order', created!.id, {
          visit_id: visit.id,
          before: null,
          after: { kind: body.kind, status: 'queued', tests },
          fields: ['kind', 'status', 'tests'],
          visit_modification_id: modificationId,
        });
        return created!;
      });
    }
    if (order.status !== 'queued') return c.json({ data: toOrderView(order) }, 201);
    try {
      const sent = await sendOrder(db, options.labLink!, order.id);
      return c.json({ data: toOrderView(sent) }, 201);
    } catch (error) {
      const kept = ((error as { order?: OrderRow }).order ?? order) as OrderRow;
      throw new HttpError(502, labErrorMessage(error, order.provider_name), [], {}, { code: 'LAB_UNAVAILABLE', order: toOrderView(kept) });
    }
  });

  // --- Sync and report ---------------------------------------------------------------------

  app.post('/visits/:id/lab-results/sync', auth, async (c) => {
    const principal = c.var.principal;
    chart(principal);
    const clinicId = activeClinicId(principal);
    const visit = await findClinicVisit(db, principal, c.req.param('id'));
    const lab = await clinicLab(options.labLink, clinicId);
    const link = options.labLink!;
    let created = 0;
    let updated = 0;
    try {
      const polled = await pollClinic(db, link, lab);
      created = polled.created;
      updated = polled.updated;
      if (!polled.polled) {
        // Another poller holds the cursor now: read the visit's orders and results anyway (upserts double nothing).
        const cursor = await db.query<{ since: string | null }>(`SELECT since FROM main.lab_poll_cursors WHERE clinic_id = $1`, [clinicId]);
        const page = await link.resultsSince(clinicId, cursor[0]?.since ?? null);
        const open = (await ordersOfVisits(db, clinicId, [visit.id])).filter((row) => row.partner_order_id && ['pending', 'submitted', 'in_progress'].includes(row.status));
        const orders = open.length ? await link.orders(clinicId, open.map((row) => row.partner_order_id!)) : [];
        const counts = await db.transaction(async (tx) => {
          const result = await ingestResults(tx, lab, page.results);
          await applyOrderStatuses(tx, clinicId, orders);
          return result;
        });
        created = counts.created;
        updated = counts.updated;
      }
    } catch (error) {
      throw labFailure(error, lab.provider_name);
    }
    const orders = await ordersOfVisits(db, clinicId, [visit.id]);
    const results = await resultViews(db, await resultsOfVisits(db, clinicId, [visit.id]));
    const inProgress = orders.filter((row) => ['pending', 'submitted', 'in_progress'].includes(row.status)).length;
    const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
    const message =
      created + updated === 0
        ? 'No new results yet.'
        : `Results synced: ${plural(created, 'new result')}${updated ? `, ${plural(updated, 'updated result')}` : ''}${inProgress ? `; ${plural(inProgress, 'order')} in progress` : ''}.`;
    return c.json({ data: { message, lab_orders: orders.map(toOrderView), lab_results: results } });
  });

  app.get('/lab-results/:id/report', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const result = await clinicResult(db, clinicId, pathId(c.req.param('id'), 'Lab result'));
    if (!result) throw notFound(M.resultNotFound);
    if (!result.report_available) throw notFound(M.noReport);
    if (!options.labLink) throw new HttpError(409, M.noLab);
    let pdf: Uint8Array;
    try {
      pdf = await options.labLink.report(clinicId, result.partner_result_id);
    } catch (error) {
      throw labFailure(error, result.provider_name);
    }
    return new Response(pdf as BodyInit, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${result.identifier || result.id}.pdf"` } });
  });

  /** Results by id, of the caller's clinic only (the gateway's node(id:)): unknown ids are left out. */
  app.get('/lab-results', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const ids = idsOfQuery(parseInput(z.object({ ids: idListQuery() }), c.req.query()).ids);
    if (!ids.length) return c.json({ data: [] });
    const rows = await db.query<ResultRow>(`SELECT * FROM main.lab_results WHERE clinic_id = $1 AND id = ANY($2::uuid[]) ORDER BY id`, [clinicId, ids]);
    const data = [];
    for (const view of await resultViews(db, rows)) {
      data.push(view.visit_id ? view : { ...view, suggested_pets: await suggestedPets(db, clinicId, view.patient) });
    }
    return c.json({ data });
  });

  // --- Orphaned results --------------------------------------------------------------------

  app.get('/orphaned-results', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const start = c.req.query('start_date') ?? '';
    const end = c.req.query('end_date') ?? '';
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
    if (!isRealDate(start) || !isRealDate(end) || end < start || days > 366) {
      throw badRequest(M.dateRange, [{ path: 'start_date', message: M.dateRange }]);
    }
    const rows = await db.query<ResultRow>(
      `SELECT * FROM main.lab_results WHERE clinic_id = $1 AND visit_id IS NULL AND test_date BETWEEN $2::date AND $3::date ORDER BY test_date DESC, received_at DESC, id`,
      [clinicId, start, end],
    );
    const views = await resultViews(db, rows);
    const data = [];
    for (const view of views) data.push({ ...view, suggested_pets: await suggestedPets(db, clinicId, view.patient) });
    return c.json({ data });
  });

  const assignment = (assign: boolean) => async (c: Context<{ Variables: PrincipalVariables }>) => {
    const principal = c.var.principal;
    chart(principal);
    const clinicId = activeClinicId(principal);
    const body = assign ? await readBody(c, assignLabResultWire) : null;
    const resultId = pathId(c.req.param('id')!, 'Lab result');
    const view = await db.transaction(async (tx) => {
      const result = await clinicResult(tx, clinicId, resultId, true);
      if (!result) throw notFound(M.resultNotFound);
      let visitId: string;
      let petId: string | null;
      if (assign) {
        if (result.visit_id) throw new HttpError(409, M.alreadyAssigned);
        const [pet] = isUuid(body!.petId)
          ? await tx.query<{ id: string }>(`SELECT id FROM main.pets WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [body!.petId, clinicId])
          : [];
        if (!pet) throw notFound('Pet not found.');
        const { visit } = await lockVisitForWrite(tx, principal, body!.visitId, null, RESULT_WRITE_STATUSES);
        if (visit.pet_id !== pet.id) throw badRequest(M.notPetsVisit, [{ path: 'visit_id', message: M.notPetsVisit }]);
        visitId = visit.id;
        petId = pet.id;
        await tx.query(`UPDATE main.lab_results SET visit_id = $2, pet_id = $3, assigned = true, updated_at = clock_timestamp() WHERE id = $1`, [result.id, visitId, petId]);
      } else {
        if (!result.visit_id || !result.assigned) throw new HttpError(409, M.onlyAssigned);
        const { visit } = await lockVisitForWrite(tx, principal, result.visit_id, null, RESULT_WRITE_STATUSES);
        visitId = visit.id;
        petId = null;
        await tx.query(`UPDATE main.lab_results SET visit_id = NULL, pet_id = NULL, assigned = false, updated_at = clock_timestamp() WHERE id = $1`, [result.id]);
      }
      const [visitRow] = await tx.query<{ name: string }>(`SELECT name FROM main.visits WHERE id = $1`, [visitId]);
      await tx.query(`INSERT INTO main.lab_result_history (lab_result_id, action, description, visit_id, actor_id, actor_name) VALUES ($1, $2, $3, $4, $5, $6)`, [
        result.id,
        assign ? 'assigned' : 'unassigned',
        assign ? `Assigned to ${visitRow?.name ?? 'the visit'} by ${principal.fullName}.` : `Unassigned from ${visitRow?.name ?? 'the visit'} by ${principal.fullName}.`,
        visitId,
        principal.userId,
        principal.fullName,
      ]);
      const before = { visit_id: result.visit_id, pet_id: result.pet_id, assigned: result.assigned };
      const after = { visit_id: assign ? visitId : null, pet_id: petId, assigned: assign };
      await audit(tx, principal, assign ? 'lab_result.assigned' : 'lab_result.unassigned', 'lab_result', result.id, { visit_id: visitId, before, after, fields: changedFields(before, after) });
      return (await resultViews(tx, [(await clinicResult(tx, clinicId, result.id))!]))[0]!;
    });
    return c.json({ data: view });
  };
  app.post('/lab-results/:id/assign', auth, assignment(true));
  app.post('/lab-results/:id/unassign', auth, assignment(false));

  // --- In-house results --------------------------------------------------------------------

  const saveInHouse = (creating: boolean) => async (c: Context<{ Variables: PrincipalVariables }>) => {
    const principal = c.var.principal;
    chart(principal);
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, inHouseResultWire);
    const today = todayIso();
    const dateErrors = ([['test_date', body.testDate], ['result_date', body.resultDate]] as const).filter(([, date]) => !isPastOrTodayDate(date, today)).map(([path]) => ({ path, message: M.badDate }));
    if (dateErrors.length) throw badRequest(M.badDate, dateErrors);
    const saved = await db.transaction(async (tx) => {
      let existing: InHouseRow | null = null;
      let visitId: string;
      if (creating) visitId = c.req.param('id')!;
      else {
        const id = pathId(c.req.param('id')!, 'Test result');
        [existing] = (await tx.query<InHouseRow>(`SELECT * FROM main.inhouse_results WHERE id = $1 AND clinic_id = $2`, [id, clinicId])) as [InHouseRow?] as [InHouseRow];
        if (!existing) throw notFound(M.inHouseNotFound);
        // An update names the version it is based on; without one it would overwrite whatever is saved.
        if (body.basedOnVersion === undefined) throw badRequest(M.versionRequired, [{ path: 'based_on_version', message: M.versionRequired }]);
        visitId = existing.visit_id;
      }
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, visitId, body.visitModificationId, RESULT_WRITE_STATUSES);
      const planItemId = body.planItemId.toLowerCase();
      const test = (await visitTests(tx, visit.id)).rows.find((row) => row.id === planItemId && row.kind === 'DIAGNOSTIC' && row.in_house);
      if (!test || (existing && existing.plan_item_id !== planItemId)) throw badRequest(M.notInHouse, [{ path: 'plan_item_id', message: M.notInHouse }]);
      const values = { test_date: body.testDate, result_date: body.resultDate, result: body.result, comment: body.comment, source: body.source || 'in_house' };
      if (creating) {
        const [taken] = await tx.query<InHouseRow>(`SELECT * FROM main.inhouse_results WHERE visit_id = $1 AND plan_item_id = $2`, [visit.id, planItemId]);
        if (taken) throw new HttpError(409, M.hasResult, [], {}, { code: 'HAS_RESULT', current: toInHouseView(taken) });
        const [row] = await tx.query<InHouseRow>(
          `INSERT INTO main.inhouse_results (organization_id, clinic_id, visit_id, pet_id, plan_item_id, diagnostics_id, test_date, result_date, result, comment, source,
             visit_modification_id, created_by, updated_by, updated_by_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date, $9, $10, $11, $12, $13, $13, $14) RETURNING *`,
          [principal.organizationId, clinicId, visit.id, visit.pet_id, planItemId, test.catalogue_id, values.test_date, values.result_date, values.result, values.comment, values.source, modificationId, principal.userId, principal.fullName],
        );
        await audit(tx, principal, 'inhouse_result.created', 'inhouse_result', row!.id, { visit_id: visit.id, before: null, after: values, fields: Object.keys(values), visit_modification_id: modificationId });
        return row!;
      }
      const before = toInHouseView(existing!);
      assertCurrentVersion(existing!, body.basedOnVersion, () => before);
      const [row] = await tx.query<InHouseRow>(
        `UPDATE main.inhouse_results SET test_date = $2::date, result_date = $3::date, result = $4, comment = $5, source = $6, visit_modification_id = $7,
           version = version + 1, updated_by = $8, updated_by_name = $9, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
        [existing!.id, values.test_date, values.result_date, values.result, values.comment, values.source, modificationId, principal.userId, principal.fullName],
      );
      const old = { test_date: before.test_date, result_date: before.result_date, result: before.result, comment: before.comment, source: before.source };
      await audit(tx, principal, 'inhouse_result.updated', 'inhouse_result', row!.id, { visit_id: visit.id, before: old, after: values, fields: changedFields(old, values), visit_modification_id: modificationId });
      return row!;
    });
    return c.json({ data: toInHouseView(saved) }, creating ? 201 : 200);
  };
  app.post('/visits/:id/inhouse-results', auth, saveInHouse(true));
  app.put('/inhouse-results/:id', auth, saveInHouse(false));

  // --- Result comments ---------------------------------------------------------------------

  app.put('/visits/:id/result-comments', auth, async (c) => {
    const principal = c.var.principal;
    chart(principal);
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, resultCommentWire);
    const saved = await db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id'), body.visitModificationId, RESULT_WRITE_STATUSES);
      const [existing] = await tx.query<CommentRow>(`SELECT * FROM main.result_comments WHERE visit_id = $1 AND kind = $2 AND item_code = $3 FOR UPDATE`, [visit.id, body.kind, body.itemCode]);
      const values = { comments: body.comments, partner: body.partner ?? null };
      if (existing) {
        assertCurrentVersion(existing, body.basedOnVersion, () => toCommentView(existing));
        const [row] = await tx.query<CommentRow>(
          `UPDATE main.result_comments SET comments = $2, partner = $3, version = version + 1, updated_by = $4, updated_by_name = $5, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
          [existing.id, values.comments, values.partner, principal.userId, principal.fullName],
        );
        const old = { comments: existing.comments, partner: existing.partner };
        await audit(tx, principal, 'result_comment.updated', 'result_comment', row!.id, { visit_id: visit.id, before: old, after: values, fields: changedFields(old, values), visit_modification_id: modificationId });
        return row!;
      }
      const [row] = await tx.query<CommentRow>(
        `INSERT INTO main.result_comments (organization_id, clinic_id, visit_id, pet_id, kind, item_code, partner, comments, created_by, updated_by, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) RETURNING *`,
        [principal.organizationId, clinicId, visit.id, visit.pet_id, body.kind, body.itemCode, values.partner, values.comments, principal.userId, principal.fullName],
      );
      await audit(tx, principal, 'result_comment.created', 'result_comment', row!.id, { visit_id: visit.id, before: null, after: values, fields: Object.keys(values), visit_modification_id: modificationId });
      return row!;
    });
    return c.json({ data: toCommentView(saved) });
  });

  // --- Treatment result --------------------------------------------------------------------

  const saveTreatmentResult = (creating: boolean) => async (c: Context<{ Variables: PrincipalVariables }>) => {
    const principal = c.var.principal;
    chart(principal);
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, treatmentResultWire);
    if (Buffer.byteLength(JSON.stringify(body.result)) > MAX_RESULT_BYTES) throw badRequest(M.resultTooLarge, [{ path: 'result', message: M.resultTooLarge }]);
    const duplicate = duplicateDiagnosisPath(body.result);
    if (duplicate) throw badRequest(M.uniqueNames, [{ path: duplicate, message: M.uniqueNames }]);
    if (!creating && body.basedOnVersion === undefined) throw badRequest(M.versionRequired, [{ path: 'based_on_version', message: M.versionRequired }]);
    const saved = await db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id')!, body.visitModificationId, RESULT_WRITE_STATUSES);
      const existing = await treatmentResultOfVisit(tx, visit.id, true);
      if (creating && existing) assertCurrentVersion(existing, 0, () => toTreatmentResultView(existing));
      if (!creating && !existing) throw new HttpError(404, M.noTreatmentResult);
      if (existing) assertCurrentVersion(existing, body.basedOnVersion, () => toTreatmentResultView(existing));
      let template: TemplateRow | null = null;
      if (body.soapTemplateId) {
        [template] = (isUuid(body.soapTemplateId)
          ? await tx.query<TemplateRow>(`SELECT * FROM main.soap_templates WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [body.soapTemplateId, clinicId])
          : []) as [TemplateRow];
        if (!template) throw badRequest(M.templateNotFound, [{ path: 'soap_template_id', message: M.templateNotFound }]);
      }
      const values = { result: body.result, soap_template_id: template?.id ?? null, template_code: template?.code ?? null, template_content: body.templateContent ?? null };
      let row;
      if (existing) {
        [row] = await tx.query<Parameters<typeof toTreatmentResultView>[0]>(
          `UPDATE main.treatment_results SET result = $2::jsonb, soap_template_id = $3, template_code = $4, template_content = $5::jsonb, visit_modification_id = $6,
             version = version + 1, updated_by = $7, updated_by_name = $8, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
          [existing.id, JSON.stringify(values.result), values.soap_template_id, values.template_code, values.template_content === null ? null : JSON.stringify(values.template_content), modificationId, principal.userId, principal.fullName],
        );
      } else {
        [row] = await tx.query<Parameters<typeof toTreatmentResultView>[0]>(
          `INSERT INTO main.treatment_results (organization_id, clinic_id, visit_id, pet_id, soap_template_id, template_code, result, template_content, visit_modification_id,
             created_by, updated_by, updated_by_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $10, $11) RETURNING *`,
          [principal.organizationId, clinicId, visit.id, visit.pet_id, values.soap_template_id, values.template_code, JSON.stringify(values.result), values.template_content === null ? null : JSON.stringify(values.template_content), modificationId, principal.userId, principal.fullName],
        );
      }
      const old = existing ? { result: existing.result, soap_template_id: existing.soap_template_id, template_code: existing.template_code, template_content: existing.template_content } : null;
      await audit(tx, principal, existing ? 'treatment_result.updated' : 'treatment_result.created', 'treatment_result', row!.id, {
        visit_id: visit.id,
        before: old,
        after: values,
        fields: old ? changedFields(old, values) : Object.keys(values),
        visit_modification_id: modificationId,
      });
      return row!;
    });
    return c.json({ data: toTreatmentResultView(saved) }, creating ? 201 : 200);
  };
  app.post('/visits/:id/treatment-result', auth, saveTreatmentResult(true));
  app.put('/visits/:id/treatment-result', auth, saveTreatmentResult(false));

  app.post('/visits/:id/treatment-result/preview', auth, async (c) => {
    const principal = c.var.principal;
    const body = await readBody(c, templatePreviewWire);
    if (!body.templateId) throw badRequest(M.templateOrVisitMissing, [{ path: 'template_id', message: M.templateOrVisitMissing }]);
    const clinicId = templateClinicId(principal);
    const visit = await findClinicVisit(db, principal, c.req.param('id'));
    const [template] = isUuid(body.templateId)
      ? await db.query<TemplateRow>(`SELECT * FROM main.soap_templates WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [body.templateId, clinicId])
      : [];
    if (!template) throw notFound(M.templateNotFound);
    const sections = previewTemplate(template.content, await previewData(db, clinicId, visit.id));
    return c.json({ data: { template_id: template.id, template_code: template.code, sections } });
  });

  app.post('/visits/:id/treatment-result/write-back', auth, async (c) => {
    const principal = c.var.principal;
    chart(principal);
    const body = await readBody(c, writeBackWire);
    if (!body.templateCode) throw badRequest(M.templateCodeMissing, [{ path: 'template_code', message: M.templateCodeMissing }]);
    const clinicId = templateClinicId(principal);
    // A locked visit, or a SOAP Finalized one without a reason for modification, writes nothing
    // back (the same guard as every result write; checked before the practice system is called).
    const { visit } = await lockVisitForWrite(db, principal, c.req.param('id'), body.visitModificationId, RESULT_WRITE_STATUSES);
    const saved = await treatmentResultOfVisit(db, visit.id);
    if (!saved) throw new HttpError(409, M.saveFirst);
    const [template] = await db.query<TemplateRow>(`SELECT * FROM main.soap_templates WHERE code = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [body.templateCode, clinicId]);
    if (!template) throw notFound(M.templateNotFound);
    if (!options.tasks) throw new HttpError(409, 'The practice system is not connected yet. Connect it under Integrations.');
    const tasks = options.tasks;
    const [pet] = await db.query<{ source: string; source_id: string | null }>(`SELECT source, source_id FROM main.pets WHERE id = $1`, [visit.pet_id]);
    if (!pet || pet.source === 'vea' || !pet.source_id) {
      // The pet's own practice system when it names one; a pet made in the product names none.
      const app = pet && pet.source !== 'vea' ? pet.source.charAt(0).toUpperCase() + pet.source.slice(1) : 'the practice system';
      throw new HttpError(409, notLinkedMessage(app));
    }
    const patientSourceId = pet.source_id;
    // The saved version's write-back, queued (docs/write-back.md): sent by the background task;
    // asking again for the same version queues nothing more.
    const queued = await db.transaction(async (tx) => {
      const plan = await planOfVisit(tx, visit.id);
      return queueExport(tx, tasks, {
        scope: clinicScope(principal),
        requestedByName: principal.fullName,
        visitId: visit.id,
        petId: visit.pet_id,
        kind: 'treatment_result',
        subjectId: saved.id,
        subjectVersion: saved.version,
        source: pet.source,
        patientSourceId,
        externalId: `treatment-result:${visit.id}`,
        payload: {
          title: `${template.name} — ${visit.name}`,
          date: new Date(saved.updated_at).toISOString().slice(0, 10),
          kind: 'treatment_result',
          author: principal.fullName,
          sections: saved.template_content ?? template.content,
          ...planLines(plan),
        },
      });
    });
    const exports = await latestExportsOf(db, templateClinicId(principal), [saved.id]);
    return c.json({ data: toTreatmentResultView(saved, exports.get(saved.id) ?? null), message: queued.state === 'written' ? M.writebackDone : PM.writeBackQueued });
  });

  // --- History ------------------------------------------------------------

  // GET /soap-templates is served by soap-templates/routes.ts.

  app.get('/pets/:id/results-history', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const petId = pathId(c.req.param('id'), 'Pet');
    const [pet] = await db.query(`SELECT id FROM main.pets WHERE id = $1 AND clinic_id = $2 AND deleted_at IS NULL`, [petId, clinicId]);
    if (!pet) throw notFound('Pet not found.');
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const limit = Math.min(10, Math.max(1, Number.parseInt(c.req.query('limit') ?? '10', 10) || 10));
    const where = `v.clinic_id = $1 AND v.pet_id = $2 AND v.deleted_at IS NULL
      AND (EXISTS (SELECT 1 FROM main.treatment_results t WHERE t.visit_id = v.id) OR EXISTS (SELECT 1 FROM main.signed_treatment_plans s WHERE s.visit_id = v.id))`;
    const [{ total }] = (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM main.visits v WHERE ${where}`, [clinicId, petId])) as [{ total: number }];
    const visits = await db.query<{ id: string; name: string; created_at: Date | string }>(
      `SELECT v.id, v.name, v.created_at FROM main.visits v WHERE ${where} ORDER BY v.created_at DESC, v.id LIMIT $3 OFFSET $4`,
      [clinicId, petId, limit, (page - 1) * limit],
    );
    const data = [];
    for (const visit of visits) data.push(await historyEntry(db, visit));
    return c.json({ data, meta: { page, limit, total, last_page: Math.max(1, Math.ceil(total / limit)) } });
  });
}

/** The clinic's pets best matching an orphan's patient and parent names (pg_trgm), at most 3, score ≥ 0.3. */
async function suggestedPets(sql: Sql, clinicId: string, patient: { name: string; parent_name: string }) {
  const rows = await sql.query<{ pet_id: string; pet_name: string; parent_name: string; specie_id: string; name_score: number; parent_score: number }>(
    `SELECT p.id AS pet_id, p.name AS pet_name, trim(coalesce(pp.first_name, '') || ' ' || coalesce(pp.last_name, '')) AS parent_name, p.specie_id,
            similarity(lower(p.name), lower($2))::float8 AS name_score,
            similarity(lower(coalesce(pp.first_name, '') || ' ' || coalesce(pp.last_name, '')), lower($3))::float8 AS parent_score
       FROM main.pets p LEFT JOIN main.pet_parents pp ON pp.id = p.parent_id
      WHERE p.clinic_id = $1 AND p.deleted_at IS NULL`,
    [clinicId, patient.name ?? '', patient.parent_name ?? ''],
  );
  return rows
    .map((row) => {
      const score = Math.round(((Number(row.name_score) + Number(row.parent_score)) / 2) * 1000) / 1000;
      const reasons = [...(Number(row.name_score) >= 0.5 ? ['name'] : []), ...(Number(row.parent_score) >= 0.5 ? ['parent'] : [])];
      return { pet_id: row.pet_id, pet_name: row.pet_name, parent_name: row.parent_name, specie_id: row.specie_id, score, reasons };
    })
    .filter((row) => row.score >= 0.3)
    .sort((a, b) => b.score - a.score || a.pet_name.localeCompare(b.pet_name))
    .slice(0, 3);
}

/** What the template preview reads of a visit: its notes, plan, results and treatment result. */
async function previewData(sql: Sql, clinicId: string, visitId: string): Promise<PreviewData> {
  const [subjective] = await sql.query<{ complaint: string | null; main_case: number[]; other_cases: string[] }>(
    `SELECT complaint, main_case, other_cases FROM main.subjective_notes WHERE visit_id = $1`,
    [visitId],
  );
  const [objective] = await sql.query<{ physical_exam_results: { category: { category: string }; result: string; comment?: string }[]; rule_outs: { name: string }[] }>(
    `SELECT physical_exam_results, rule_outs FROM main.objective_notes WHERE visit_id = $1`,
    [visitId],
  );
  const [vitals] = await sql.query<{ temperature: string | null; temperature_unit: string | null; heart_rate: number | null; respiratory_rate: number | null; weight: string | null; weight_unit: string | null }>(
    `SELECT temperature, temperature_unit, heart_rate, respiratory_rate, weight, weight_unit FROM main.vitals WHERE visit_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [visitId],
  );
  const treatment = await treatmentResultOfVisit(sql, visitId);
  const result = (treatment?.result ?? {}) as Partial<Record<string, any>>;
  const tests = await visitTests(sql, visitId);
  const approved = tests.rows.filter((row) => row.approved);
  const labResults = await resultsOfVisits(sql, clinicId, [visitId]);
  const inHouse = await sql.query<InHouseRow>(`SELECT * FROM main.inhouse_results WHERE visit_id = $1 ORDER BY created_at`, [visitId]);
  const caseLabels: Record<number, string> = { 1: 'Skin Case', 2: 'General Health', 3: 'Vomiting', 4: 'Diarrhea' };
  const names = (list: unknown) => (Array.isArray(list) ? list.map((item: any) => String(item?.name ?? '')).filter(Boolean) : []);
  return {
    reasons_for_consultation: subjective ? [...subjective.main_case.map((id) => caseLabels[id] ?? ''), ...subjective.other_cases].filter(Boolean) : [],
    complaint: subjective?.complaint ?? '',
    abnormal_findings: (objective?.physical_exam_results ?? [])
      .filter((row) => row.result === 'Abnormal' || row.result === 'Positive')
      .map((row) => `${row.category?.category ?? ''}: ${row.result}${row.comment ? ` — ${row.comment}` : ''}`),
    vitals: vitals
      ? [
          vitals.temperature !== null ? `Temperature: ${Number(vitals.temperature)} ${vitals.temperature_unit === 'celsius' ? '°C' : '°F'}` : '',
          vitals.heart_rate !== null ? `Heart rate: ${vitals.heart_rate} bpm` : '',
          vitals.respiratory_rate !== null ? `Respiratory rate: ${vitals.respiratory_rate} /min` : '',
          vitals.weight !== null ? `Weight: ${Number(vitals.weight)} ${vitals.weight_unit ?? ''}`.trim() : '',
        ].filter(Boolean)
      : [],
    diagnoses: names(result.diagnosis),
    rule_outs: treatment ? names(result.rule_outs) : names(objective?.rule_outs),
    lab_results: labResults.map((row) => ({ tests: (row.tests as { name: string; values: any[] }[]).map((test) => ({ name: test.name, values: test.values ?? [] })) })),
    inhouse_results: inHouse.map((row) => ({ name: tests.rows.find((test) => test.id === row.plan_item_id)?.name ?? 'In-house test', result: row.result })),
    treatments: treatment ? names(result.treatments) : approved.filter((row) => row.kind === 'DIAGNOSTIC').map((row) => row.name),
    services: treatment ? names(result.services) : approved.filter((row) => row.kind === 'SERVICE').map((row) => row.name),
    medications: treatment
      ? [...(result.medications ?? []), ...(result.custom_medications ?? [])].map((row: any) => ({ name: String(row.name ?? ''), dosage: row.dosage ?? null }))
      : approved
          .filter((row) => row.kind === 'MEDICATION')
          .map((row) => ({ name: row.name, dosage: row.selected_dosage ? `${row.selected_dosage.dosage} ${row.selected_dosage.unit}` : null })),
    additional_care_text: typeof result.additional_care_text === 'string' ? result.additional_care_text : '',
  };
}

/** One earlier visit in a pet's results history. */
async function historyEntry(sql: Sql, visit: { id: string; name: string; created_at: Date | string }) {
  const [subjective] = await sql.query<{ main_case: number[]; other_cases: string[] }>(`SELECT main_case, other_cases FROM main.subjective_notes WHERE visit_id = $1`, [visit.id]);
  const caseLabels: Record<number, string> = { 1: 'Skin Case', 2: 'General Health', 3: 'Vomiting', 4: 'Diarrhea' };
  const treatment = await treatmentResultOfVisit(sql, visit.id);
  const result = (treatment?.result ?? {}) as Record<string, any>;
  const names = (list: unknown) => (Array.isArray(list) ? list.map((item: any) => String(item?.name ?? '')).filter(Boolean) : []);
  const tests = treatment ? null : await visitTests(sql, visit.id);
  const approved = (kind: string) => (tests?.rows ?? []).filter((row) => row.approved && row.kind === kind).map((row) => row.name);
  return {
    visit_id: visit.id,
    visit_name: visit.name,
    created_at: new Date(visit.created_at).toISOString(),
    reason_for_consultation: subjective ? [...subjective.main_case.map((id) => caseLabels[id] ?? ''), ...subjective.other_cases].filter(Boolean) : [],
    treatments: treatment ? [...names(result.treatments), ...names(result.services)] : [...approved('DIAGNOSTIC'), ...approved('SERVICE')],
    diagnosis: treatment ? names(result.diagnosis) : [],
    medications: treatment ? [...names(result.medications), ...names(result.custom_medications)] : approved('MEDICATION'),
  };
}
