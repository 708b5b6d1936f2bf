// A visit's treatment plan (spec 002 sections 2.5, 2.6, 4 "Approval and signature", 5):
// the bodies the gateway sends to save, sign and approve it, with the spec's messages, and the
// plan, its signed plans and the public estimate as the main service answers them (snake_case,
// docs/rest-main-treatment-plans.md), each field named once. The main service validates its
// request bodies with the `*Wire` schemas (what needs the catalogue or the stored plan stays in
// services/main/src/treatment-plans), the gateway's bodies are their inputs, and the gateway
// parses main's answers with the `*Answer` schemas (gateway/src/treatment-plans/treatment-plan-wire.ts).
// Amounts are whole cents.
import { z } from 'zod/mini';
import { answerId, answerNumber, blank, listOf, orNull, trueFlag } from '../answer.ts';
import { dosageUnitsAnswer } from '../catalogues/catalogue-fields.ts';
import { clinicHeaderWire, headerAddressAndContact, headerName, headerText } from '../clinic/clinic-header.ts';
import { optionalId, requiredId } from '../text.ts';
import { doseChecksAnswer, doseMg, dosesPerDay } from './dose-check.ts';
import { keptWire, wire } from '../wire.ts';

export const ITEM_KINDS = ['DIAGNOSTIC', 'SERVICE', 'MEDICATION', 'INVENTORY'] as const;
export type TreatmentPlanItemKind = (typeof ITEM_KINDS)[number];

export const MAX_ITEMS = 1000;
export const MAX_QUANTITY = 9999;
/** The longest user agent a service keeps (@vetchart/platform/text-limits). */
const MAX_USER_AGENT_LENGTH = 1000;
/** Tokens the service issues are 43 characters; a longer one names no link. */
const MAX_TOKEN_LENGTH = 200;

export const TREATMENT_PLAN_MESSAGES = {
  quantity: 'Quantity must be a whole number of at least 1.',
  quantityTooLarge: `Quantity can be at most ${MAX_QUANTITY}.`,
  kind: 'Choose Diagnostic, Service, Medication or Inventory.',
  dosageTooLong: 'A dosage can be at most 100 characters.',
  unitTooLong: 'A unit can be at most 100 characters.',
  commentTooLong: 'A comment can be at most 2000 characters.',
  aiReasonTooLong: 'The AI reason can be at most 1000 characters.',
  items: 'Items must be a list.',
  tooManyItems: `A treatment plan can have at most ${MAX_ITEMS} items.`,
  catalogueNotFound: 'This item is no longer in the clinic catalogue.',
  duplicate: 'This item is already in the plan.',
  unknownRow: 'This row is not in the treatment plan.',
  rowChanged: "A row's catalogue item cannot change: remove it and add the other item.",
  dosage: "Choose one of the item's Dosage & Unit options.",
  versionRequired: 'Name the version of the treatment plan this save is based on.',
  noPlan: 'This visit has no treatment plan yet: save it first.',
  tooLarge: 'The treatment plan total is too large.',
  description: 'The description can be at most 20000 characters.',
  planChanged: 'The treatment plan changed since it was shown. Review it and sign again.',
  signerRequired: 'Please enter your full name.',
  nameTooLong: 'A name can be at most 200 characters.',
  declineReasonRequired: 'Please enter the reason for declining.',
  declineReasonTooLong: 'The reason can be at most 2000 characters.',
  signature: 'Please sign the treatment plan.',
  signatureTooLarge: 'The signature must be a PNG image of at most 1 MB.',
  decisionRow: 'Name the row each decision is for.',
  decisions: 'Decisions must be a list.',
  tooManyDecisions: 'A treatment plan can have at most 1000 decisions.',
  userAgentTooLong: `The user agent can be at most ${MAX_USER_AGENT_LENGTH} characters.`,
  linkUnknown: 'This link is not valid.',
  emailRequired: 'Please enter email address',
  emailInvalid: 'Please input correct Email!',
} as const;
const M = TREATMENT_PLAN_MESSAGES;

// --- The bodies the gateway sends

/** One of the catalogue item's Dosage & Unit options. */
export const dosageChoice = z.object({
  dosage: z.string().check(z.trim(), z.maxLength(100, M.dosageTooLong)),
  unit: z.string().check(z.trim(), z.maxLength(100, M.unitTooLong)),
});
export type DosageChoice = z.output<typeof dosageChoice>;

/** A row of a plan save: which catalogue item, how many, the client's decision; the service prices it. */
export const treatmentPlanItemWire = wire({
  /** A saved row's id; left out for a new row. */
  id: optionalId(),
  kind: z.enum(ITEM_KINDS, { error: M.kind }),
  catalogueId: requiredId(M.catalogueNotFound),
  quantity: z.number({ error: M.quantity }).check(z.int(M.quantity), z.gte(1, M.quantity), z.lte(MAX_QUANTITY, M.quantityTooLarge)),
  selectedDosage: z.optional(z.nullable(dosageChoice)),
  comment: z.optional(z.nullable(z.string().check(z.maxLength(2000, M.commentTooLong)))),
  removed: z._default(z.boolean(), false),
  approved: z._default(z.boolean(), true),
  /** MEDICATION rows: mg per dose and doses a day, checked against the pet's weight (docs/dose-check.md). */
  doseMg,
  dosesPerDay,
  // Marks a row the AI recommendation suggested, with why; read when the row is added (a saved
  // row keeps its mark), so a person cannot relabel their own choice as the AI's later.
  ai: z.optional(z.boolean()),
  aiReason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000, M.aiReasonTooLong)))),
});
export type TreatmentPlanItemSave = z.output<typeof treatmentPlanItemWire>;

/** POST /visits/{id}/treatment-plan (the first save) and PUT (a later one, naming the version it was based on: the service asks for it). */
export const treatmentPlanSaveWire = wire({
  basedOnVersion: z.optional(z.number().check(z.int())),
  visitModificationId: optionalId(),
  isClientAtClinic: z._default(z.boolean(), true),
  items: z.array(treatmentPlanItemWire, { error: M.items }).check(z.maxLength(MAX_ITEMS, M.tooManyItems)),
  /** Left out or null keeps the plan's (or the default on create). */
  description: z.optional(z.nullable(z.string().check(z.maxLength(20_000, M.description)))),
});
export type TreatmentPlanSave = z.output<typeof treatmentPlanSaveWire>;

/** The pet and its parent a link or a signature prints, kept as sent (see clinic/clinic-header.ts). */
export const partyHeaderWire = keptWire({
  petName: headerName,
  species: headerText,
  breed: headerText,
  parentName: headerName,
  ...headerAddressAndContact,
});

/** The header the main service stores on a link or a signature (gathered by the gateway from auth and inventory). */
export const planHeaderWire = keptWire({ clinic: clinicHeaderWire, party: partyHeaderWire });
export type PlanHeaderInput = z.input<typeof planHeaderWire>;
export type PlanHeader = z.output<typeof planHeaderWire>;

/** The client's Approve / Decline of each row, by the row's id. */
export const decisionsWire = z._default(
  z.array(wire({ itemId: requiredId(M.decisionRow), approved: z.boolean() }), { error: M.decisions }).check(z.maxLength(1000, M.tooManyDecisions)),
  [],
);

/** What every signature names: the plan's version on screen (another is a changed plan), the drawn signature, the decisions. */
const signatureShape = {
  planVersion: z.number({ error: M.planChanged }).check(z.int()),
  signaturePng: z.string({ error: M.signature }).check(z.minLength(1, M.signature), z.maxLength(1_500_000, M.signatureTooLarge)),
  decisions: decisionsWire,
};
const userAgent = z.optional(z.nullable(z.string().check(z.maxLength(MAX_USER_AGENT_LENGTH, M.userAgentTooLong))));
const linkToken = z.string({ error: M.linkUnknown }).check(z.minLength(1, M.linkUnknown), z.maxLength(MAX_TOKEN_LENGTH, M.linkUnknown));

/** POST /visits/{id}/treatment-plan/sign: signing in person; a decline (a reason sent) needs the reason. */
export const treatmentPlanSignWire = wire({
  ...signatureShape,
  signerName: z.string({ error: M.signerRequired }).check(z.trim(), z.minLength(1, M.signerRequired), z.maxLength(200, M.nameTooLong)),
  declineReason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000, M.declineReasonTooLong)))),
  visitModificationId: optionalId(),
  header: planHeaderWire,
  userAgent,
});
export type TreatmentPlanSign = z.output<typeof treatmentPlanSignWire>;

/** POST /visits/{id}/treatment-plan/send: the estimate e-mailed to the pet parent. */
export const treatmentPlanSendWire = wire({
  email: z.string({ error: M.emailRequired }).check(z.trim(), z.minLength(1, M.emailRequired), z.maxLength(254, M.emailInvalid), z.email(M.emailInvalid)),
  header: planHeaderWire,
});
export type TreatmentPlanSend = z.output<typeof treatmentPlanSendWire>;

/** POST /visits/{id}/finish: the header the visit summary e-mail prints, if the gateway could gather it. */
export const visitFinishWire = wire({ header: z.optional(planHeaderWire) });

/** POST /treatment-plan-estimate/approve: the pet parent signs through the e-mailed link (the service asks for the name it does not have). */
export const estimateApprovalWire = wire({
  token: linkToken,
  ...signatureShape,
  signerName: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, M.nameTooLong)))),
  /** The signer's browser, as the gateway received it. */
  userAgent,
});
export type EstimateApproval = z.output<typeof estimateApprovalWire>;

/** POST /treatment-plan-estimate/choices: the pet parent's choices, kept with the link until they sign. */
export const estimateChoicesWire = wire({ token: linkToken, planVersion: signatureShape.planVersion, decisions: decisionsWire });
export type EstimateChoices = z.output<typeof estimateChoicesWire>;

// --- The main service's answers

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
  doseMg: orNull(answerNumber),
  dosesPerDay: orNull(answerNumber),
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
  /** The dose check of each medication row as signed, with its reason (none on plans signed before it). */
  doseChecks: doseChecksAnswer,
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
