// The main service's treatment plans, signed plans and public estimates as it sends them
// (snake_case, docs/rest-main-treatment-plans.md), parsed into the gateway's camelCase records
// with the treatment plan contract (packages/contracts/src/treatment-plans/treatment-plan.ts),
// and the bodies the gateway sends (the contract's inputs). Used by the main loader table (loaders/main.ts).
import { orNull, trueFlag } from '@vetchart/contracts/answer';
import type { doseCheckAnswer, doseReasonWire } from '@vetchart/contracts/treatment-plans/dose-check';
import {
  clinicHeaderAnswer,
  partyAnswer,
  signedTreatmentPlanAnswer,
  totalsAnswer,
  treatmentPlanAnswer,
  treatmentPlanEstimateAnswer,
  treatmentPlanItemAnswer,
  type estimateApprovalWire,
  type estimateChoicesWire,
  type planHeaderWire,
  type treatmentPlanItemWire as treatmentPlanItemBody,
  type treatmentPlanSaveWire,
  type treatmentPlanSendWire,
  type treatmentPlanSignWire,
  type visitFinishWire,
} from '@vetchart/contracts/treatment-plans/treatment-plan';
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod/mini';
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

// The bodies the gateway sends are the contract's inputs (snake_case JSON); the service answers
// the spec's messages for what it refuses.

/** The header the main service stores on a link or a signature. */
export type HeaderPayload = z.input<typeof planHeaderWire>;

export type PlanItemPayload = z.input<typeof treatmentPlanItemBody>;

/** POST/PUT /visits/:id/treatment-plan. */
export type PlanPayload = z.input<typeof treatmentPlanSaveWire>;

/** POST /visits/:id/treatment-plan/sign. */
export type SignPayload = z.input<typeof treatmentPlanSignWire>;

/** POST /treatment-plan-estimate/approve. */
export type EstimateApprovalPayload = z.input<typeof estimateApprovalWire>;

/** The pet parent's Approve / Decline of rows, kept with the link until they sign. */
export type EstimateChoicesPayload = z.input<typeof estimateChoicesWire>;

/** POST /visits/{id}/treatment-plan/send and /visits/{id}/finish: the contract's JSON. */
export type PlanSendPayload = z.input<typeof treatmentPlanSendWire>;
export type VisitFinishPayload = z.input<typeof visitFinishWire>;

/** POST /visits/{id}/treatment-plan/dose-reasons (docs/dose-check.md). */
export type DoseReasonPayload = z.input<typeof doseReasonWire>;
export type DoseCheckRecord = z.output<typeof doseCheckAnswer>;
