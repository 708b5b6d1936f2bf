// What each PDF document is rendered from: plain typed values, already gathered and priced by
// the services (prices and totals are the main service's integer cents; the renderers only
// print them). The same input always gives the same bytes (pdf-layout.ts fixes the metadata
// dates to `documentDate`).
import type { DoseCheck } from '@vetchart/contracts/treatment-plans/dose-check';

/** The clinic's letterhead, as stored on the link when staff issued it. */
export interface ClinicHeader {
  name: string;
  /** The logo's bytes when it is a PNG or JPEG (pdfkit draws no other image type). */
  logo?: Buffer | null;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  phone?: string | null;
  email?: string | null;
  /** IANA zone the clinic works in: every date prints as that day there (MM/DD/YYYY). */
  timeZone: string;
}

/** The pet and its parent. */
export interface PartyBlock {
  petName: string;
  species?: string | null;
  breed?: string | null;
  parentName: string;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  phone?: string | null;
  email?: string | null;
}

export type PlanItemKind = 'DIAGNOSTIC' | 'SERVICE' | 'MEDICATION' | 'INVENTORY';

/** One row of a treatment plan, priced by the main service. */
export interface PlanItem {
  kind: PlanItemKind;
  code: string;
  name: string;
  category?: string | null;
  selectedDosage?: { dosage: string; unit: string } | null;
  doseInstructions?: string | null;
  directions?: string | null;
  sideEffects?: string | null;
  comment?: string | null;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  removed: boolean;
  approved: boolean;
  /** ISO time of the latest decision. */
  approvedAt?: string | null;
}

export interface PlanTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** Percent, e.g. 8.25. */
  taxRate: number;
}

/** The client's signature under a plan. */
export interface PlanSignature {
  signerName: string;
  /** ISO time. */
  signedAt: string;
  /** The PNG the client drew. */
  png: Buffer;
  channel: 'IN_PERSON' | 'LINK';
  declineReason?: string | null;
  approvedTotalCents: number;
  snapshotSha256: string;
}

/** The treatment-plan estimate: a working plan (unsigned) or the snapshot a client signed. */
/** A consent signed, declined or withdrawn on the visit (docs/consents.md). */
export interface ConsentRecord {
  formTitle: string;
  formVersion: number;
  textSha256: string;
  hashVerified: boolean;
  declined: boolean;
  declineReason?: string | null;
  signerName: string;
  channel: 'IN_PERSON' | 'LINK';
  signedAt: string;
  withdrawnAt?: string | null;
  withdrawnByName?: string | null;
  withdrawReason?: string | null;
}

/** The treatments the client declined on the signed plan, with that signature (a decline is signed like an approval). */
export interface DeclinedTreatments {
  names: string[];
  signerName: string;
  signedAt: string;
  channel: 'IN_PERSON' | 'LINK';
  declineReason?: string | null;
  planVersion: number;
  snapshotSha256: string;
}

/** What the documents print under 'Consents and declined treatments'. */
export interface ConsentRecords {
  consents?: ConsentRecord[];
  declined?: DeclinedTreatments | null;
}

export interface EstimateDocumentInput extends ConsentRecords {
  clinic: ClinicHeader;
  party: PartyBlock;
  /** The plan's description (sanitised HTML), printed as text. */
  descriptionHtml: string;
  /** Rows in plan order; removed rows are left out of the document. */
  items: PlanItem[];
  totals: PlanTotals;
  planVersion: number;
  signature?: PlanSignature | null;
  /** Each medication row's dose check with its reason (docs/dose-check.md). */
  doseChecks?: DoseCheck[];
  /** ISO time the document stands for (the signature's, or the working plan's last save). */
  documentDate: string;
}

export interface Measure {
  value: number;
  unit: string;
}

export interface Vitals {
  temperature?: Measure | null;
  respiratoryRate?: Measure | null;
  heartRate?: Measure | null;
  weight?: Measure | null;
}

/** A labelled answer of the subjective note (the case panels and additional notes). */
export interface LabelledValue {
  label: string;
  value: string;
}

export interface SubjectiveSection {
  complaint?: string | null;
  complaintDuration?: string | null;
  reasonsForConsultation: string[];
  answers: LabelledValue[];
  medications: string[];
  triageNotes?: string | null;
  updatedByName?: string | null;
}

export interface ExamResult {
  category: string;
  result: string;
  comment?: string | null;
}

export interface RuleOut {
  name: string;
  category?: string | null;
  description?: string | null;
}

export interface ObjectiveSection {
  scores: LabelledValue[];
  mentation?: string | null;
  examResults: ExamResult[];
  ruleOuts: RuleOut[];
  medicalHistoryNotes?: string | null;
  updatedByName?: string | null;
}

export interface VisitBlock {
  name: string;
  /** ISO time the visit was started. */
  startedAt: string;
  status: string;
  lockedByName?: string | null;
  lockedAt?: string | null;
}

export interface SoapNoteDocumentInput extends ConsentRecords {
  clinic: ClinicHeader;
  party: PartyBlock;
  visit: VisitBlock;
  subjective?: SubjectiveSection | null;
  vitals?: Vitals | null;
  objective?: ObjectiveSection | null;
  /** The plan's rows that are kept and approved, without prices. */
  planItems: PlanItem[];
  /** One line per part the AI drafted: the feature, the provider, and who reviewed it when (or that nobody did yet). */
  aiAuthorship?: string[];
  /** Each medication row's dose check with its reason (docs/dose-check.md). */
  doseChecks?: DoseCheck[];
  documentDate: string;
}

export interface TakeHomeDocumentInput {
  clinic: ClinicHeader;
  party: PartyBlock;
  visit: VisitBlock;
  /** The plan's rows that are kept and approved. */
  planItems: PlanItem[];
  documentDate: string;
}

export interface FinalSummaryDocumentInput extends ConsentRecords {
  clinic: ClinicHeader;
  party: PartyBlock;
  visit: VisitBlock;
  subjective?: SubjectiveSection | null;
  vitals?: Vitals | null;
  objective?: ObjectiveSection | null;
  /** The invoice's rows: the plan's rows that are kept and approved. */
  invoiceItems: PlanItem[];
  invoiceTotals: PlanTotals;
  /** Where the client continues in the product (spec 002 section 2.9: the summary links to /d/welcome). */
  welcomeUrl: string;
  documentDate: string;
}

/**
 * One document to render: its kind and everything it prints, images included. Plain data (a
 * structured clone keeps it whole), so it can be hashed for the cache and rendered anywhere.
 */
export type DocumentRequest =
  | { kind: 'treatment_plan'; input: EstimateDocumentInput }
  | { kind: 'soap_note'; input: SoapNoteDocumentInput }
  | { kind: 'take_home'; input: TakeHomeDocumentInput }
  | { kind: 'final_summary'; input: FinalSummaryDocumentInput };
