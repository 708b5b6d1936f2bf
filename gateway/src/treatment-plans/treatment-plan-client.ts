// The REST calls of the treatment plan (docs/rest-main-treatment-plans.md) over the request's own
// main client, so they share its token, idempotency key and upstream call counter. A visit's
// working plan and its signed plan load through DataLoaders keyed by visit id: one call each for
// any number of visits on a screen, whatever the number of rows in the plans.
import DataLoader from 'dataloader';
import type { VisitRecord } from '../visits/visit-wire.ts';
import type { GatewayContext } from '../context.ts';
import type { ClinicHeaderPayload } from '../clinic/clinic-header.ts';
import { toDosageUnits } from '../clients/inventory.ts';

type Raw = Record<string, any>;

export type TreatmentPlanItemKind = 'DIAGNOSTIC' | 'SERVICE' | 'MEDICATION' | 'INVENTORY';

export interface TreatmentPlanItemRecord {
  id: string;
  kind: TreatmentPlanItemKind;
  catalogueId: string;
  code: string;
  name: string;
  category: string | null;
  description: string;
  dosageOptions: { dosage: string; unit: string }[];
  selectedDosage: { dosage: string; unit: string } | null;
  doseInstructions: string;
  directions: string;
  sideEffects: string;
  comment: string;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxable: boolean;
  removed: boolean;
  approved: boolean;
  approvedAt: string | null;
  ai: boolean;
  aiReason: string | null;
  /** DIAGNOSTIC rows: an in-house test (copied from the catalogue when priced; false for rows saved before). */
  inHouse: boolean;
  /** DIAGNOSTIC rows: the reference lab's test code, null for in-house tests. */
  labCode: string | null;
}

export interface TotalsRecord {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRate: number;
}

export interface TreatmentPlanRecord {
  id: string;
  visitId: string;
  petId: string;
  items: TreatmentPlanItemRecord[];
  description: string;
  isClientAtClinic: boolean;
  totals: TotalsRecord;
  /** Issue 27: the totals without the declined rows. */
  approvedTotals: TotalsRecord;
  version: number;
  updatedAt: string;
  updatedByName: string;
}

export interface ClinicHeaderRecord {
  name: string;
  logoUrl: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
}

export interface PartyRecord {
  petName: string;
  species: string | null;
  breed: string | null;
  parentName: string;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface SignedTreatmentPlanRecord {
  id: string;
  visitId: string;
  planVersion: number;
  signerName: string;
  signedAt: string;
  channel: 'IN_PERSON' | 'LINK';
  signatureUrl: string;
  declineReason: string | null;
  description: string;
  clinic: ClinicHeaderRecord;
  party: PartyRecord;
  items: TreatmentPlanItemRecord[];
  totals: TotalsRecord;
  /** Issue 27: the approved rows' subtotal, tax and total. */
  approvedTotals: TotalsRecord;
  approvedTotalCents: number;
  snapshotSha256: string;
}

export interface TreatmentPlanEstimateRecord {
  clinic: ClinicHeaderRecord;
  party: PartyRecord;
  description: string;
  planVersion: number;
  items: TreatmentPlanItemRecord[];
  totals: TotalsRecord;
  /** Issue 27: the totals without the rows declined so far. */
  approvedTotals: TotalsRecord;
  expiresAt: string;
  signed: SignedTreatmentPlanRecord | null;
}

/** The header the main service stores on a link or a signature (snake_case, as REST takes it). */
export interface HeaderPayload {
  clinic: ClinicHeaderPayload;
  party: {
    pet_name: string;
    species: string | null;
    breed: string | null;
    parent_name: string;
    address_line1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    phone: string | null;
    email: string | null;
  };
}

export interface PlanItemPayload {
  id?: string;
  kind: TreatmentPlanItemKind;
  catalogue_id: string;
  quantity: number;
  selected_dosage?: { dosage: string; unit: string } | null;
  comment?: string | null;
  removed: boolean;
  approved: boolean;
  ai?: boolean;
  ai_reason?: string | null;
}

export interface PlanPayload {
  based_on_version?: number;
  visit_modification_id?: string;
  is_client_at_clinic: boolean;
  items: PlanItemPayload[];
  description?: string;
}

export interface SignPayload {
  plan_version: number;
  signer_name: string;
  signature_png: string;
  decisions: { item_id: string; approved: boolean }[];
  decline_reason?: string | null;
  visit_modification_id?: string;
  header: HeaderPayload;
  user_agent?: string | null;
}

export const toItem = (raw: Raw): TreatmentPlanItemRecord => ({
  id: String(raw.id),
  kind: raw.kind,
  catalogueId: String(raw.catalogue_id),
  code: raw.code ?? '',
  name: raw.name ?? '',
  category: raw.category ?? null,
  description: raw.description ?? '',
  dosageOptions: toDosageUnits(raw.dosage_options),
  selectedDosage: raw.selected_dosage ? toDosageUnits([raw.selected_dosage])[0]! : null,
  doseInstructions: raw.dose_instructions ?? '',
  directions: raw.directions ?? '',
  sideEffects: raw.side_effects ?? '',
  comment: raw.comment ?? '',
  quantity: Number(raw.quantity),
  unitPriceCents: Number(raw.unit_price_cents),
  subtotalCents: Number(raw.subtotal_cents),
  taxCents: Number(raw.tax_cents),
  totalCents: Number(raw.total_cents),
  taxable: Boolean(raw.taxable),
  removed: Boolean(raw.removed),
  approved: Boolean(raw.approved),
  approvedAt: raw.approved_at ?? null,
  ai: Boolean(raw.ai),
  aiReason: raw.ai_reason ?? null,
  inHouse: raw.in_house === true,
  labCode: raw.lab_code ?? null,
});

const toTotals = (raw: Raw): TotalsRecord => ({
  subtotalCents: Number(raw.subtotal_cents),
  taxCents: Number(raw.tax_cents),
  totalCents: Number(raw.total_cents),
  taxRate: Number(raw.tax_rate),
});

export const toPlan = (raw: Raw): TreatmentPlanRecord => ({
  id: String(raw.id),
  visitId: String(raw.visit_id),
  petId: String(raw.pet_id),
  items: (raw.items ?? []).map(toItem),
  description: raw.description ?? '',
  isClientAtClinic: Boolean(raw.is_client_at_clinic),
  totals: toTotals(raw.totals),
  approvedTotals: toTotals(raw.approved_totals),
  version: Number(raw.version),
  updatedAt: raw.updated_at,
  updatedByName: raw.updated_by_name,
});

const toClinicHeader = (raw: Raw | null | undefined): ClinicHeaderRecord => ({
  name: raw?.name ?? '',
  logoUrl: raw?.logo_url ?? null,
  city: raw?.city ?? null,
  state: raw?.state ?? null,
  zip: raw?.zip ?? null,
  phone: raw?.phone ?? null,
  email: raw?.email ?? null,
});

const toParty = (raw: Raw | null | undefined): PartyRecord => ({
  petName: raw?.pet_name ?? '',
  species: raw?.species ?? null,
  breed: raw?.breed ?? null,
  parentName: raw?.parent_name ?? '',
  addressLine1: raw?.address_line1 ?? null,
  city: raw?.city ?? null,
  state: raw?.state ?? null,
  zip: raw?.zip ?? null,
});

export const toSigned = (raw: Raw): SignedTreatmentPlanRecord => ({
  id: String(raw.id),
  visitId: String(raw.visit_id),
  planVersion: Number(raw.plan_version),
  signerName: raw.signer_name,
  signedAt: raw.signed_at,
  channel: raw.channel === 'link' ? 'LINK' : 'IN_PERSON',
  signatureUrl: raw.signature_url,
  declineReason: raw.decline_reason ?? null,
  description: raw.description ?? '',
  clinic: toClinicHeader(raw.clinic),
  party: toParty(raw.party),
  items: (raw.items ?? []).map(toItem),
  totals: toTotals(raw.totals),
  approvedTotals: toTotals(raw.approved_totals),
  approvedTotalCents: Number(raw.approved_total_cents),
  snapshotSha256: raw.snapshot_sha256,
});

const toEstimate = (raw: Raw): TreatmentPlanEstimateRecord => ({
  clinic: toClinicHeader(raw.clinic),
  party: toParty(raw.party),
  description: raw.description ?? '',
  planVersion: Number(raw.plan_version),
  items: (raw.items ?? []).map(toItem),
  totals: toTotals(raw.totals),
  approvedTotals: toTotals(raw.approved_totals),
  expiresAt: raw.expires_at,
  signed: raw.signed ? toSigned(raw.signed) : null,
});

const toVisit = (raw: Raw): VisitRecord => ({
  id: String(raw.id),
  petId: String(raw.pet_id),
  name: raw.name,
  status: { id: Number(raw.status.id), name: raw.status.name },
  isReadOnly: Boolean(raw.is_read_only),
  isLocked: Boolean(raw.is_locked),
  lastModifiedByName: raw.last_modified_by_user_name,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

const BATCH = { maxBatchSize: 100 };
const path = (visitId: string, rest = '') => `/visits/${encodeURIComponent(visitId)}${rest}`;

export class TreatmentPlanClient {
  /** A visit's working plan (null before the first save), by visit id. */
  readonly planOfVisit: DataLoader<string, TreatmentPlanRecord | null>;
  /** A visit's latest signature (null until signed), by visit id. */
  readonly signedOfVisit: DataLoader<string, SignedTreatmentPlanRecord | null>;

  constructor(private readonly context: GatewayContext) {
    this.planOfVisit = new DataLoader(async (visitIds) => {
      const plans = await this.plans({ visitIds });
      const byVisit = new Map(plans.map((plan) => [plan.visitId, plan]));
      return visitIds.map((id) => byVisit.get(id) ?? null);
    }, BATCH);
    this.signedOfVisit = new DataLoader(async (visitIds) => {
      const signed = await this.signedPlans({ visitIds });
      const byVisit = new Map(signed.map((row) => [row.visitId, row]));
      return visitIds.map((id) => byVisit.get(id) ?? null);
    }, BATCH);
  }

  private get main() {
    return this.context.clients.main.rest;
  }

  async plans(query: { ids?: readonly string[]; visitIds?: readonly string[] }): Promise<TreatmentPlanRecord[]> {
    const body = await this.main.get<{ data: Raw[] }>('/treatment-plans', {
      ids: query.ids?.length ? query.ids.join(',') : undefined,
      visit_ids: query.visitIds?.length ? query.visitIds.join(',') : undefined,
    });
    return body.data.map(toPlan);
  }

  async signedPlans(query: { ids?: readonly string[]; visitIds?: readonly string[] }): Promise<SignedTreatmentPlanRecord[]> {
    const body = await this.main.get<{ data: Raw[] }>('/signed-treatment-plans', {
      ids: query.ids?.length ? query.ids.join(',') : undefined,
      visit_ids: query.visitIds?.length ? query.visitIds.join(',') : undefined,
    });
    return body.data.map(toSigned);
  }

  async createPlan(visitId: string, payload: PlanPayload): Promise<TreatmentPlanRecord> {
    return toPlan((await this.main.post<{ data: Raw }>(path(visitId, '/treatment-plan'), payload)).data);
  }

  async updatePlan(visitId: string, payload: PlanPayload): Promise<TreatmentPlanRecord> {
    return toPlan((await this.main.put<{ data: Raw }>(path(visitId, '/treatment-plan'), payload)).data);
  }

  async startPlanApproval(visitId: string): Promise<{ visit: VisitRecord; moved: boolean }> {
    const body = await this.main.post<{ data: { visit: Raw; moved: boolean } }>(path(visitId, '/start-plan-approval'), {});
    return { visit: toVisit(body.data.visit), moved: Boolean(body.data.moved) };
  }

  async sign(visitId: string, payload: SignPayload): Promise<{ signed: SignedTreatmentPlanRecord; visit: VisitRecord }> {
    const body = await this.main.post<{ data: { signed_treatment_plan: Raw; visit: Raw } }>(path(visitId, '/treatment-plan/sign'), payload);
    return { signed: toSigned(body.data.signed_treatment_plan), visit: toVisit(body.data.visit) };
  }

  async sendEstimate(visitId: string, email: string, header: HeaderPayload): Promise<{ email: string; expiresAt: string }> {
    const body = await this.main.post<{ data: { email: string; expires_at: string } }>(path(visitId, '/treatment-plan/send'), { email, header });
    return { email: body.data.email, expiresAt: body.data.expires_at };
  }

  async finish(visitId: string, header: HeaderPayload | null): Promise<{ visit: VisitRecord; summaryEmailedTo: string | null }> {
    const body = await this.main.post<{ data: { visit: Raw; summary_emailed_to: string | null } }>(path(visitId, '/finish'), header ? { header } : {});
    return { visit: toVisit(body.data.visit), summaryEmailedTo: body.data.summary_emailed_to };
  }

  async estimate(token: string): Promise<TreatmentPlanEstimateRecord> {
    return toEstimate((await this.main.get<{ data: Raw }>('/treatment-plan-estimate', { token })).data);
  }

  async approveEstimate(payload: {
    token: string;
    plan_version: number;
    signer_name: string | null;
    signature_png: string;
    decisions: { item_id: string; approved: boolean }[];
    user_agent: string | null;
  }): Promise<SignedTreatmentPlanRecord> {
    return toSigned((await this.main.post<{ data: Raw }>('/treatment-plan-estimate/approve', payload)).data);
  }

  /** Issue 27: the pet parent's Approve / Decline of rows, kept with the link until they sign. */
  async saveEstimateChoices(payload: { token: string; plan_version: number; decisions: { item_id: string; approved: boolean }[] }): Promise<TreatmentPlanEstimateRecord> {
    return toEstimate((await this.main.post<{ data: Raw }>('/treatment-plan-estimate/choices', payload)).data);
  }
}

const clients = new WeakMap<GatewayContext, TreatmentPlanClient>();

export function treatmentPlanClient(context: GatewayContext): TreatmentPlanClient {
  let client = clients.get(context);
  if (!client) {
    client = new TreatmentPlanClient(context);
    clients.set(context, client);
  }
  return client;
}
