// What a document link opens: the data one document prints, and nothing its kind does not need
// (a take-home link shows no SOAP note). The gateway renders the PDF from it
// (gateway/src/documents/). Plan rows come priced from the treatment-plan store, so the amounts
// are the ones computed when the plan was priced or signed, never recomputed here.
import type { Sql } from '@vetchart/platform/database';
import { conflict, notFound } from '@vetchart/platform/http';
import { draftsOfVisits, toAiDraftView } from '../ai-drafts/ai-drafts.ts';
import { signaturesOfVisit, toSignatureView } from '../consents/consent-store.ts';
import { subjectiveViewOfVisit } from '../charting/subjective-routes.ts';
import { vitalsViewOfVisit } from '../charting/vitals-routes.ts';
import { objectiveViewOfVisit } from '../charting-objective/routes.ts';
import { latestSignedPlan, planOfVisit, signedPlans, toPlanView, type PricedItem, type SignedRow } from '../treatment-plans/plan-store.ts';
import type { Totals } from '../treatment-plans/plan-rules.ts';
import { planDoseChecks } from '../treatment-plans/dose-check.ts';
import type { DoseCheckView } from '../treatment-plans/dose-shapes.ts';
import { NO_TREATMENT_PLAN, SUMMARY_NOT_AVAILABLE, summariesAvailable, type DocumentKind, type DocumentLinkRow } from './document-links.ts';

interface VisitRow {
  id: string;
  name: string;
  status_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  locked_at: Date | string | null;
  locked_by_name: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function linkVisit(sql: Sql, visitId: string, clinicId: string) {
  const [row] = await sql.query<VisitRow>(
    `SELECT v.id, v.name, s.name AS status_name, v.created_at, v.updated_at, v.locked_at, v.locked_by_name
       FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id
      WHERE v.id = $1 AND v.clinic_id = $2 AND v.deleted_at IS NULL`,
    [visitId, clinicId],
  );
  if (!row) throw notFound('Visit not found.');
  return {
    id: row.id,
    name: row.name,
    status: row.status_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    locked_at: row.locked_at ? iso(row.locked_at) : null,
    locked_by_name: row.locked_by_name,
  };
}

/** A plan as a document prints it: its rows (priced), totals, and the signature when signed. */
export interface DocumentPlan {
  source: 'signed' | 'working';
  plan_version: number;
  description: string;
  items: PricedItem[];
  totals: Totals;
  /** The rows the client agreed to (the signed plan's approved rows; none when declined), or the working plan's kept and approved rows. */
  approved_items: PricedItem[];
  approved_totals: Totals;
  /** The time the plan stands for: its signature's, or the working plan's last save. */
  dated_at: string;
  /** Each medication row's dose check with its reason: as signed, or as the working plan stands now. */
  dose_checks: Omit<DoseCheckView, 'fingerprint'>[];
  signature: {
    signer_name: string;
    signed_at: string;
    channel: 'in_person' | 'link';
    decline_reason: string | null;
    approved_total_cents: number;
    snapshot_sha256: string;
    /** Where the PNG is in the file storage (the gateway reads it there). */
    storage_key: string;
  } | null;
}

function sumOf(items: PricedItem[], taxRate: number): Totals {
  const totals = { subtotal_cents: 0, tax_cents: 0, total_cents: 0, tax_rate: taxRate };
  for (const item of items) {
    totals.subtotal_cents += item.subtotal_cents;
    totals.tax_cents += item.tax_cents;
    totals.total_cents += item.total_cents;
  }
  return totals;
}

export function signedDocumentPlan(signed: SignedRow): DocumentPlan {
  const snapshot = signed.snapshot;
  const kept = snapshot.items.filter((item) => !item.removed);
  const approved = signed.decline_reason ? [] : kept.filter((item) => item.approved);
  return {
    source: 'signed',
    plan_version: signed.plan_version,
    description: snapshot.description,
    items: kept,
    totals: snapshot.totals,
    approved_items: approved,
    approved_totals: sumOf(approved, snapshot.totals.tax_rate),
    dated_at: iso(signed.signed_at),
    dose_checks: snapshot.dose_checks ?? [],
    signature: {
      signer_name: signed.signer_name,
      signed_at: iso(signed.signed_at),
      channel: signed.channel,
      decline_reason: signed.decline_reason,
      approved_total_cents: snapshot.approved_total_cents,
      snapshot_sha256: signed.snapshot_sha256,
      storage_key: signed.storage_key,
    },
  };
}

async function visitPlan(sql: Sql, link: DocumentLinkRow): Promise<DocumentPlan | null> {
  // A treatment-plan link shows the signature it was issued for; the other documents the latest.
  const pinned = link.kind === 'treatment_plan' ? link.signed_plan_id : null;
  const signed = pinned ? (await signedPlans(sql, link.clinic_id, { ids: [pinned], visitIds: [] }))[0] : await latestSignedPlan(sql, link.visit_id);
  if (signed) return signedDocumentPlan(signed);
  const row = await planOfVisit(sql, link.visit_id);
  if (!row) return null;
  const plan = toPlanView(row);
  const kept = plan.items.filter((item) => !item.removed);
  const approved = kept.filter((item) => item.approved);
  return {
    source: 'working',
    plan_version: plan.version,
    description: plan.description,
    items: kept,
    totals: plan.totals,
    approved_items: approved,
    approved_totals: sumOf(approved, plan.tax_rate),
    dated_at: plan.updated_at,
    dose_checks: (await planDoseChecks(sql, row)).map(({ fingerprint: _fingerprint, ...check }) => check),
    signature: null,
  };
}

const NEEDS_NOTES: Record<DocumentKind, boolean> = { soap_note: true, final_summary: true, take_home: false, treatment_plan: false };

/**
 * Everything the link's document prints. The summary rule is checked again when the link is
 * opened: a visit moved back to a status without summaries shows none, whatever links exist.
 */
export async function documentData(sql: Sql, link: DocumentLinkRow) {
  const visit = await linkVisit(sql, link.visit_id, link.clinic_id);
  if (!summariesAvailable(visit.status)) throw conflict(SUMMARY_NOT_AVAILABLE);
  const notes = NEEDS_NOTES[link.kind];
  const [subjective, vitals, objective, plan, aiDrafts, consents] = await Promise.all([
    notes ? subjectiveViewOfVisit(sql, visit.id) : null,
    notes ? vitalsViewOfVisit(sql, visit.id) : null,
    notes ? objectiveViewOfVisit(sql, visit.id) : null,
    visitPlan(sql, link),
    // The notes say which parts the AI wrote and who reviewed them.
    notes ? draftsOfVisits(sql, link.clinic_id, [visit.id]).then((rows) => rows.map(toAiDraftView)) : [],
    // The consents signed, declined or withdrawn (docs/consents.md); the take-home sheet prints none.
    link.kind === 'take_home' ? [] : signaturesOfVisit(sql, link.clinic_id, visit.id).then((rows) => rows.map(toSignatureView)),
  ]);
  if (link.kind === 'treatment_plan' && !plan) throw conflict(NO_TREATMENT_PLAN);
  return {
    kind: link.kind,
    visit_id: visit.id,
    expires_at: link.expires_at,
    header: link.header,
    visit,
    ...(notes ? { subjective, vitals, objective, ai_drafts: aiDrafts } : {}),
    plan,
    consents,
  };
}
export type DocumentData = Awaited<ReturnType<typeof documentData>>;
