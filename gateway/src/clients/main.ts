// Typed client of the main service (docs/rest-main.md). Methods map the service's snake_case
// JSON to the gateway's camelCase records, once, here.
import { RestClient, type UpstreamOptions } from './http.ts';
import type { ClinicHeaderPayload } from '../clinic/clinic-header.ts';

/** The header a sent subjective form is shown with (the clinic, the pet's species and medications), sent with it to main. */
export interface FormHeaderPayload {
  clinic: ClinicHeaderPayload;
  species: string | null;
  medications: string[];
}

type Raw = Record<string, any>;

/**
 * The main service's transport for the domains not yet moved to the loader table
 * (loaders/main.ts): pets, files and appointment settings are there now.
 */
export class MainClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }
}


// --- The visit's results step: lab orders and results, orphans, in-house results, comments, the
// treatment result and SOAP templates (PLAN-18 "Main service REST"; docs/rest-main-results.md). ---

export type LabOrderStatusName = 'queued' | 'pending' | 'submitted' | 'in_progress' | 'completed' | 'cancelled';

export interface LabOrderRecord {
  id: string;
  visitId: string;
  petId: string;
  provider: string;
  providerName: string;
  kind: 'order' | 'additional';
  status: LabOrderStatusName;
  partnerOrderId: string | null;
  tests: { code: string; name: string; treatmentId: string | null; planItemId: string | null }[];
  links: { type: string; url: string }[];
  lastError: string | null;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
}

export interface LabValueRecord {
  analyte: string;
  value: string;
  unit: string;
  referenceRange: string;
  low: number | null;
  high: number | null;
  flag: 'H' | 'L' | 'N' | 'A';
}

export interface LabResultEventRecord {
  action: 'received' | 'assigned' | 'unassigned';
  description: string;
  visitId: string | null;
  actorName: string;
  updatedAt: string;
}

export interface PetSuggestionRecord {
  petId: string;
  petName: string;
  parentName: string;
  specieId: string | null;
  score: number;
  reasons: string[];
}

export interface LabResultRecord {
  id: string;
  provider: string;
  providerName: string;
  partnerResultId: string;
  identifier: string;
  status: string;
  visitId: string | null;
  petId: string | null;
  labOrderId: string | null;
  assigned: boolean;
  patient: { name: string; species: string; breed: string; sex: string; parentName: string };
  testDate: string;
  finalResultDate: string | null;
  tests: { code: string; name: string; values: LabValueRecord[] }[];
  reportAvailable: boolean;
  receivedAt: string;
  updatedAt: string;
  history: LabResultEventRecord[];
  /** Orphans only (GET /orphaned-results): the clinic's pets that best match, best first. */
  suggestedPets: PetSuggestionRecord[];
}

export interface InHouseResultRecord {
  id: string;
  visitId: string;
  planItemId: string;
  diagnosticsId: string | null;
  testDate: string;
  resultDate: string;
  result: string;
  comment: string;
  source: string;
  version: number;
  updatedByName: string;
  createdAt: string;
  updatedAt: string;
}

export interface ResultCommentRecord {
  id: string;
  visitId: string;
  petId: string;
  kind: 'service' | 'diagnostic';
  itemCode: string;
  partner: string | null;
  comments: string;
  version: number;
  updatedByName: string;
  updatedAt: string;
}

export interface ResultRowRecord {
  planItemId: string | null;
  catalogueId: string | null;
  code: string;
  name: string;
  quantity: number | null;
  dosage: string | null;
  comment: string | null;
}

export interface ResultDiagnosisRecord {
  diagnosisId: string | null;
  name: string;
  category: string | null;
  description: string | null;
}

export interface TemplateFieldRecord {
  name: string;
  hint: string;
}

/** A template's section (PLAN-19 decision 2): its name, its guidance text and its fields. */
export interface TemplateSectionRecord {
  section: string;
  value: string;
  fields?: TemplateFieldRecord[];
}

export interface TreatmentResultContentRecord {
  ruleOuts: ResultDiagnosisRecord[];
  diagnosis: ResultDiagnosisRecord[];
  treatments: ResultRowRecord[];
  medications: ResultRowRecord[];
  customMedications: ResultRowRecord[];
  inventories: ResultRowRecord[];
  services: ResultRowRecord[];
  additionalCareText: string;
}

export interface TreatmentResultRecord {
  id: string;
  visitId: string;
  petId: string;
  soapTemplateId: string | null;
  templateCode: string | null;
  result: TreatmentResultContentRecord;
  templateContent: TemplateSectionRecord[] | null;
  version: number;
  writtenBackAt: string | null;
  writtenBackRef: string | null;
  writtenBackTo: string | null;
  updatedByName: string;
  createdAt: string;
  updatedAt: string;
}

export interface VisitResultsRecord {
  visitId: string;
  labOrders: LabOrderRecord[];
  labResults: LabResultRecord[];
  inHouseResults: InHouseResultRecord[];
  comments: ResultCommentRecord[];
  treatmentResult: TreatmentResultRecord | null;
}

export interface ResultsHistoryEntryRecord {
  visitId: string;
  visitName: string;
  createdAt: string;
  reasonForConsultation: string[];
  treatments: string[];
  diagnosis: string[];
  medications: string[];
}

export interface ResultRowPayload {
  plan_item_id: string | null;
  catalogue_id: string | null;
  code: string;
  name: string;
  quantity?: number | null;
  dosage?: string | null;
  comment?: string | null;
}

export interface ResultDiagnosisPayload {
  diagnosis_id: string | null;
  name: string;
  category?: string | null;
  description?: string | null;
}

export interface TreatmentResultPayload {
  result: {
    rule_outs: ResultDiagnosisPayload[];
    treatments: ResultRowPayload[];
    medications: ResultRowPayload[];
    diagnosis: ResultDiagnosisPayload[];
    custom_medications: ResultRowPayload[];
    inventories: ResultRowPayload[];
    services: ResultRowPayload[];
    additional_care_text: string;
  };
  soap_template_id?: string | null;
  template_content?: TemplateSectionRecord[] | null;
  visit_modification_id?: string;
  based_on_version?: number;
}

export interface InHouseResultPayload {
  plan_item_id: string;
  test_date: string;
  result_date: string;
  result: string;
  comment: string;
  source?: string;
  visit_modification_id?: string;
  based_on_version?: number;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const idOrNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

export const toLabOrder = (raw: Raw): LabOrderRecord => ({
  id: String(raw.id),
  visitId: String(raw.visit_id),
  petId: String(raw.pet_id),
  provider: text(raw.provider),
  providerName: text(raw.provider_name),
  kind: raw.kind === 'additional' ? 'additional' : 'order',
  status: raw.status,
  partnerOrderId: idOrNull(raw.partner_order_id),
  tests: ((raw.tests ?? []) as Raw[]).map((test) => ({
    code: text(test.code),
    name: text(test.name),
    treatmentId: idOrNull(test.treatment_id),
    planItemId: idOrNull(test.plan_item_id),
  })),
  links: ((raw.links ?? []) as Raw[]).map((link) => ({ type: text(link.type), url: text(link.url) })),
  lastError: raw.last_error ?? null,
  createdByName: text(raw.created_by_name),
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

export const toLabResult = (raw: Raw): LabResultRecord => ({
  id: String(raw.id),
  provider: text(raw.provider),
  providerName: text(raw.provider_name),
  partnerResultId: text(raw.partner_result_id),
  identifier: text(raw.identifier),
  status: text(raw.status),
  visitId: idOrNull(raw.visit_id),
  petId: idOrNull(raw.pet_id),
  labOrderId: idOrNull(raw.lab_order_id),
  assigned: raw.assigned === true,
  patient: {
    name: text(raw.patient?.name),
    species: text(raw.patient?.species),
    breed: text(raw.patient?.breed),
    sex: text(raw.patient?.sex),
    parentName: text(raw.patient?.parent_name),
  },
  testDate: text(raw.test_date),
  finalResultDate: raw.final_result_date ?? null,
  tests: ((raw.tests ?? []) as Raw[]).map((test) => ({
    code: text(test.code),
    name: text(test.name),
    values: ((test.values ?? []) as Raw[]).map((value) => ({
      analyte: text(value.analyte),
      value: text(value.value),
      unit: text(value.unit),
      referenceRange: text(value.reference_range),
      low: value.low ?? null,
      high: value.high ?? null,
      flag: ['H', 'L', 'N', 'A'].includes(value.flag) ? value.flag : 'N',
    })),
  })),
  reportAvailable: raw.report_available === true,
  receivedAt: text(raw.received_at),
  updatedAt: text(raw.updated_at),
  history: ((raw.history ?? []) as Raw[]).map((event) => ({
    action: event.action,
    description: text(event.description),
    visitId: idOrNull(event.visit_id),
    actorName: text(event.actor_name),
    updatedAt: text(event.updated_at),
  })),
  suggestedPets: ((raw.suggested_pets ?? []) as Raw[]).map((pet) => ({
    petId: String(pet.pet_id),
    petName: text(pet.pet_name),
    parentName: text(pet.parent_name),
    specieId: idOrNull(pet.specie_id),
    score: Number(pet.score),
    reasons: ((pet.reasons ?? []) as unknown[]).map(String),
  })),
});

export const toInHouseResult = (raw: Raw): InHouseResultRecord => ({
  id: String(raw.id),
  visitId: String(raw.visit_id),
  planItemId: String(raw.plan_item_id),
  diagnosticsId: idOrNull(raw.diagnostics_id),
  testDate: text(raw.test_date),
  resultDate: text(raw.result_date),
  result: text(raw.result),
  comment: text(raw.comment),
  source: text(raw.source),
  version: Number(raw.version),
  updatedByName: text(raw.updated_by_name),
  createdAt: text(raw.created_at),
  updatedAt: text(raw.updated_at),
});

export const toResultComment = (raw: Raw): ResultCommentRecord => ({
  id: String(raw.id),
  visitId: String(raw.visit_id),
  petId: String(raw.pet_id),
  kind: raw.kind === 'service' ? 'service' : 'diagnostic',
  itemCode: text(raw.item_code),
  partner: raw.partner ?? null,
  comments: text(raw.comments),
  version: Number(raw.version),
  updatedByName: text(raw.updated_by_name),
  updatedAt: text(raw.updated_at),
});

const toResultRow = (raw: Raw): ResultRowRecord => ({
  planItemId: idOrNull(raw.plan_item_id),
  catalogueId: idOrNull(raw.catalogue_id),
  code: text(raw.code),
  name: text(raw.name),
  quantity: raw.quantity === null || raw.quantity === undefined ? null : Number(raw.quantity),
  dosage: raw.dosage ?? null,
  comment: raw.comment ?? null,
});

const toResultDiagnosis = (raw: Raw): ResultDiagnosisRecord => ({
  diagnosisId: idOrNull(raw.diagnosis_id),
  name: text(raw.name),
  category: raw.category ?? null,
  description: raw.description ?? null,
});

export const toSections = (rows: unknown): TemplateSectionRecord[] =>
  ((rows ?? []) as Raw[]).map((row) => ({
    section: text(row.section),
    value: text(row.value),
    fields: ((row.fields ?? []) as Raw[]).map((field) => ({ name: text(field.name), hint: text(field.hint) })),
  }));

export const toTreatmentResult = (raw: Raw): TreatmentResultRecord => {
  const result: Raw = raw.result ?? {};
  const rows = (list: unknown) => ((list ?? []) as Raw[]).map(toResultRow);
  return {
    id: String(raw.id),
    visitId: String(raw.visit_id),
    petId: String(raw.pet_id),
    soapTemplateId: idOrNull(raw.soap_template_id),
    templateCode: raw.template_code ?? null,
    result: {
      ruleOuts: ((result.rule_outs ?? []) as Raw[]).map(toResultDiagnosis),
      diagnosis: ((result.diagnosis ?? []) as Raw[]).map(toResultDiagnosis),
      treatments: rows(result.treatments),
      medications: rows(result.medications),
      customMedications: rows(result.custom_medications),
      inventories: rows(result.inventories),
      services: rows(result.services),
      additionalCareText: text(result.additional_care_text),
    },
    templateContent: raw.template_content ? toSections(raw.template_content) : null,
    version: Number(raw.version),
    writtenBackAt: raw.written_back_at ?? null,
    writtenBackRef: raw.written_back_ref ?? null,
    writtenBackTo: raw.written_back_to ?? null,
    updatedByName: text(raw.updated_by_name),
    createdAt: text(raw.created_at),
    updatedAt: text(raw.updated_at),
  };
};

const toVisitResults = (raw: Raw): VisitResultsRecord => ({
  visitId: String(raw.visit_id),
  labOrders: ((raw.lab_orders ?? []) as Raw[]).map(toLabOrder),
  labResults: ((raw.lab_results ?? []) as Raw[]).map(toLabResult),
  inHouseResults: ((raw.inhouse_results ?? []) as Raw[]).map(toInHouseResult),
  comments: ((raw.comments ?? []) as Raw[]).map(toResultComment),
  treatmentResult: raw.treatment_result ? toTreatmentResult(raw.treatment_result) : null,
});

const strings = (list: unknown): string[] =>
  ((list ?? []) as unknown[]).map((item) => (item !== null && typeof item === 'object' ? text((item as Raw).name ?? (item as Raw).text ?? '') : text(item)));

/** The lab's own 502 (LAB_UNAVAILABLE, the lab's refusal) is an answer of the main service, not its failure. */
const LAB_ANSWERS = { answerStatuses: [502] } as const;
const visitPath = (visitId: string, rest: string) => `/visits/${encodeURIComponent(visitId)}${rest}`;

export class MainResultsClient {
  constructor(private readonly rest: RestClient) {}

  /** GET /visit-results: everything of the results step of up to 100 visits in one call. */
  async visitResults(visitIds: readonly string[]): Promise<VisitResultsRecord[]> {
    if (!visitIds.length) return [];
    const body = await this.rest.get<{ data: Raw[] }>('/visit-results', { visit_ids: visitIds.join(',') });
    return body.data.map(toVisitResults);
  }

  async placeLabOrder(visitId: string, payload: { kind: 'order' | 'additional'; discard_pending?: boolean; visit_modification_id?: string }): Promise<LabOrderRecord> {
    const response = await this.rest.request<{ data: Raw }>('POST', visitPath(visitId, '/lab-orders'), { json: payload, ...LAB_ANSWERS });
    return toLabOrder(response.body.data);
  }

  async unprocessedLabOrders(visitId: string): Promise<LabOrderRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>(visitPath(visitId, '/lab-orders'), { unprocessed: 'true' });
    return body.data.map(toLabOrder);
  }

  async syncLabResults(visitId: string): Promise<{ message: string; labOrders: LabOrderRecord[]; labResults: LabResultRecord[] }> {
    const response = await this.rest.request<{ data: Raw }>('POST', visitPath(visitId, '/lab-results/sync'), { json: {}, ...LAB_ANSWERS });
    const data = response.body.data;
    return { message: text(data.message), labOrders: ((data.lab_orders ?? []) as Raw[]).map(toLabOrder), labResults: ((data.lab_results ?? []) as Raw[]).map(toLabResult) };
  }

  /** GET /lab-results/{id}/report: the lab's PDF. */
  async labResultReport(labResultId: string): Promise<Buffer> {
    // A report comes from the lab through main (LabLink.report): give it the write deadline.
    const response = await this.rest.raw(`/lab-results/${encodeURIComponent(labResultId)}/report`, {}, { ...LAB_ANSWERS, timeoutMs: 15_000 });
    return response.body;
  }

  /** GET /lab-results?ids=: results of the caller's clinic by id (up to 100); others are left out. */
  async labResultsByIds(ids: readonly string[]): Promise<LabResultRecord[]> {
    if (!ids.length) return [];
    const body = await this.rest.get<{ data: Raw[] }>('/lab-results', { ids: ids.join(',') });
    return body.data.map(toLabResult);
  }

  async orphanedResults(query: { startDate: string; endDate: string }): Promise<LabResultRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/orphaned-results', { start_date: query.startDate, end_date: query.endDate });
    return body.data.map(toLabResult);
  }

  async assignLabResult(labResultId: string, payload: { visit_id: string; pet_id: string }): Promise<LabResultRecord> {
    return toLabResult((await this.rest.post<{ data: Raw }>(`/lab-results/${encodeURIComponent(labResultId)}/assign`, payload)).data);
  }

  async unassignLabResult(labResultId: string): Promise<LabResultRecord> {
    return toLabResult((await this.rest.post<{ data: Raw }>(`/lab-results/${encodeURIComponent(labResultId)}/unassign`, {})).data);
  }

  async createInHouseResult(visitId: string, payload: InHouseResultPayload): Promise<InHouseResultRecord> {
    return toInHouseResult((await this.rest.post<{ data: Raw }>(visitPath(visitId, '/inhouse-results'), payload)).data);
  }

  async updateInHouseResult(id: string, payload: InHouseResultPayload): Promise<InHouseResultRecord> {
    return toInHouseResult((await this.rest.put<{ data: Raw }>(`/inhouse-results/${encodeURIComponent(id)}`, payload)).data);
  }

  async saveResultComment(
    visitId: string,
    payload: { kind: 'service' | 'diagnostic'; item_code: string; comments: string; partner?: string | null; based_on_version?: number; visit_modification_id?: string },
  ): Promise<ResultCommentRecord> {
    return toResultComment((await this.rest.put<{ data: Raw }>(visitPath(visitId, '/result-comments'), payload)).data);
  }

  async createTreatmentResult(visitId: string, payload: TreatmentResultPayload): Promise<TreatmentResultRecord> {
    return toTreatmentResult((await this.rest.post<{ data: Raw }>(visitPath(visitId, '/treatment-result'), payload)).data);
  }

  async updateTreatmentResult(visitId: string, payload: TreatmentResultPayload): Promise<TreatmentResultRecord> {
    return toTreatmentResult((await this.rest.put<{ data: Raw }>(visitPath(visitId, '/treatment-result'), payload)).data);
  }

  /** Computes the template's sections from the visit's recorded data (stores nothing). */
  async previewTreatmentResult(visitId: string, templateId: string): Promise<{ templateId: string; templateCode: string; sections: TemplateSectionRecord[] }> {
    const response = await this.rest.request<{ data: Raw }>('POST', visitPath(visitId, '/treatment-result/preview'), { json: { template_id: templateId }, compute: true });
    const data = response.body.data;
    return { templateId: String(data.template_id), templateCode: text(data.template_code), sections: toSections(data.sections) };
  }

  async writeBackTreatmentResult(visitId: string, templateCode: string, visitModificationId: string | null = null): Promise<{ treatmentResult: TreatmentResultRecord; message: string }> {
    const response = await this.rest.request<{ data: Raw; message: string }>('POST', visitPath(visitId, '/treatment-result/write-back'), {
      json: { template_code: templateCode, visit_modification_id: visitModificationId },
      ...LAB_ANSWERS,
    });
    return { treatmentResult: toTreatmentResult(response.body.data), message: text(response.body.message) };
  }

  async resultsHistory(petId: string, query: { page: number; limit: number }): Promise<{ data: ResultsHistoryEntryRecord[]; total: number }> {
    const body = await this.rest.get<{ data: Raw[]; meta?: Raw }>(`/pets/${encodeURIComponent(petId)}/results-history`, { page: query.page, limit: query.limit });
    const data = body.data.map((raw) => ({
      visitId: String(raw.visit_id),
      visitName: text(raw.visit_name),
      createdAt: text(raw.created_at),
      reasonForConsultation: strings(raw.reason_for_consultation),
      treatments: strings(raw.treatments),
      diagnosis: strings(raw.diagnosis),
      medications: strings(raw.medications),
    }));
    return { data, total: Number(body.meta?.total ?? data.length) };
  }
}

// ---- SOAP templates and the SOAP canvas (PLAN-19; docs/rest-main-canvas.md) ----

