// The visit's treatment plan (spec 002 sections 2.5, 2.6, 4): the working plan (get,
// create, update, by visit or plan ids for the gateway's loaders), entering the plan step
// ('Pending Client Approval'), signing in person, the signed plans, and finishing the visit
// ('SOAP Finalized' and the summary e-mail). Docs: docs/rest-main-treatment-plans.md.
//
// Every write takes the visit through lockVisitForWrite (visit-guard.ts): another clinic's visit
// is not found, a locked one refuses, a read-only one needs a reason for modification; updates
// name the version they were based on; every change is audited with before, after and the fields.
// Rows are priced here from the catalogue (catalogue-prices.ts), never from what the client sent.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { DOSE_MESSAGES, doseReasonWire } from '@vetchart/contracts/treatment-plans/dose-check';
import { treatmentPlanSignWire, visitFinishWire } from '@vetchart/contracts/treatment-plans/treatment-plan';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, badRequest, parseInput, readBody, type FieldError } from '@vetchart/platform/http';
import { mailChecks } from '@vetchart/platform/mail-limits';
import { answeringRefusals, consumeAll } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery } from '@vetchart/platform/text-limits';
import { changedFields } from '../charting/changes.ts';
import { assertRequiredConsentsSigned } from '../consents/consent-store.ts';
import { clinicScope, idsOfQuery, recordAudit } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT, findClinicVisit, toVisitView } from '../visits/routes.ts';
import { assertCurrentVersion, lockUnlockedVisit, lockVisitForWrite } from '../visits/visit-guard.ts';
import { moveVisitAutomatically } from '../visits/visit-status-moves.ts';
import { entryKey, pricedPlan, type Pricing } from './catalogue-prices.ts';
import { assertDosesReasoned, doseChecksOfPlans, planDoseChecks } from './dose-check.ts';
import type { DoseCheckView } from './dose-shapes.ts';
import {
  DEFAULT_DESCRIPTION,
  MAX_CENTS,
  MESSAGES,
  UNNAMED_ITEM,
  lineAmounts,
  planTotals,
  sanitizeDescription,
  unitPriceCents,
  type ItemInput,
  type PlanItem,
} from './plan-rules.ts';
import { planOfVisit, plansOfClinic, signedPlans, toPlanView, toSignedView, type PlanRow } from './plan-store.ts';
import { DECLINE_REASON_REQUIRED, PLAN_CHANGED, recordSignature, signerAddress } from './signing.ts';
import { summaryMail, type SummaryLinkIssuer } from './summary-mail.ts';

export const PENDING_CLIENT_APPROVAL = 'Pending Client Approval';
export const SOAP_FINALIZED = 'SOAP Finalized';

const withoutFingerprint = ({ fingerprint: _fingerprint, ...check }: DoseCheckView) => check;

const idsQuery = z.object({ ids: idListQuery(), visit_ids: idListQuery() });

/** The rows as saved: each priced from the catalogue; a row whose catalogue item is gone keeps its copy. */
function buildItems(inputs: ItemInput[], before: PlanItem[], pricing: Pricing, now: string): PlanItem[] {
  const existing = new Map(before.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  const items = inputs.map((input, index) => {
    const key = entryKey(input.kind, input.catalogueId);
    const previous = input.id ? existing.get(input.id.toLowerCase()) : undefined;
    if (input.id && !previous) errors.push({ path: `items.${index}.id`, message: MESSAGES.unknownRow });
    if (previous && entryKey(previous.kind, previous.catalogue_id) !== key) errors.push({ path: `items.${index}.catalogue_id`, message: MESSAGES.rowChanged });
    if (seen.has(key)) errors.push({ path: `items.${index}.catalogue_id`, message: MESSAGES.duplicate });
    seen.add(key);
    const entry = pricing.entries.get(key);
    if (!entry && !previous) errors.push({ path: `items.${index}.catalogue_id`, message: MESSAGES.catalogueNotFound });
    const options = entry?.dosage_options ?? previous?.dosage_options ?? [];
    let selected = input.selectedDosage === undefined ? (previous?.selected_dosage ?? null) : (input.selectedDosage ?? null);
    if (selected && !options.some((option) => option.dosage === selected!.dosage && option.unit === selected!.unit)) {
      errors.push({ path: `items.${index}.selected_dosage`, message: MESSAGES.dosage });
    }
    if (!selected || !options.length) selected = options[0] ?? null;
    if (!entry && !previous) return null;
    const approved = input.approved;
    const item: PlanItem = {
      id: previous?.id ?? randomUUID(),
      kind: input.kind,
      catalogue_id: (entry?.catalogue_id ?? previous!.catalogue_id).toLowerCase(),
      code: entry?.code ?? previous!.code,
      name: (entry ? entry.name.trim() : previous!.name) || UNNAMED_ITEM,
      category: entry ? entry.category : previous!.category,
      description: entry?.description ?? previous!.description,
      dosage_options: options,
      selected_dosage: selected,
      dose_instructions: entry?.dose_instructions ?? previous!.dose_instructions,
      directions: entry?.directions ?? previous!.directions,
      side_effects: entry?.side_effects ?? previous!.side_effects,
      comment: input.comment === undefined || input.comment === null ? (previous?.comment ?? '') : input.comment.trim(),
      quantity: input.quantity,
      unit_price_cents: entry ? unitPriceCents(entry, selected) : previous!.unit_price_cents,
      taxable: entry?.taxable ?? previous!.taxable,
      removed: input.removed,
      approved,
      // Stamped when the row is added and whenever its decision changes.
      approved_at: previous && previous.approved === approved ? previous.approved_at : now,
      ai: previous ? previous.ai : input.ai === true,
      ai_reason: previous ? previous.ai_reason : input.ai === true ? input.aiReason || null : null,
      // In-house or outside (with the lab's code), as the catalogue says now.
      in_house: input.kind === 'DIAGNOSTIC' ? (entry ? entry.in_house === true : previous!.in_house === true) : false,
      lab_code: input.kind === 'DIAGNOSTIC' ? (entry ? (entry.lab_code ?? null) : (previous!.lab_code ?? null)) : null,
    };
    if (input.kind === 'MEDICATION') {
      // The dose as prescribed (left out keeps the row's), and the catalogue's ranges as they are now.
      item.dose_mg = input.doseMg === undefined ? (previous?.dose_mg ?? null) : input.doseMg;
      item.doses_per_day = input.dosesPerDay === undefined ? (previous?.doses_per_day ?? null) : input.dosesPerDay;
      item.dosing = entry?.dosing ?? previous?.dosing ?? [];
    }
    return item;
  });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return items as PlanItem[];
}

const AUDITED = ['items', 'description', 'is_client_at_clinic', 'tax_rate'] as const;
const auditView = (row: Pick<PlanRow, (typeof AUDITED)[number]> | null) =>
  row ? { items: row.items, description: row.description, is_client_at_clinic: row.is_client_at_clinic, tax_rate: Number(row.tax_rate) } : null;

const actorOf = (principal: Principal) => ({ userId: principal.userId, name: principal.fullName });

async function statusId(tx: Sql, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(`SELECT id FROM main.visit_statuses WHERE name = $1`, [name]);
  return row!.id;
}

export interface TreatmentPlanRouteOptions {
  /** The documents' links for the visit summary e-mail (the documents module issues them). */
  summaryLinks?: SummaryLinkIssuer;
}

export function registerTreatmentPlanRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, options: TreatmentPlanRouteOptions = {}): void {
  const auth = requirePrincipal(deps);

  app.get('/treatment-plans', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const query = parseInput(idsQuery, c.req.query());
    const ids = idsOfQuery(query.ids);
    const visitIds = idsOfQuery(query.visit_ids);
    if (!ids.length && !visitIds.length) return c.json({ data: [] });
    return c.json({ data: (await plansOfClinic(deps.db, clinicId, { ids, visitIds })).map(toPlanView) });
  });

  app.get('/visits/:id/treatment-plan', auth, async (c) => {
    const visit = await findClinicVisit(deps.db, c.var.principal, c.req.param('id'));
    const row = await planOfVisit(deps.db, visit.id);
    return c.json({ data: row ? toPlanView(row) : null });
  });

  const save = (creating: boolean) =>
    async (c: Context<{ Variables: PrincipalVariables }, '/visits/:id/treatment-plan'>) => {
      const principal = c.var.principal;
      requireAccess(principal, { anyPermission: [CHART_VISIT] });
      const { body, pricing } = pricedPlan(c);
      if (!creating && body.basedOnVersion === undefined) throw badRequest(MESSAGES.versionRequired, [{ path: 'based_on_version', message: MESSAGES.versionRequired }]);
      const plan = await deps.db.transaction(async (tx) => {
        const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id'), body.visitModificationId);
        const existing = await planOfVisit(tx, visit.id, true);
        const before = existing ? toPlanView(existing) : null;
        // Someone saved the plan first: this create was based on no plan at all.
        if (creating && existing) assertCurrentVersion(existing, 0, () => before!);
        if (!creating && !existing) throw new HttpError(404, MESSAGES.noPlan);
        if (existing) assertCurrentVersion(existing, body.basedOnVersion, () => before!);
        const now = new Date().toISOString();
        const items = buildItems(body.items, existing?.items ?? [], pricing, now);
        const totals = planTotals(items, pricing.taxRate);
        if (totals.total_cents > MAX_CENTS || items.some((item) => lineAmounts(item, pricing.taxRate).total_cents > MAX_CENTS)) {
          throw badRequest(MESSAGES.tooLarge, [{ path: 'items', message: MESSAGES.tooLarge }]);
        }
        const description = body.description === undefined || body.description === null ? (existing?.description ?? DEFAULT_DESCRIPTION) : sanitizeDescription(body.description);
        const values = { items, description, is_client_at_clinic: body.isClientAtClinic, tax_rate: pricing.taxRate };
        let planId: string;
        if (existing) {
          planId = existing.id;
          await tx.query(
            `UPDATE main.treatment_plans SET items = $2::jsonb, description = $3, is_client_at_clinic = $4, tax_rate = $5, visit_modification_id = $6,
               version = version + 1, updated_by = $7, updated_by_name = $8, updated_at = clock_timestamp() WHERE id = $1`,
            [existing.id, JSON.stringify(items), description, body.isClientAtClinic, pricing.taxRate, modificationId, principal.userId, principal.fullName],
          );
        } else {
          const [created] = await tx.query<{ id: string }>(
            `INSERT INTO main.treatment_plans (visit_id, organization_id, clinic_id, pet_id, items, description, is_client_at_clinic, tax_rate,
               visit_modification_id, created_by, updated_by, updated_by_name)
             VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $10, $11) RETURNING id`,
            [visit.id, principal.organizationId, activeClinicId(principal), visit.pet_id, JSON.stringify(items), description, body.isClientAtClinic, pricing.taxRate, modificationId, principal.userId, principal.fullName],
          );
          planId = created!.id;
        }
        const after = toPlanView((await planOfVisit(tx, visit.id))!);
        await recordAudit(tx, clinicScope(principal), {
          action: existing ? 'treatment_plan.updated' : 'treatment_plan.created',
          targetType: 'treatment_plan',
          targetId: planId,
          detail: {
            visit_id: visit.id,
            before: auditView(existing),
            after: auditView(values),
            fields: existing ? changedFields(auditView(existing), auditView(values)) : [...AUDITED],
            visit_modification_id: modificationId,
          },
        });
        return after;
      });
      return c.json({ data: plan }, creating ? 201 : 200);
    };
  app.post('/visits/:id/treatment-plan', auth, save(true));
  app.put('/visits/:id/treatment-plan', auth, save(false));

  app.get('/signed-treatment-plans', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const query = parseInput(idsQuery, c.req.query());
    const ids = idsOfQuery(query.ids);
    const visitIds = idsOfQuery(query.visit_ids);
    if (!ids.length && !visitIds.length) return c.json({ data: [] });
    return c.json({ data: (await signedPlans(deps.db, clinicId, { ids, visitIds })).map(toSignedView) });
  });

  // Entering the plan step (spec 002 section 4): a visit with a working plan and no signed plan,
  // neither read-only nor locked, moves to 'Pending Client Approval'; otherwise nothing changes,
  // so the client may call it every time the step opens.
  app.post('/visits/:id/start-plan-approval', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const result = await deps.db.transaction(async (tx) => {
      const visit = await findClinicVisit(tx, principal, c.req.param('id'), true);
      const plan = await planOfVisit(tx, visit.id);
      const [signed] = await tx.query(`SELECT 1 FROM main.signed_treatment_plans WHERE visit_id = $1 LIMIT 1`, [visit.id]);
      // The state machine leaves a read-only or locked visit where it is (visit-status-moves.ts).
      const moves = Boolean(plan) && !signed && (await moveVisitAutomatically(tx, visit.id, PENDING_CLIENT_APPROVAL, actorOf(principal), 'treatment plan proposed'));
      return { visit: await findClinicVisit(tx, principal, visit.id), moved: moves };
    });
    return c.json({ data: { visit: toVisitView(result.visit), moved: result.moved } });
  });

  // Signing in person (spec 002 section 4 "Approval and signature"): the plan on screen, by its
  // version; the client's decisions; the drawn signature; a decline needs its reason.
  app.post('/visits/:id/treatment-plan/sign', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, treatmentPlanSignWire);
    if (body.declineReason !== undefined && body.declineReason !== null && !body.declineReason) {
      throw badRequest(DECLINE_REASON_REQUIRED, [{ path: 'decline_reason', message: DECLINE_REASON_REQUIRED }]);
    }
    const signed = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id'), body.visitModificationId);
      const plan = await planOfVisit(tx, visit.id, true);
      if (!plan) throw new HttpError(404, MESSAGES.noPlan);
      if (plan.version !== body.planVersion) throw new HttpError(409, PLAN_CHANGED);
      return recordSignature(tx, deps, {
        visit,
        plan,
        header: body.header,
        signerName: body.signerName,
        signaturePng: body.signaturePng,
        decisions: body.decisions,
        declineReason: body.declineReason ?? null,
        channel: 'in_person',
        linkId: null,
        actor: { userId: principal.userId, name: principal.fullName },
        clinicCode: principal.clinicCode,
        ip: signerAddress(c),
        userAgent: body.userAgent ?? c.req.header('user-agent') ?? null,
        visitModificationId: modificationId,
      });
    });
    const visit = await findClinicVisit(deps.db, principal, signed.visit_id);
    return c.json({ data: { signed_treatment_plan: toSignedView(signed), visit: toVisitView(visit) } }, 201);
  });

  // The dose check of the plans' medications by visit ids (docs/dose-check.md): each row's figures,
  // flags and reason, with its visit_id; another clinic's visits answer nothing.
  app.get('/dose-checks', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const visitIds = idsOfQuery(parseInput(idsQuery, c.req.query()).visit_ids);
    if (!visitIds.length) return c.json({ data: [] });
    const plans = await plansOfClinic(deps.db, clinicId, { ids: [], visitIds });
    const checks = await doseChecksOfPlans(deps.db, plans);
    return c.json({ data: plans.flatMap((plan, index) => checks[index]!.map((check) => ({ visit_id: plan.visit_id, ...withoutFingerprint(check) }))) });
  });

  // A reason to go on with a flagged dose, for the figures on screen (the plan's version): kept
  // append-only and audited with the flags and figures. The same reason for the same figures again
  // is answered without a second row, so a retried request writes once.
  app.post('/visits/:id/treatment-plan/dose-reasons', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, doseReasonWire);
    const checks = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, c.req.param('id'), null);
      const plan = await planOfVisit(tx, visit.id, true);
      if (!plan) throw new HttpError(404, MESSAGES.noPlan);
      if (plan.version !== body.planVersion) throw new HttpError(409, PLAN_CHANGED);
      const itemId = body.itemId.toLowerCase();
      const row = plan.items.find((item) => item.id === itemId && !item.removed);
      if (!row) throw badRequest(MESSAGES.unknownRow, [{ path: 'item_id', message: MESSAGES.unknownRow }]);
      if (row.kind !== 'MEDICATION') throw badRequest(DOSE_MESSAGES.notMedication, [{ path: 'item_id', message: DOSE_MESSAGES.notMedication }]);
      const check = (await planDoseChecks(tx, plan)).find((one) => one.item_id === itemId)!;
      if (!check.flags.length) throw new HttpError(409, DOSE_MESSAGES.notFlagged);
      if (check.reason !== body.reason) {
        const { fingerprint, reason: _reason, reason_by_name: _by, reason_at: _at, needs_reason: _needs, ...figures } = check;
        const [given] = await tx.query<{ id: string }>(
          `INSERT INTO main.dose_reasons (organization_id, clinic_id, visit_id, plan_id, item_id, fingerprint, flags, figures, reason, given_by, given_by_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8::jsonb, $9, $10, $11) RETURNING id`,
          [plan.organization_id, plan.clinic_id, visit.id, plan.id, itemId, fingerprint, check.flags, JSON.stringify(figures), body.reason, principal.userId, principal.fullName],
        );
        await recordAudit(tx, clinicScope(principal), {
          action: 'treatment_plan.dose_reason_given',
          targetType: 'treatment_plan',
          targetId: plan.id,
          detail: {
            visit_id: visit.id,
            item_id: itemId,
            dose_reason_id: given!.id,
            plan_version: plan.version,
            before: { reason: check.reason },
            after: { reason: body.reason },
            fields: ['reason'],
            flags: check.flags,
            figures,
            visit_modification_id: modificationId,
          },
        });
      }
      return (await planDoseChecks(tx, plan)).map(withoutFingerprint);
    });
    return c.json({ data: checks }, 201);
  });

  // Done (spec 002 section 2.6 and the completion page): the visit moves to 'SOAP Finalized' and
  // the pet parent is e-mailed the visit summary. A locked visit refuses.
  app.post('/visits/:id/finish', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, visitFinishWire);
    const result = await answeringRefusals(() =>
      deps.db.transaction(async (tx) => {
        // Done is a write: a locked visit refuses it (409) rather than being left where it is.
        const visit = await lockUnlockedVisit(tx, principal, c.req.param('id'));
        const plan = await planOfVisit(tx, visit.id);
        if (plan) await assertDosesReasoned(tx, plan, 'the note is finalized');
        await assertRequiredConsentsSigned(tx, activeClinicId(principal), visit.id, 'finalize');
        const finalized = await statusId(tx, SOAP_FINALIZED);
        await moveVisitAutomatically(tx, visit.id, SOAP_FINALIZED, actorOf(principal), 'visit finished');
        const mail = await summaryMail(tx, deps, { principal, visitId: visit.id, header: body.header ?? null, links: options.summaryLinks });
        if (mail) await consumeAll(tx, mailChecks(deps.config, 'visit-summary', { to: mail.to, senderUserId: principal.userId }));
        if (mail) await deps.mailer.send(mail, tx);
        await recordAudit(tx, clinicScope(principal), {
          action: 'visit.finished',
          targetType: 'visit',
          targetId: visit.id,
          detail: { from: visit.status_id, to: finalized, summary_emailed_to: mail?.to ?? null },
        });
        return { visit: await findClinicVisit(tx, principal, visit.id), emailedTo: mail?.to ?? null };
      }),
    );
    return c.json({ data: { visit: toVisitView(result.visit), summary_emailed_to: result.emailedTo } });
  });
}
