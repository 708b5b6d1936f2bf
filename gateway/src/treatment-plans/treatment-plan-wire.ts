// The main service's treatment plans, signed plans and public estimates as it sends them
// (snake_case, docs/rest-main-treatment-plans.md), parsed into the gateway's camelCase records,
// and the bodies the gateway sends. Used by the main loader table (loaders/main.ts).
import { z } from 'zod';
import { dosageUnitsWire } from '../catalogues/catalogue-wire.ts';
import type { ClinicHeaderPayload } from '../clinic/clinic-header.ts';
import { visitWire } from '../visits/visit-wire.ts';

export const ITEM_KINDS = ['DIAGNOSTIC', 'SERVICE', 'MEDICATION', 'INVENTORY'] as const;
export type TreatmentPlanItemKind = (typeof ITEM_KINDS)[number];

/** Text the service may leave out; the GraphQL field is non-null and reads it as ''. */
const blank = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value === true);

export const treatmentPlanItemWire = z
  .object({
    id: z.coerce.string(),
    kind: z.enum(ITEM_KINDS),
    catalogue_id: z.coerce.string(),
    code: blank,
    name: blank,
    category: orNull(z.string()),
    description: blank,
    dosage_options: dosageUnitsWire,
    selected_dosage: z.object({ dosage: z.unknown().transform(String), unit: z.unknown().transform(String) }).nullish(),
    dose_instructions: blank,
    directions: blank,
    side_effects: blank,
    comment: blank,
    quantity: z.coerce.number(),
    unit_price_cents: z.coerce.number(),
    subtotal_cents: z.coerce.number(),
    tax_cents: z.coerce.number(),
    total_cents: z.coerce.number(),
    taxable: flag,
    removed: flag,
    approved: flag,
    approved_at: orNull(z.string()),
    ai: flag,
    ai_reason: orNull(z.string()),
    /** DIAGNOSTIC rows: an in-house test (false for rows saved before it was copied). */
    in_house: flag,
    /** DIAGNOSTIC rows: the reference lab's test code, null for in-house tests. */
    lab_code: orNull(z.string()),
  })
  .transform((raw) => ({
    id: raw.id,
    kind: raw.kind,
    catalogueId: raw.catalogue_id,
    code: raw.code,
    name: raw.name,
    category: raw.category,
    description: raw.description,
    dosageOptions: raw.dosage_options,
    selectedDosage: raw.selected_dosage ?? null,
    doseInstructions: raw.dose_instructions,
    directions: raw.directions,
    sideEffects: raw.side_effects,
    comment: raw.comment,
    quantity: raw.quantity,
    unitPriceCents: raw.unit_price_cents,
    subtotalCents: raw.subtotal_cents,
    taxCents: raw.tax_cents,
    totalCents: raw.total_cents,
    taxable: raw.taxable,
    removed: raw.removed,
    approved: raw.approved,
    approvedAt: raw.approved_at,
    ai: raw.ai,
    aiReason: raw.ai_reason,
    inHouse: raw.in_house,
    labCode: raw.lab_code,
  }));
export type TreatmentPlanItemRecord = z.output<typeof treatmentPlanItemWire>;

const items = z
  .array(treatmentPlanItemWire)
  .nullish()
  .transform((rows) => rows ?? []);

const totalsWire = z
  .object({ subtotal_cents: z.coerce.number(), tax_cents: z.coerce.number(), total_cents: z.coerce.number(), tax_rate: z.coerce.number() })
  .transform((raw) => ({ subtotalCents: raw.subtotal_cents, taxCents: raw.tax_cents, totalCents: raw.total_cents, taxRate: raw.tax_rate }));
export type TotalsRecord = z.output<typeof totalsWire>;

export const treatmentPlanWire = z
  .object({
    id: z.coerce.string(),
    visit_id: z.coerce.string(),
    pet_id: z.coerce.string(),
    items,
    description: blank,
    is_client_at_clinic: flag,
    totals: totalsWire,
    /** Issue 27: the totals without the declined rows. */
    approved_totals: totalsWire,
    version: z.coerce.number(),
    updated_at: z.string(),
    updated_by_name: z.string(),
  })
  .transform((raw) => ({
    id: raw.id,
    visitId: raw.visit_id,
    petId: raw.pet_id,
    items: raw.items,
    description: raw.description,
    isClientAtClinic: raw.is_client_at_clinic,
    totals: raw.totals,
    approvedTotals: raw.approved_totals,
    version: raw.version,
    updatedAt: raw.updated_at,
    updatedByName: raw.updated_by_name,
  }));
export type TreatmentPlanRecord = z.output<typeof treatmentPlanWire>;

/** The clinic as printed on a link or a signature (every part may be missing on older rows). */
const clinicHeaderWire = z
  .object({
    name: blank,
    logo_url: orNull(z.string()),
    city: orNull(z.string()),
    state: orNull(z.string()),
    zip: orNull(z.string()),
    phone: orNull(z.string()),
    email: orNull(z.string()),
  })
  .nullish()
  .transform((raw) => ({
    name: raw?.name ?? '',
    logoUrl: raw?.logo_url ?? null,
    city: raw?.city ?? null,
    state: raw?.state ?? null,
    zip: raw?.zip ?? null,
    phone: raw?.phone ?? null,
    email: raw?.email ?? null,
  }));
export type ClinicHeaderRecord = z.output<typeof clinicHeaderWire>;

const partyWire = z
  .object({
    pet_name: blank,
    species: orNull(z.string()),
    breed: orNull(z.string()),
    parent_name: blank,
    address_line1: orNull(z.string()),
    city: orNull(z.string()),
    state: orNull(z.string()),
    zip: orNull(z.string()),
  })
  .nullish()
  .transform((raw) => ({
    petName: raw?.pet_name ?? '',
    species: raw?.species ?? null,
    breed: raw?.breed ?? null,
    parentName: raw?.parent_name ?? '',
    addressLine1: raw?.address_line1 ?? null,
    city: raw?.city ?? null,
    state: raw?.state ?? null,
    zip: raw?.zip ?? null,
  }));
export type PartyRecord = z.output<typeof partyWire>;

export const signedTreatmentPlanWire = z
  .object({
    id: z.coerce.string(),
    visit_id: z.coerce.string(),
    plan_version: z.coerce.number(),
    signer_name: z.string(),
    signed_at: z.string(),
    channel: z.string(),
    signature_url: z.string(),
    decline_reason: orNull(z.string()),
    description: blank,
    clinic: clinicHeaderWire,
    party: partyWire,
    items,
    totals: totalsWire,
    /** Issue 27: the approved rows' subtotal, tax and total. */
    approved_totals: totalsWire,
    approved_total_cents: z.coerce.number(),
    snapshot_sha256: z.string(),
  })
  .transform((raw) => ({
    id: raw.id,
    visitId: raw.visit_id,
    planVersion: raw.plan_version,
    signerName: raw.signer_name,
    signedAt: raw.signed_at,
    channel: raw.channel === 'link' ? ('LINK' as const) : ('IN_PERSON' as const),
    signatureUrl: raw.signature_url,
    declineReason: raw.decline_reason,
    description: raw.description,
    clinic: raw.clinic,
    party: raw.party,
    items: raw.items,
    totals: raw.totals,
    approvedTotals: raw.approved_totals,
    approvedTotalCents: raw.approved_total_cents,
    snapshotSha256: raw.snapshot_sha256,
  }));
export type SignedTreatmentPlanRecord = z.output<typeof signedTreatmentPlanWire>;

export const treatmentPlanEstimateWire = z
  .object({
    clinic: clinicHeaderWire,
    party: partyWire,
    description: blank,
    plan_version: z.coerce.number(),
    items,
    totals: totalsWire,
    /** Issue 27: the totals without the rows declined so far. */
    approved_totals: totalsWire,
    expires_at: z.string(),
    signed: signedTreatmentPlanWire.nullish(),
  })
  .transform((raw) => ({
    clinic: raw.clinic,
    party: raw.party,
    description: raw.description,
    planVersion: raw.plan_version,
    items: raw.items,
    totals: raw.totals,
    approvedTotals: raw.approved_totals,
    expiresAt: raw.expires_at,
    signed: raw.signed ?? null,
  }));
export type TreatmentPlanEstimateRecord = z.output<typeof treatmentPlanEstimateWire>;

/** A write that moved the visit: the visit, and whether it moved to the step's status. */
export const movedVisitWire = z
  .object({ data: z.object({ visit: visitWire, moved: z.boolean().nullish() }) })
  .transform((raw) => ({ visit: raw.data.visit, moved: raw.data.moved === true }));

export const signedWithVisitWire = z
  .object({ data: z.object({ signed_treatment_plan: signedTreatmentPlanWire, visit: visitWire }) })
  .transform((raw) => ({ signed: raw.data.signed_treatment_plan, visit: raw.data.visit }));

export const estimateSentWire = z
  .object({ data: z.object({ email: z.string(), expires_at: z.string() }) })
  .transform((raw) => ({ email: raw.data.email, expiresAt: raw.data.expires_at }));

export const finishedVisitWire = z
  .object({ data: z.object({ visit: visitWire, summary_emailed_to: z.string().nullish() }) })
  .transform((raw) => ({ visit: raw.data.visit, summaryEmailedTo: raw.data.summary_emailed_to ?? null }));

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

export interface EstimateApprovalPayload {
  token: string;
  plan_version: number;
  signer_name: string | null;
  signature_png: string;
  decisions: { item_id: string; approved: boolean }[];
  user_agent: string | null;
}

/** Issue 27: the pet parent's Approve / Decline of rows, kept with the link until they sign. */
export interface EstimateChoicesPayload {
  token: string;
  plan_version: number;
  decisions: { item_id: string; approved: boolean }[];
}
