// Signing a treatment plan, in person or through the e-mailed link (spec 002 section 4 "Approval
// and signature", spec 003 section 4 "Treatment plan approval"). A signature is
// bound to the exact plan signed: the client's decisions are written to the working plan, and an
// append-only row keeps the snapshot the client saw (clinic header, pet and parent, description,
// every row with its price, decision and decision time, the totals, the signature image's
// SHA-256), its SHA-256, the signature PNG, who signed, when, from which address and user agent. Later edits of the working plan never
// touch it; a changed plan needs a new signature.
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { TREATMENT_PLAN_MESSAGES } from '@vetchart/contracts/treatment-plans/treatment-plan';
import { CLIENT_ADDRESS_HEADER, normalizeAddress, socketAddress } from '@vetchart/platform/client-address';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, badRequest, type FieldError } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { changedFields } from '../charting/changes.ts';
import { missingConsents } from '../consents/consent-store.ts';
import { moveVisitAutomatically } from '../visits/visit-status-moves.ts';
import { assertDosesReasoned, planDoseChecks } from './dose-check.ts';
import { canonicalJson, planTotals, sha256Hex, type PlanItem } from './plan-rules.ts';
import { pricedItem, storeSignature, type Header, type PlanRow, type SignedRow, type Snapshot, latestSignedPlan } from './plan-store.ts';

export const READY_FOR_TREATMENT = 'Ready for Treatment';
export const PLAN_CHANGED = TREATMENT_PLAN_MESSAGES.planChanged;
export const SIGNER_REQUIRED = TREATMENT_PLAN_MESSAGES.signerRequired;
export const DECLINE_REASON_REQUIRED = TREATMENT_PLAN_MESSAGES.declineReasonRequired;
export const NOTHING_TO_SIGN = 'The treatment plan has no items to sign.';
/** The link's page: the visit moved on, or the plan needs the clinic (a dose to give a reason for). */
export const LINK_CLOSED = 'This treatment plan can no longer be approved online. Please contact the clinic.';

/** The signer's network address as the gateway forwarded it (exact, for the audit), else the socket's. */
export function signerAddress(c: Context): string | null {
  const forwarded = c.req.header(CLIENT_ADDRESS_HEADER)?.trim();
  if (forwarded && isIP(forwarded)) return normalizeAddress(forwarded);
  const socket = socketAddress(c);
  return socket ? normalizeAddress(socket) : null;
}

export interface SignatureRequest {
  visit: { id: string; status_id: number };
  plan: PlanRow;
  header: Header;
  signerName: string;
  signaturePng: string;
  /** As the contract reads them (decisionsWire). */
  decisions: { itemId: string; approved: boolean }[];
  declineReason: string | null;
  channel: 'in_person' | 'link';
  linkId: string | null;
  /** The staff member signing in person with the client; null for the client's own link. */
  actor: { userId: string | null; name: string };
  clinicCode: string | null;
  ip: string | null;
  userAgent: string | null;
  visitModificationId: string | null;
}

async function audit(sql: Sql, plan: PlanRow, actorUserId: string | null, entry: { action: string; targetType: string; targetId: string; detail: Record<string, unknown> }) {
  await sql.query(
    `INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [actorUserId, plan.organization_id, plan.clinic_id, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.detail)],
  );
}

/** The working plan's rows with the client's decisions (a declined plan declines every row). */
function decide(plan: PlanRow, request: SignatureRequest, now: string): PlanItem[] {
  const rows = new Map(plan.items.map((item) => [item.id, item]));
  const errors: FieldError[] = [];
  const decided = new Map<string, boolean>();
  request.decisions.forEach((decision, index) => {
    const row = rows.get(decision.itemId.toLowerCase());
    if (!row || row.removed) errors.push({ path: `decisions.${index}.item_id`, message: 'This row is not in the treatment plan.' });
    else decided.set(row.id, decision.approved);
  });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return plan.items.map((item) => {
    if (item.removed) return item;
    const approved = request.declineReason !== null ? false : (decided.get(item.id) ?? item.approved);
    return approved === item.approved ? item : { ...item, approved, approved_at: now };
  });
}

/**
 * Records a signature inside the caller's transaction (the visit and the plan already locked):
 * writes the decisions to the working plan (a new version when they changed it), stores the
 * signature PNG and the snapshot, moves an approved plan's visit forward to 'Ready for Treatment',
 * and audits who signed, from where, and every decision.
 */
export async function recordSignature(tx: Sql, deps: ServiceDeps, request: SignatureRequest): Promise<SignedRow> {
  const { plan } = request;
  if (!plan.items.some((item) => !item.removed)) throw new HttpError(409, NOTHING_TO_SIGN);
  const now = new Date().toISOString();
  const items = decide(plan, request, now);
  // A flagged dose is signed only with its reason (docs/dose-check.md); the link's signer cannot give one.
  const doseChecks = await planDoseChecks(tx, { ...plan, items });
  if (doseChecks.some((check) => check.needs_reason)) {
    await assertDosesReasoned(tx, { ...plan, items }, 'the plan is signed', request.channel === 'link' ? LINK_CLOSED : undefined);
  }
  const changed = items.some((item, index) => item !== plan.items[index]);
  let version = plan.version;
  if (changed) {
    const [row] = await tx.query<{ version: number }>(
      `UPDATE main.treatment_plans SET items = $2::jsonb, version = version + 1, updated_by_name = $3, updated_at = clock_timestamp()
        WHERE id = $1 RETURNING version`,
      [plan.id, JSON.stringify(items), request.actor.name],
    );
    version = row!.version;
    await audit(tx, plan, request.actor.userId, {
      action: 'treatment_plan.updated',
      targetType: 'treatment_plan',
      targetId: plan.id,
      detail: {
        visit_id: request.visit.id,
        reason: 'decisions given at signing',
        before: { items: plan.items },
        after: { items },
        fields: changedFields({ items: plan.items }, { items }),
        visit_modification_id: request.visitModificationId,
      },
    });
  }

  // The signature is stored first: its image's digest is part of what the hash covers, so the
  // signature cannot be swapped for another one under an unchanged hash.
  const signature = await storeSignature(
    tx,
    deps.config,
    { organizationId: plan.organization_id, clinicId: plan.clinic_id, clinicCode: request.clinicCode, userId: request.actor.userId, visitId: request.visit.id },
    request.signaturePng,
  );
  const taxRate = Number(plan.tax_rate);
  const shown = items.filter((item) => !item.removed);
  const snapshot: Snapshot = {
    clinic: request.header.clinic,
    party: request.header.party,
    description: plan.description,
    plan_version: version,
    items: shown.map((item) => pricedItem(item, taxRate)),
    totals: planTotals(shown, taxRate),
    approved_total_cents: planTotals(shown, taxRate, { approvedOnly: true }).total_cents,
    signer_name: request.signerName,
    signed_at: now,
    channel: request.channel,
    decline_reason: request.declineReason,
    signature_sha256: signature.sha256,
    dose_checks: doseChecks.map(({ fingerprint: _fingerprint, ...check }) => check),
  };
  const hash = sha256Hex(canonicalJson(snapshot));
  const fileId = signature.id;
  const [signed] = await tx.query<{ id: string }>(
    `INSERT INTO main.signed_treatment_plans (visit_id, organization_id, clinic_id, pet_id, plan_id, plan_version, snapshot, snapshot_sha256, signer_name,
       signature_file_id, channel, link_id, decline_reason, signed_by_user_id, signed_at, signed_ip, signed_user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      request.visit.id,
      plan.organization_id,
      plan.clinic_id,
      plan.pet_id,
      plan.id,
      version,
      JSON.stringify(snapshot),
      hash,
      request.signerName,
      fileId,
      request.channel,
      request.linkId,
      request.declineReason,
      request.actor.userId,
      now,
      request.ip,
      request.userAgent,
    ],
  );

  // An approval moves the visit forward to 'Ready for Treatment' (never back from a later status,
  // by the state machine); a declined plan leaves it where it is. Starting treatment waits for the
  // visit's required consents (docs/consents.md): signing the last of them makes the move then.
  const consentsSigned = request.declineReason === null && !(await missingConsents(tx, plan.clinic_id, request.visit.id)).length;
  if (consentsSigned) await moveVisitAutomatically(tx, request.visit.id, READY_FOR_TREATMENT, request.actor, 'treatment plan signed');

  await audit(tx, plan, request.actor.userId, {
    action: request.declineReason === null ? 'treatment_plan.signed' : 'treatment_plan.declined',
    targetType: 'signed_treatment_plan',
    targetId: signed!.id,
    detail: {
      visit_id: request.visit.id,
      plan_id: plan.id,
      plan_version: version,
      channel: request.channel,
      link_id: request.linkId,
      signer_name: request.signerName,
      signed_by_user_id: request.actor.userId,
      signed_at: now,
      signed_ip: request.ip,
      signed_user_agent: request.userAgent,
      snapshot_sha256: hash,
      decline_reason: request.declineReason,
      decisions: shown.map((item) => ({ item_id: item.id, name: item.name, approved: item.approved, approved_at: item.approved_at })),
      visit_modification_id: request.visitModificationId,
    },
  });
  return (await latestSignedPlan(tx, request.visit.id))!;
}
