// The main service's treatment plans, signed plans and public estimates as it sends them
// (snake_case, docs/rest-main-treatment-plans.md), parsed into the gateway's camelCase records
// with the treatment plan contract (packages/contracts/src/treatment-plans/treatment-plan.ts),
// and the bodies the gateway sends. Used by the main loader table (loaders/main.ts).
import { orNull, trueFlag } from '@vetchart/contracts/answer';
import {
  clinicHeaderAnswer,
  partyAnswer,
  signedTreatmentPlanAnswer,
  totalsAnswer,
  treatmentPlanAnswer,
  treatmentPlanEstimateAnswer,
  treatmentPlanItemAnswer,
  type TreatmentPlanItemKind,
} from '@vetchart/contracts/treatment-plans/treatment-plan';
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod/mini';
import type { ClinicHeaderPayload } from '../clinic/clinic-header.ts';
import { visitWire } from '../visits/visit-wire.ts';

export { ITEM_KINDS, type TreatmentPlanItemKind } from '@vetchart/contracts/treatment-plans/treatment-plan';

export const treatmentPlanItemWire = treatmentPlanItemAnswer;
export type TreatmentPlanItemRecord = z.output<typeof treatmentPlanItemWire>;

export type TotalsRecord = z.output<typeof totalsAnswer>;

export const treatmentPlanWire = treatmentPlanAnswer;
export type TreatmentPlanRecord = z.output<typeof treatmentPlanWire>;

export type ClinicHeaderRecord = z.output<typeof clinicHeaderAnswer>;
export type PartyRecord = z.output<typeof partyAnswer>;

export const signedTreatmentPlanWire = signedTreatmentPlanAnswer;
export type SignedTreatmentPlanRecord = z.output<typeof signedTreatmentPlanWire>;

export const treatmentPlanEstimateWire = treatmentPlanEstimateAnswer;
export type TreatmentPlanEstimateRecord = z.output<typeof treatmentPlanEstimateWire>;

// The writes that move a visit answer `{ data: … }` (loaders/wire.ts `data`).

/** A write that moved the visit: the visit, and whether it moved to the step's status. */
export const movedVisitWire = wire({ visit: visitWire, moved: trueFlag });

export const signedWithVisitWire = wire({ signed: signedTreatmentPlanWire, visit: visitWire }, { signed: 'signed_treatment_plan' });

export const estimateSentWire = wire({ email: z.string(), expiresAt: z.string() });

export const finishedVisitWire = wire({ visit: visitWire, summaryEmailedTo: orNull(z.string()) });

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
