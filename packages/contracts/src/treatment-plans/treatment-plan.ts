// A visit's treatment plan, its signed plans and the public estimate as the main service answers
// them (snake_case, docs/rest-main-treatment-plans.md), each field named once; the gateway parses
// main's answers with them (gateway/src/treatment-plans/treatment-plan-wire.ts). Amounts are
// whole cents.
import { z } from 'zod/mini';
import { answerId, answerNumber, blank, listOf, orNull, trueFlag } from '../answer.ts';
import { dosageUnitsAnswer } from '../catalogues/catalogue-fields.ts';
import { wire } from '../wire.ts';

export const ITEM_KINDS = ['DIAGNOSTIC', 'SERVICE', 'MEDICATION', 'INVENTORY'] as const;
export type TreatmentPlanItemKind = (typeof ITEM_KINDS)[number];

const asText = z.pipe(z.unknown(), z.transform(String));
const text = orNull(z.string());

export const treatmentPlanItemAnswer = wire({
  id: answerId,
  kind: z.enum(ITEM_KINDS),
  catalogueId: answerId,
  code: blank,
  name: blank,
  category: text,
  description: blank,
  dosageOptions: dosageUnitsAnswer,
  selectedDosage: orNull(z.object({ dosage: asText, unit: asText })),
  doseInstructions: blank,
  directions: blank,
  sideEffects: blank,
  comment: blank,
  quantity: answerNumber,
  unitPriceCents: answerNumber,
  subtotalCents: answerNumber,
  taxCents: answerNumber,
  totalCents: answerNumber,
  taxable: trueFlag,
  removed: trueFlag,
  approved: trueFlag,
  approvedAt: text,
  ai: trueFlag,
  aiReason: text,
  /** DIAGNOSTIC rows: an in-house test (false for rows saved before it was copied). */
  inHouse: trueFlag,
  /** DIAGNOSTIC rows: the reference lab's test code, null for in-house tests. */
  labCode: text,
});
export type TreatmentPlanItem = z.output<typeof treatmentPlanItemAnswer>;

const items = listOf(treatmentPlanItemAnswer);

export const totalsAnswer = wire({ subtotalCents: answerNumber, taxCents: answerNumber, totalCents: answerNumber, taxRate: answerNumber });
export type Totals = z.output<typeof totalsAnswer>;

export const treatmentPlanAnswer = wire({
  id: answerId,
  visitId: answerId,
  petId: answerId,
  items,
  description: blank,
  isClientAtClinic: trueFlag,
  totals: totalsAnswer,
  /** The totals without the declined rows. */
  approvedTotals: totalsAnswer,
  version: answerNumber,
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type TreatmentPlan = z.output<typeof treatmentPlanAnswer>;

/** A part every piece of which may be missing on older rows (or the whole part): read as if sent empty. */
const mayBeMissing = <T extends z.ZodMiniType<unknown, Record<string, unknown>>>(part: T) =>
  z.pipe(
    z.nullish(part),
    z.transform((value: z.output<T> | null | undefined): z.output<T> => value ?? z.parse(part, {})),
  );

/** The clinic as printed on a link or a signature. */
const clinicHeader = wire({ name: blank, logoUrl: text, city: text, state: text, zip: text, phone: text, email: text });
export const clinicHeaderAnswer = mayBeMissing(clinicHeader);
export type ClinicHeader = z.output<typeof clinicHeaderAnswer>;

/** The pet and its parent as printed on a link or a signature. */
const party = wire({ petName: blank, species: text, breed: text, parentName: blank, addressLine1: text, city: text, state: text, zip: text });
export const partyAnswer = mayBeMissing(party);
export type Party = z.output<typeof partyAnswer>;

export const signedTreatmentPlanAnswer = wire({
  id: answerId,
  visitId: answerId,
  planVersion: answerNumber,
  signerName: z.string(),
  signedAt: z.string(),
  channel: z.pipe(
    z.string(),
    z.transform((channel) => (channel === 'link' ? ('LINK' as const) : ('IN_PERSON' as const))),
  ),
  signatureUrl: z.string(),
  declineReason: text,
  description: blank,
  clinic: clinicHeaderAnswer,
  party: partyAnswer,
  items,
  totals: totalsAnswer,
  /** The approved rows' subtotal, tax and total. */
  approvedTotals: totalsAnswer,
  approvedTotalCents: answerNumber,
  snapshotSha256: z.string(),
});
export type SignedTreatmentPlan = z.output<typeof signedTreatmentPlanAnswer>;

export const treatmentPlanEstimateAnswer = wire({
  clinic: clinicHeaderAnswer,
  party: partyAnswer,
  description: blank,
  planVersion: answerNumber,
  items,
  totals: totalsAnswer,
  /** The totals without the rows declined so far. */
  approvedTotals: totalsAnswer,
  expiresAt: z.string(),
  signed: orNull(signedTreatmentPlanAnswer),
});
export type TreatmentPlanEstimate = z.output<typeof treatmentPlanEstimateAnswer>;
