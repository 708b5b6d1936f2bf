// What the main service answers about documents (services/main/src/documents/, docs/documents.md):
// an issued link, the data a link's document prints (GET /documents/link) and the signed plan
// behind an e-mailed estimate link (GET /treatment-plan-estimate), each field named once; the
// gateway parses main's answers with them (gateway/src/documents/document-wire.ts). The notes are
// the visit's REST views and parse with the charting answers. Also the body that issues a link
// (`documentLinkIssueWire`), which main validates with and whose input is the gateway's payload.
import { z } from 'zod/mini';
import { aiDraftAnswer } from '../ai-drafts/ai-draft.ts';
import { doseChecksAnswer } from '../treatment-plans/dose-check.ts';
import { answerId, answerNumber, blank, listOf, orEmpty, orNull } from '../answer.ts';
import { objectiveNoteAnswer } from '../charting-objective/objective-note.ts';
import { subjectiveNoteAnswer, vitalsAnswer } from '../charting/subjective-note.ts';
import { ITEM_KINDS, planHeaderWire } from '../treatment-plans/treatment-plan.ts';
import { wire } from '../wire.ts';

export const DOCUMENT_KINDS = ['soap_note', 'treatment_plan', 'take_home', 'final_summary'] as const;
export type DocumentKindName = (typeof DOCUMENT_KINDS)[number];

/** POST /visits/{id}/document-links: which summary to download, with the clinic's header the link keeps as sent. */
export const documentLinkIssueWire = wire({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Choose soap_note, treatment_plan, take_home or final_summary.' }),
  header: planHeaderWire,
});

const text = orNull(z.string());
/** Text a document prints only when it says something: '' reads as null. */
const shown = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value || null),
);
const asText = z.pipe(z.unknown(), z.transform(String));

export const issuedDocumentLinkAnswer = wire({ token: z.string(), kind: z.enum(DOCUMENT_KINDS), visitId: answerId, expiresAt: z.string() });
export type IssuedDocumentLink = z.output<typeof issuedDocumentLinkAnswer>;

/** Where a clinic or a pet parent is reached, as a document prints it; any part may be missing. */
const addressAndContact = { addressLine1: text, city: text, state: text, zip: text, phone: text, email: text };

/** The clinic's letterhead stored with the link or the signature (older rows may miss any part). */
export const documentClinicAnswer = wire({
  name: blank,
  logoUrl: text,
  ...addressAndContact,
  // The dates print as days in the clinic's zone; UTC when the header names none.
  timeZone: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value || 'UTC'),
  ),
});
export type DocumentClinic = z.output<typeof documentClinicAnswer>;

const partyAnswer = wire({
  petName: blank,
  species: text,
  breed: text,
  parentName: blank,
  ...addressAndContact,
});

/** One priced row as the plan store keeps it (integer cents). */
const planItemAnswer = wire({
  kind: z.enum(ITEM_KINDS),
  code: blank,
  name: blank,
  category: text,
  selectedDosage: orNull(z.object({ dosage: asText, unit: asText })),
  doseInstructions: shown,
  directions: shown,
  sideEffects: shown,
  comment: shown,
  quantity: answerNumber,
  unitPriceCents: answerNumber,
  subtotalCents: answerNumber,
  taxCents: answerNumber,
  totalCents: answerNumber,
  removed: z.boolean(),
  approved: z.boolean(),
  approvedAt: text,
});

const totalsAnswer = wire({ subtotalCents: answerNumber, taxCents: answerNumber, totalCents: answerNumber, taxRate: answerNumber });

/** How the plan was signed: 'link' is the e-mailed link, anything else in person. */
const channel = z.pipe(
  z.string(),
  z.transform((value) => (value === 'link' ? ('LINK' as const) : ('IN_PERSON' as const))),
);

export const documentPlanAnswer = wire({
  source: z.enum(['signed', 'working']),
  planVersion: answerNumber,
  description: blank,
  items: z.array(planItemAnswer),
  totals: totalsAnswer,
  approvedItems: z.array(planItemAnswer),
  approvedTotals: totalsAnswer,
  datedAt: z.string(),
  /** Each medication row's dose check with its reason (docs/dose-check.md). */
  doseChecks: doseChecksAnswer,
  signature: orNull(
    wire({
      signerName: z.string(),
      signedAt: z.string(),
      channel,
      declineReason: text,
      approvedTotalCents: answerNumber,
      snapshotSha256: z.string(),
      /** Where the PNG is in the file storage. */
      storageKey: z.string(),
    }),
  ),
});
export type DocumentPlan = z.output<typeof documentPlanAnswer>;

/**
 * A consent signed, declined or withdrawn on the visit, as the documents print it (docs/consents.md):
 * the form's title and version signed, the SHA-256 of its text and whether it still verifies.
 */
export const documentConsentAnswer = wire({
  formTitle: blank,
  formVersion: answerNumber,
  textSha256: z.string(),
  hashVerified: z.boolean(),
  declined: z.boolean(),
  declineReason: text,
  signerName: z.string(),
  channel,
  signedAt: z.string(),
  withdrawnAt: text,
  withdrawnByName: text,
  withdrawReason: text,
});
export type DocumentConsent = z.output<typeof documentConsentAnswer>;

/** What a document link opens: the notes only for the kinds that print them. */
export const documentDataAnswer = wire({
  kind: z.enum(DOCUMENT_KINDS),
  visitId: answerId,
  expiresAt: z.string(),
  header: wire({ clinic: orEmpty(documentClinicAnswer), party: orEmpty(partyAnswer) }),
  visit: wire({ id: answerId, name: blank, status: z.string(), createdAt: z.string(), updatedAt: z.string(), lockedAt: text, lockedByName: text }),
  subjective: orNull(subjectiveNoteAnswer),
  vitals: orNull(vitalsAnswer),
  objective: orNull(objectiveNoteAnswer),
  plan: orNull(documentPlanAnswer),
  /** The parts of the notes the AI wrote and their review (the notes' kinds only; none for the others). */
  aiDrafts: listOf(aiDraftAnswer),
  /** Every consent signature of the visit, oldest first (none for the take-home instructions). */
  consents: listOf(documentConsentAnswer),
});
export type DocumentData = z.output<typeof documentDataAnswer>;

const signedEstimate = wire({
  planVersion: answerNumber,
  signerName: z.string(),
  signedAt: z.string(),
  channel,
  signatureUrl: z.string(),
  declineReason: text,
  description: blank,
  clinic: orEmpty(documentClinicAnswer),
  party: orEmpty(partyAnswer),
  items: z.array(planItemAnswer),
  doseChecks: doseChecksAnswer,
  totals: totalsAnswer,
  approvedTotalCents: answerNumber,
  snapshotSha256: z.string(),
});

/** The e-mailed estimate link's plan as a document prints it: its signed snapshot, null until signed. */
export const signedEstimateAnswer = z.pipe(
  z.object({ signed: orNull(signedEstimate) }),
  // The answer is only this snapshot, sent under `signed`: read as the snapshot itself.
  z.transform(({ signed }) => signed),
);
export type SignedEstimate = NonNullable<z.output<typeof signedEstimateAnswer>>;
