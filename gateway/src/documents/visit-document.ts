// From what a document link opens (main's GET /documents/link, parsed by document-wire.ts) to what
// the PDF is rendered from: the records mapped once to the renderers' typed inputs, with the
// signature and the clinic logo read from the file storage. Also the signed plan behind an
// e-mailed estimate link.
import { isFileKey, type FileStorage } from '@vetchart/platform/file-storage';
import { authorshipLine } from '@vetchart/contracts/ai-drafts/ai-draft';
import { COMPLAINT_DURATIONS, SOAP_CASES } from '@vetchart/contracts/charting/subjective-choices';
import { bodyScoreLabel, dentalScoreLabel, muscleConditionLabel, painScoreLabel } from '@vetchart/contracts/charting-objective/objective-labels';
import type { ClinicHeader, DocumentRequest, EstimateDocumentInput, LabelledValue, ObjectiveSection, SubjectiveSection, VisitBlock, Vitals } from './document-inputs.ts';
import type { SubjectiveNoteRecord, VitalsRecord } from '../charting/subjective-wire.ts';
import type { ObjectiveNoteRecord } from '../charting-objective/objective-wire.ts';
import { formatDate } from './pdf-layout.ts';
import type { DocumentClinicRecord, DocumentDataRecord, DocumentKindName, SignedEstimateRecord } from './document-wire.ts';

/** A document to render, and the file name its download is given (Content-Disposition). */
export interface LinkedDocument {
  request: DocumentRequest;
  filename: string;
}

/** A stored image's bytes by its public address (/files/<key> or the bucket's), or null. */
async function storedImage(storage: FileStorage, url: string | null | undefined, types: string[]): Promise<Buffer | null> {
  const key = url?.slice(url.lastIndexOf('/') + 1) ?? '';
  if (!isFileKey(key)) return null;
  const file = await storage.get(key);
  return file && types.includes(file.contentType) ? file.body : null;
}

/** A signed plan is never shown without its signature: a missing file is an error, not a blank area. */
async function signatureImage(storage: FileStorage, url: string): Promise<Buffer> {
  const png = await storedImage(storage, url, ['image/png']);
  if (!png) throw new Error(`the signature file of a signed treatment plan is missing: ${url}`);
  return png;
}

async function clinicHeader(storage: FileStorage, clinic: DocumentClinicRecord): Promise<ClinicHeader> {
  const { logoUrl, ...header } = clinic;
  // pdfkit draws PNG and JPEG; a GIF or WebP logo is left out.
  return { ...header, logo: await storedImage(storage, logoUrl, ['image/png', 'image/jpeg']) };
}

const visitBlock = (visit: DocumentDataRecord['visit']): VisitBlock => ({
  name: visit.name,
  startedAt: visit.createdAt,
  status: visit.status,
  lockedAt: visit.lockedAt,
  lockedByName: visit.lockedByName,
});

type Answers = Record<string, unknown>;

const VOMITING_LABELS: Record<string, string> = {
  vomiting: 'Vomit looks like',
  timesVomiting: 'Times vomited',
  intoTrash: 'Into the trash',
  ateSomething: 'Ate something it should not',
  ratPoison: 'Access to rat poison or toxins',
  dietChanges: 'Recent diet changes',
  dietIndiscretions: 'Dietary indiscretions',
  recentlyVaccinated: 'Recently vaccinated',
};
const DIARRHEA_LABELS: Record<string, string> = {
  diarrhea: 'Stool looks like',
  timesDiarrhea: 'How long and progression',
  eatingStool: 'Eating stool',
  dietIndiscretions: 'Dietary indiscretions',
  missingToys: 'Toys or objects missing',
  accidents: 'Accidents in the house',
  someVisit: 'Boarding, grooming or dog park',
  petActing: 'Acting otherwise',
};
const ADDITIONAL_LABELS: Record<string, string> = {
  waterIntake: 'Water intake',
  appetite: 'Appetite',
  travel: 'Travel',
  coughing: 'Coughing',
  sneezing: 'Sneezing',
  vomiting: 'Vomiting',
  additionalVomiting: 'Additional vomiting',
  diarrhea: 'Diarrhea',
  specialDiets: 'Special diets',
  supplements: 'Supplements',
  fleaComb: 'Flea comb',
  otherPets: 'Other pets',
};

const answers = (panel: Answers | null | undefined, labels: Record<string, string>, prefix = ''): LabelledValue[] =>
  Object.entries(labels)
    .map(([key, label]) => ({ label: `${prefix}${label}`, value: panel?.[key] }))
    .filter((row): row is LabelledValue => typeof row.value === 'string' && row.value.length > 0);

export function subjectiveSection(note: SubjectiveNoteRecord | null | undefined): SubjectiveSection | null {
  if (!note) return null;
  const reason = note.reasonForConsultation;
  const notes = note.additionalNotes;
  const caseLabels = new Map<number, string>(SOAP_CASES.map((soapCase) => [soapCase.id, soapCase.label]));
  const duration = note.chiefComplaint.duration;
  return {
    complaint: note.chiefComplaint.complaint,
    complaintDuration: COMPLAINT_DURATIONS.find((row) => row.value === duration)?.label ?? duration ?? null,
    reasonsForConsultation: [...reason.mainCaseIds.map((id) => caseLabels.get(id) ?? `Case ${id}`), ...reason.otherCases],
    answers: [
      ...answers({ generalHealth: reason.generalHealth, skinCase: reason.skinCase }, { generalHealth: 'General health', skinCase: 'Skin' }),
      ...answers(reason.vomiting, VOMITING_LABELS, 'Vomiting: '),
      ...answers(reason.diarrhea, DIARRHEA_LABELS, 'Diarrhea: '),
      ...answers(notes, ADDITIONAL_LABELS),
      ...(typeof notes.indoor === 'number' ? [{ label: 'How often indoors', value: `${notes.indoor}%` }] : []),
    ],
    medications: notes.medications,
    triageNotes: notes.triageNotes,
    updatedByName: note.updatedByName,
  };
}

/** A rate is kept per minute (vitalsWire); the document prints it as a measure. */
const perMinute = (rate: number | null) => (rate === null ? null : { value: rate, unit: 'bpm' });

export function vitalsOf(vitals: VitalsRecord | null | undefined): Vitals | null {
  if (!vitals) return null;
  return { temperature: vitals.temperature, respiratoryRate: perMinute(vitals.respiratoryRate), heartRate: perMinute(vitals.heartRate), weight: vitals.weight };
}

export function objectiveSection(note: ObjectiveNoteRecord | null | undefined): ObjectiveSection | null {
  if (!note) return null;
  const withLabel = (value: number | null, label: string | null) => (value === null ? null : label ? `${value} (${label})` : String(value));
  const scores = [
    { label: 'Body score', value: note.bodyScore === null ? null : withLabel(note.bodyScore, bodyScoreLabel(note.bodyScore)) },
    { label: 'Pain score', value: withLabel(note.painScore, painScoreLabel(note.painScore)) },
    { label: 'Dental score', value: dentalScoreLabel(note.dentalScore) },
    { label: 'Muscle condition', value: withLabel(note.muscleConditionScore, muscleConditionLabel(note.muscleConditionScore)) },
    { label: 'Feline grimace scale', value: withLabel(note.grimaceScale, null) },
  ].filter((row): row is LabelledValue => row.value !== null);
  return {
    scores,
    mentation: note.mentation,
    examResults: note.physicalExamResults.map((row) => ({ category: row.category, result: row.result, comment: row.comment || null })),
    ruleOuts: note.ruleOuts.map((row) => ({ name: row.name, category: row.category, description: row.description || null })),
    medicalHistoryNotes: note.medicalHistoryNotes || null,
    updatedByName: note.updatedByName,
  };
}

const FILE_NAMES: Record<DocumentKindName, string> = {
  soap_note: 'clinical-soap-note',
  treatment_plan: 'treatment-plan',
  take_home: 'take-home-instructions',
  final_summary: 'final-visit-summary',
};

/** A file name from the pet and the document: 'bella-treatment-plan-2025-03-04.pdf'. */
export function documentFilename(kind: DocumentKindName, petName: string, isoDate: string): string {
  const pet = petName
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `${[pet, FILE_NAMES[kind], isoDate.slice(0, 10)].filter(Boolean).join('-')}.pdf`;
}

/** The latest of the times the printed records were last changed: the document's own date. */
function latest(...times: Array<string | null | undefined>): string {
  return times.filter((time): time is string => Boolean(time)).sort().at(-1)!;
}

/** The document a link opens. */
export async function linkedDocument(data: DocumentDataRecord, storage: FileStorage, welcomeUrl: string): Promise<LinkedDocument> {
  const clinic = await clinicHeader(storage, data.header.clinic);
  const party = data.header.party;
  const visit = visitBlock(data.visit);
  const plan = data.plan;
  const approved = plan?.approvedItems ?? [];
  const noteDates = [data.subjective?.updatedAt, data.vitals?.updatedAt, data.objective?.updatedAt, data.visit.lockedAt, plan?.datedAt];
  const consents = data.consents;
  // A declined treatment is a signed outcome of the plan: the rows the signed plan declines, with that signature.
  const declinedRows = plan?.source === 'signed' && plan.signature ? plan.items.filter((item) => !item.removed && (!item.approved || plan.signature!.declineReason)) : [];
  const declined =
    plan?.signature && declinedRows.length
      ? {
          names: declinedRows.map((item) => item.name),
          signerName: plan.signature.signerName,
          signedAt: plan.signature.signedAt,
          channel: plan.signature.channel,
          declineReason: plan.signature.declineReason,
          planVersion: plan.planVersion,
          snapshotSha256: plan.signature.snapshotSha256,
        }
      : null;
  switch (data.kind) {
    case 'treatment_plan': {
      // documentData refuses a treatment-plan link without a plan.
      const shown = plan!;
      const signature = shown.signature;
      const png = signature ? await signatureImage(storage, `/files/${signature.storageKey}`) : null;
      const input: EstimateDocumentInput = {
        clinic,
        party,
        descriptionHtml: shown.description,
        items: shown.items,
        totals: shown.totals,
        planVersion: shown.planVersion,
        doseChecks: shown.doseChecks,
        signature:
          signature && png
            ? {
                signerName: signature.signerName,
                signedAt: signature.signedAt,
                png,
                channel: signature.channel,
                declineReason: signature.declineReason,
                approvedTotalCents: signature.approvedTotalCents,
                snapshotSha256: signature.snapshotSha256,
              }
            : null,
        documentDate: shown.datedAt,
        consents,
      };
      return { request: { kind: data.kind, input }, filename: documentFilename(data.kind, party.petName, shown.datedAt) };
    }
    case 'soap_note': {
      const documentDate = latest(data.visit.createdAt, ...noteDates, ...data.aiDrafts.map((draft) => draft.reviewedAt));
      const day = (iso: string) => formatDate(iso, clinic.timeZone);
      const input = {
        clinic,
        party,
        visit,
        subjective: subjectiveSection(data.subjective),
        vitals: vitalsOf(data.vitals),
        objective: objectiveSection(data.objective),
        planItems: approved,
        aiAuthorship: data.aiDrafts.map((draft) => authorshipLine(draft, day)),
        doseChecks: plan?.doseChecks ?? [],
        consents,
        declined,
        documentDate,
      };
      return { request: { kind: data.kind, input }, filename: documentFilename(data.kind, party.petName, data.visit.createdAt) };
    }
    case 'take_home': {
      const documentDate = latest(data.visit.createdAt, data.visit.lockedAt, plan?.datedAt);
      const input = { clinic, party, visit, planItems: approved, documentDate };
      return { request: { kind: data.kind, input }, filename: documentFilename(data.kind, party.petName, data.visit.createdAt) };
    }
    case 'final_summary': {
      const documentDate = latest(data.visit.createdAt, ...noteDates);
      const input = {
        clinic,
        party,
        visit,
        subjective: subjectiveSection(data.subjective),
        vitals: vitalsOf(data.vitals),
        objective: objectiveSection(data.objective),
        invoiceItems: approved,
        invoiceTotals: plan ? plan.approvedTotals : { subtotalCents: 0, taxCents: 0, totalCents: 0, taxRate: 0 },
        welcomeUrl,
        consents,
        declined,
        documentDate,
      };
      return { request: { kind: data.kind, input }, filename: documentFilename(data.kind, party.petName, data.visit.createdAt) };
    }
  }
}

/**
 * The signed plan behind an e-mailed estimate link, printed from its snapshot alone; null while
 * the plan is not signed.
 */
export async function signedEstimateDocument(signed: SignedEstimateRecord | null, storage: FileStorage): Promise<LinkedDocument | null> {
  if (!signed) return null;
  const png = await signatureImage(storage, signed.signatureUrl);
  const clinic = await clinicHeader(storage, signed.clinic);
  const party = signed.party;
  const input: EstimateDocumentInput = {
    clinic,
    party,
    descriptionHtml: signed.description,
    items: signed.items,
    totals: signed.totals,
    planVersion: signed.planVersion,
    doseChecks: signed.doseChecks,
    signature: {
      signerName: signed.signerName,
      signedAt: signed.signedAt,
      png,
      channel: signed.channel,
      declineReason: signed.declineReason,
      approvedTotalCents: signed.approvedTotalCents,
      snapshotSha256: signed.snapshotSha256,
    },
    documentDate: signed.signedAt,
  };
  return { request: { kind: 'treatment_plan', input }, filename: documentFilename('treatment_plan', party.petName, signed.signedAt) };
}
