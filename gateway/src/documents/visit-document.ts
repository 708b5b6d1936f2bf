// From what a document link opens (main's GET /documents/link) to what the PDF is rendered from:
// the REST data mapped once to the renderers' typed inputs, with the signature and the clinic logo
// read from the file storage. Also the signed plan behind an e-mailed estimate link.
import { isFileKey, type FileStorage } from '@vetchart/platform/file-storage';
import { COMPLAINT_DURATIONS, SOAP_CASES } from '@vetchart/contracts/charting/subjective-choices';
import { bodyScoreLabel, dentalScoreLabel, muscleConditionLabel, painScoreLabel } from '@vetchart/contracts/charting-objective/objective-labels';
import type { ClinicHeader, DocumentRequest, EstimateDocumentInput, LabelledValue, ObjectiveSection, PartyBlock, PlanItem, PlanTotals, SubjectiveSection, VisitBlock, Vitals } from './document-inputs.ts';
import type { HeaderPayload as DocumentHeaderPayload } from '../treatment-plans/treatment-plan-wire.ts';
import type { DocumentKindName, RawDocumentData, RawPlanItem, RawTotals } from './documents-client.ts';

type Raw = Record<string, any>;

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

async function clinicHeader(storage: FileStorage, clinic: Partial<DocumentHeaderPayload['clinic']>): Promise<ClinicHeader> {
  return {
    name: clinic.name ?? '',
    // pdfkit draws PNG and JPEG; a GIF or WebP logo is left out.
    logo: await storedImage(storage, clinic.logo_url, ['image/png', 'image/jpeg']),
    addressLine1: clinic.address_line1 ?? null,
    city: clinic.city ?? null,
    state: clinic.state ?? null,
    zip: clinic.zip ?? null,
    phone: clinic.phone ?? null,
    email: clinic.email ?? null,
    timeZone: clinic.time_zone || 'UTC',
  };
}

function partyBlock(party: Partial<DocumentHeaderPayload['party']>): PartyBlock {
  return {
    petName: party.pet_name ?? '',
    species: party.species ?? null,
    breed: party.breed ?? null,
    parentName: party.parent_name ?? '',
    addressLine1: party.address_line1 ?? null,
    city: party.city ?? null,
    state: party.state ?? null,
    zip: party.zip ?? null,
    phone: party.phone ?? null,
    email: party.email ?? null,
  };
}

export function planItem(raw: RawPlanItem): PlanItem {
  return {
    kind: raw.kind,
    code: raw.code,
    name: raw.name,
    category: raw.category,
    selectedDosage: raw.selected_dosage,
    doseInstructions: raw.dose_instructions || null,
    directions: raw.directions || null,
    sideEffects: raw.side_effects || null,
    comment: raw.comment || null,
    quantity: raw.quantity,
    unitPriceCents: raw.unit_price_cents,
    subtotalCents: raw.subtotal_cents,
    taxCents: raw.tax_cents,
    totalCents: raw.total_cents,
    removed: raw.removed,
    approved: raw.approved,
    approvedAt: raw.approved_at,
  };
}

export const planTotals = (raw: RawTotals): PlanTotals => ({ subtotalCents: raw.subtotal_cents, taxCents: raw.tax_cents, totalCents: raw.total_cents, taxRate: Number(raw.tax_rate) });

const visitBlock = (visit: RawDocumentData['visit']): VisitBlock => ({
  name: visit.name,
  startedAt: visit.created_at,
  status: visit.status,
  lockedAt: visit.locked_at,
  lockedByName: visit.locked_by_name,
});

const VOMITING_LABELS: Record<string, string> = {
  vomiting: 'Vomit looks like',
  times_vomiting: 'Times vomited',
  into_trash: 'Into the trash',
  ate_something: 'Ate something it should not',
  rat_poison: 'Access to rat poison or toxins',
  diet_changes: 'Recent diet changes',
  diet_indiscretions: 'Dietary indiscretions',
  recently_vaccinated: 'Recently vaccinated',
};
const DIARRHEA_LABELS: Record<string, string> = {
  diarrhea: 'Stool looks like',
  times_diarrhea: 'How long and progression',
  eating_stool: 'Eating stool',
  diet_indiscretions: 'Dietary indiscretions',
  missing_toys: 'Toys or objects missing',
  accidents: 'Accidents in the house',
  some_visit: 'Boarding, grooming or dog park',
  pet_acting: 'Acting otherwise',
};
const ADDITIONAL_LABELS: Record<string, string> = {
  water_intake: 'Water intake',
  appetite: 'Appetite',
  travel: 'Travel',
  coughing: 'Coughing',
  sneezing: 'Sneezing',
  vomiting: 'Vomiting',
  additional_vomiting: 'Additional vomiting',
  diarrhea: 'Diarrhea',
  special_diets: 'Special diets',
  supplements: 'Supplements',
  flea_comb: 'Flea comb',
  other_pets: 'Other pets',
};

const answers = (panel: Raw | null | undefined, labels: Record<string, string>, prefix = ''): LabelledValue[] =>
  Object.entries(labels)
    .map(([key, label]) => ({ label: `${prefix}${label}`, value: panel?.[key] }))
    .filter((row): row is LabelledValue => typeof row.value === 'string' && row.value.length > 0);

export function subjectiveSection(view: Raw | null | undefined): SubjectiveSection | null {
  if (!view) return null;
  const note = view.subjective_note ?? {};
  const reason = note.reason_for_consultation ?? {};
  const notes = note.additional_notes ?? {};
  const caseLabels = new Map<number, string>(SOAP_CASES.map((soapCase) => [soapCase.id, soapCase.label]));
  const duration = note.chief_complaint?.duration as string | undefined;
  return {
    complaint: note.chief_complaint?.complaint ?? null,
    complaintDuration: COMPLAINT_DURATIONS.find((row) => row.value === duration)?.label ?? duration ?? null,
    reasonsForConsultation: [...(reason.main_case ?? []).map((id: number) => caseLabels.get(id) ?? `Case ${id}`), ...(reason.other_cases ?? [])],
    answers: [
      ...answers(reason, { general_health: 'General health', skin_case: 'Skin' }),
      ...answers(reason.vomiting, VOMITING_LABELS, 'Vomiting: '),
      ...answers(reason.diarrhea, DIARRHEA_LABELS, 'Diarrhea: '),
      ...answers(notes, ADDITIONAL_LABELS),
      ...(typeof notes.indoor === 'number' ? [{ label: 'How often indoors', value: `${notes.indoor}%` }] : []),
    ],
    medications: notes.medications ?? [],
    triageNotes: notes.triage_notes ?? null,
    updatedByName: view.updated_by_name ?? null,
  };
}

export function vitalsOf(view: Raw | null | undefined): Vitals | null {
  if (!view) return null;
  return { temperature: view.temperature, respiratoryRate: view.respiratory_rate, heartRate: view.heart_rate, weight: view.weight };
}

export function objectiveSection(view: Raw | null | undefined): ObjectiveSection | null {
  if (!view) return null;
  const withLabel = (value: number | null, label: string | null) => (value === null || value === undefined ? null : label ? `${value} (${label})` : String(value));
  const scores = [
    { label: 'Body score', value: view.body_score === null ? null : withLabel(view.body_score, bodyScoreLabel(view.body_score)) },
    { label: 'Pain score', value: withLabel(view.pain_score, painScoreLabel(view.pain_score)) },
    { label: 'Dental score', value: dentalScoreLabel(view.dental_score) },
    { label: 'Muscle condition', value: withLabel(view.muscle_condition_score, muscleConditionLabel(view.muscle_condition_score)) },
    { label: 'Feline grimace scale', value: withLabel(view.grimace_scale, null) },
  ].filter((row): row is LabelledValue => row.value !== null);
  return {
    scores,
    mentation: view.mentation ?? null,
    examResults: (view.physicalexamresult ?? []).map((row: Raw) => ({ category: row.category?.category ?? '', result: row.result, comment: row.comment || null })),
    ruleOuts: (view.ruleouts ?? []).map((row: Raw) => ({ name: row.name, category: row.category ?? null, description: row.description || null })),
    medicalHistoryNotes: view.medical_history_notes || null,
    updatedByName: view.updated_by_name ?? null,
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
export async function linkedDocument(data: RawDocumentData, storage: FileStorage, welcomeUrl: string): Promise<LinkedDocument> {
  const clinic = await clinicHeader(storage, data.header.clinic);
  const party = partyBlock(data.header.party);
  const visit = visitBlock(data.visit);
  const plan = data.plan;
  const approved = (plan?.approved_items ?? []).map(planItem);
  const noteDates = [data.subjective?.updated_at, data.vitals?.updated_at, data.objective?.updated_at, data.visit.locked_at, plan?.dated_at];
  switch (data.kind) {
    case 'treatment_plan': {
      // documentData refuses a treatment-plan link without a plan.
      const shown = plan!;
      const signature = shown.signature;
      const png = signature ? await signatureImage(storage, `/files/${signature.storage_key}`) : null;
      const input: EstimateDocumentInput = {
        clinic,
        party,
        descriptionHtml: shown.description,
        items: shown.items.map(planItem),
        totals: planTotals(shown.totals),
        planVersion: shown.plan_version,
        signature:
          signature && png
            ? {
                signerName: signature.signer_name,
                signedAt: signature.signed_at,
                png,
                channel: signature.channel === 'link' ? 'LINK' : 'IN_PERSON',
                declineReason: signature.decline_reason,
                approvedTotalCents: signature.approved_total_cents,
                snapshotSha256: signature.snapshot_sha256,
              }
            : null,
        documentDate: shown.dated_at,
      };
      return { request: { kind: data.kind, input }, filename: documentFilename(data.kind, party.petName, shown.dated_at) };
    }
    case 'soap_note': {
      const documentDate = latest(data.visit.created_at, ...noteDates);
      const input = {
        clinic,
        party,
        visit,
        subjective: subjectiveSection(data.subjective),
        vitals: vitalsOf(data.vitals),
        objective: objectiveSection(data.objective),
        planItems: approved,
        documentDate,
      };
      return { request: { kind: data.kind, input }, filename: documentFilename(data.kind, party.petName, data.visit.created_at) };
    }
    case 'take_home': {
      const documentDate = latest(data.visit.created_at, data.visit.locked_at, plan?.dated_at);
      const input = { clinic, party, visit, planItems: approved, documentDate };
      return { request: { kind: data.kind, input }, filename: documentFilename(data.kind, party.petName, data.visit.created_at) };
    }
    case 'final_summary': {
      const documentDate = latest(data.visit.created_at, ...noteDates);
      const input = {
        clinic,
        party,
        visit,
        subjective: subjectiveSection(data.subjective),
        vitals: vitalsOf(data.vitals),
        objective: objectiveSection(data.objective),
        invoiceItems: approved,
        invoiceTotals: plan ? planTotals(plan.approved_totals) : { subtotalCents: 0, taxCents: 0, totalCents: 0, taxRate: 0 },
        welcomeUrl,
        documentDate,
      };
      return { request: { kind: data.kind, input }, filename: documentFilename(data.kind, party.petName, data.visit.created_at) };
    }
  }
}

/**
 * The signed plan behind an e-mailed estimate link (main's GET /treatment-plan-estimate answer),
 * printed from its snapshot alone; null while the plan is not signed.
 */
export async function signedEstimateDocument(estimate: Raw, storage: FileStorage): Promise<LinkedDocument | null> {
  const signed = estimate.signed as Raw | null;
  if (!signed) return null;
  const png = await signatureImage(storage, signed.signature_url);
  const clinic = await clinicHeader(storage, signed.clinic ?? {});
  const party = partyBlock(signed.party ?? {});
  const input: EstimateDocumentInput = {
    clinic,
    party,
    descriptionHtml: signed.description ?? '',
    items: (signed.items as RawPlanItem[]).map(planItem),
    totals: planTotals(signed.totals),
    planVersion: signed.plan_version,
    signature: {
      signerName: signed.signer_name,
      signedAt: signed.signed_at,
      png,
      channel: signed.channel === 'link' ? 'LINK' : 'IN_PERSON',
      declineReason: signed.decline_reason ?? null,
      approvedTotalCents: signed.approved_total_cents,
      snapshotSha256: signed.snapshot_sha256,
    },
    documentDate: signed.signed_at,
  };
  return { request: { kind: 'treatment_plan', input }, filename: documentFilename('treatment_plan', party.petName, signed.signed_at) };
}
