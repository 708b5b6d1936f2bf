// Typed client of the inventory service (docs/rest-inventory.md). Methods map the service's
// snake_case JSON to the gateway's camelCase records, once, here.
import type { ServicePage } from './service-page.ts';
import { RestClient, type UpstreamOptions } from './http.ts';

// --- Lookup lists (genders, species, breeds, vaccines; spec 000 sections 3 and 7) ---

export interface ListWindow {
  offset: number;
  limit: number;
  search?: string | null;
}

export interface GenderRecord {
  id: string;
  gender: string;
  createdAt: string;
}

export interface SpeciesRecord {
  id: string;
  specie: string;
  createdAt: string;
}

export interface BreedRecord {
  id: string;
  breed: string;
  specieId: string;
  specie: SpeciesRecord;
  createdAt: string;
}

/** A vaccine category, manufacturer or vaccine type. */
export interface NamedLookupRecord {
  id: string;
  name: string;
}

export type VaccineLookupKind = 'categories' | 'manufacturers' | 'types';

export interface VaccineRecord {
  id: string;
  code: string;
  name: string;
  species: SpeciesRecord[];
  category: NamedLookupRecord;
  manufacturer: NamedLookupRecord;
  vaccineType: NamedLookupRecord;
  application: string;
  unit: string;
  dosage: string;
  volume: number;
  /** Dollars with 2 decimals, as text (exact). */
  cost: string;
  createdAt: string;
}

export interface VaccinePayload {
  name: string;
  specie_ids: string[];
  category_id: string;
  manufacturers_id: string;
  vaccine_type_id: string;
  application: string;
  unit: string;
  dosage: string;
  volume: number;
  cost: string;
}

/** A knowledge-base list that can be exported; the first four can also be imported. */
export type LookupModule = 'gender' | 'breeds' | 'species' | 'vaccines' | 'medications' | 'inventory' | 'diagnosis' | 'diagnostics' | 'services';

export interface LookupFileRecord {
  fileName: string;
  mimeType: string;
  base64: string;
  rowCount: number;
}

// --- Catalogues (medications, inventory supplies, diagnoses, treatments, services; spec 001 sections 3 and 7) ---

export type CatalogueLookupKind =
  | 'medication-categories'
  | 'inventory-types'
  | 'inventory-categories'
  | 'diagnosis-categories'
  | 'treatment-categories'
  | 'treatment-result-types'
  | 'service-categories';

export interface DosageUnitRecord {
  dosage: string;
  unit: string;
}

export interface MedicationRecord {
  id: string;
  drugCode: string;
  productName: string;
  category: NamedLookupRecord | null;
  doseInstructions: string;
  sideEffects: string;
  dosageUnits: DosageUnitRecord[];
  species: SpeciesRecord[];
  createdAt: string;
}

export interface MedicationPayload {
  product_name: string;
  category_id: string | null;
  dose_instructions: string;
  side_effects: string;
  dosage_unit: DosageUnitRecord[];
  specie_ids: string[];
}

export interface InventorySupplyRecord {
  id: string;
  code: string;
  name: string;
  productType: NamedLookupRecord | null;
  category: NamedLookupRecord | null;
  directions: string;
  sideEffects: string;
  dosageUnits: DosageUnitRecord[];
  species: SpeciesRecord[];
  createdAt: string;
}

export interface InventorySupplyPayload {
  name: string;
  type_id: string | null;
  category_id: string | null;
  directions: string;
  side_effects: string;
  dosage_unit: DosageUnitRecord[];
  specie_ids: string[];
}

export interface DiagnosisRecord {
  id: string;
  code: string;
  name: string;
  category: NamedLookupRecord | null;
  description: string;
  symptoms: string;
  species: SpeciesRecord[];
  createdAt: string;
}

export interface DiagnosisPayload {
  name: string;
  category_id: string | null;
  description: string;
  symptoms: string;
  specie_ids: string[];
}

export interface TreatmentResultRecord {
  name: string;
  resultType: NamedLookupRecord | null;
}

export interface TreatmentRecord {
  id: string;
  code: string;
  name: string;
  category: NamedLookupRecord | null;
  description: string;
  /** Dollars with 2 decimals, as text. */
  cost: string;
  tax: boolean;
  results: TreatmentResultRecord[];
  species: SpeciesRecord[];
  /** Done in the clinic ('In-house test'); false for a reference lab's test. */
  inHouse: boolean;
  /** The reference lab's test code (null for in-house tests; an outside test without one is ordered by its code). */
  labCode: string | null;
  createdAt: string;
}

export interface TreatmentPayload {
  name: string;
  category_id: string | null;
  description: string;
  cost: string;
  tax: boolean;
  results: { name: string; result_type_id: string | null }[];
  specie_ids: string[];
  in_house: boolean;
  lab_code: string | null;
}

export interface ServiceRecord {
  id: string;
  code: string;
  name: string;
  category: NamedLookupRecord | null;
  description: string;
  cost: string;
  tax: boolean;
  comment: string;
  species: SpeciesRecord[];
  createdAt: string;
}

export interface ServicePayload {
  name: string;
  category_id: string | null;
  description: string;
  cost: string;
  tax: boolean;
  comment: string;
  specie_ids: string[];
}

type Raw = Record<string, any>;

const createdAt = (raw: Raw) => new Date(raw.created_at).toISOString();
const toGender = (raw: Raw): GenderRecord => ({ id: raw.id, gender: raw.gender, createdAt: createdAt(raw) });
const toSpecies = (raw: Raw): SpeciesRecord => ({ id: raw.id, specie: raw.specie, createdAt: createdAt(raw) });
const speciesOf = (raw: Raw): SpeciesRecord[] => (raw.species ?? []).map(toSpecies);
const toBreed = (raw: Raw): BreedRecord => ({
  id: raw.id,
  breed: raw.breed,
  specieId: raw.specie_id,
  specie: toSpecies(raw.specie),
  createdAt: createdAt(raw),
});
const toNamed = (raw: Raw): NamedLookupRecord => ({ id: raw.id, name: raw.name });
const toVaccine = (raw: Raw): VaccineRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  species: speciesOf(raw),
  category: toNamed(raw.vaccine_category),
  manufacturer: toNamed(raw.manufacturer),
  vaccineType: toNamed(raw.vaccine_type),
  application: raw.application,
  unit: raw.unit,
  dosage: raw.dosage,
  volume: Number(raw.volume),
  cost: raw.cost,
  createdAt: createdAt(raw),
});

const toNamedOrNull = (raw: Raw | null | undefined): NamedLookupRecord | null => (raw ? { id: raw.id, name: raw.name ?? raw.type ?? raw.category } : null);
/** A catalogue row's (or a plan row's) list of { dosage, unit }. */
export const toDosageUnits = (raw: Raw[] | null | undefined): DosageUnitRecord[] => (raw ?? []).map((row) => ({ dosage: String(row.dosage), unit: String(row.unit) }));
const toMedication = (raw: Raw): MedicationRecord => ({
  id: raw.id,
  drugCode: raw.drug_code,
  productName: raw.product_name,
  category: toNamedOrNull(raw.category),
  doseInstructions: raw.dose_instructions,
  sideEffects: raw.side_effects,
  dosageUnits: toDosageUnits(raw.dosage_unit),
  species: speciesOf(raw),
  createdAt: createdAt(raw),
});
const toInventorySupply = (raw: Raw): InventorySupplyRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  productType: toNamedOrNull(raw.inventory_type),
  category: toNamedOrNull(raw.inventory_category),
  directions: raw.directions,
  sideEffects: raw.side_effects,
  dosageUnits: toDosageUnits(raw.dosage_unit),
  species: speciesOf(raw),
  createdAt: createdAt(raw),
});
const toDiagnosis = (raw: Raw): DiagnosisRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  category: toNamedOrNull(raw.category),
  description: raw.description,
  symptoms: raw.symptoms,
  species: speciesOf(raw),
  createdAt: createdAt(raw),
});
const toTreatment = (raw: Raw): TreatmentRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  category: toNamedOrNull(raw.tx_category),
  description: raw.description,
  cost: raw.cost,
  tax: Boolean(raw.tax),
  results: (raw.results ?? []).map((result: Raw) => ({ name: result.name, resultType: toNamedOrNull(result.result_type) })),
  species: speciesOf(raw),
  inHouse: raw.in_house === true,
  labCode: raw.lab_code ?? null,
  createdAt: createdAt(raw),
});
const toService = (raw: Raw): ServiceRecord => ({
  id: raw.id,
  code: raw.code,
  name: raw.name,
  category: toNamedOrNull(raw.category),
  description: raw.description,
  cost: raw.cost,
  tax: Boolean(raw.tax),
  comment: raw.comment,
  species: speciesOf(raw),
  createdAt: createdAt(raw),
});

const LOOKUP_PATHS: Record<VaccineLookupKind, string> = {
  categories: '/vaccine-category',
  manufacturers: '/manufacturers',
  types: '/vaccine-types',
};

type QueryParams = Record<string, string | number | undefined>;

const windowParams = (window: ListWindow): QueryParams => ({ offset: window.offset, limit: window.limit, q: window.search || undefined });

interface ResourceOptions<Filters> {
  /** Where one row is changed or deleted, when not under the list's path (the spec's /breed vs /breeds/{id}). */
  itemPath?: string;
  /** The list's own filters as the service's query parameters. */
  filters?: (filters: Filters) => QueryParams;
}

/**
 * One list of the service (a lookup list or a catalogue): `GET path` pages it (or returns the
 * rows with the given ids), `POST path` adds, `PUT itemPath/{id}` changes and `DELETE
 * itemPath/{key}` deletes (the key is what the service deletes by: an id, a code or a drug code).
 */
export class InventoryResource<Row, Payload, Filters = object> {
  constructor(
    // The owning client: its RestClient is read when a request is made.
    private readonly client: { readonly rest: RestClient },
    private readonly path: string,
    private readonly map: (raw: Raw) => Row,
    private readonly options: ResourceOptions<Filters> = {},
  ) {}

  private get itemPath() {
    return this.options.itemPath ?? this.path;
  }

  list(window: ListWindow & Filters): Promise<ServicePage<Row>> {
    return this.page({ ...windowParams(window), ...this.options.filters?.(window) });
  }

  async byIds(ids: readonly string[]): Promise<Row[]> {
    if (!ids.length) return [];
    return (await this.page({ ids: ids.join(','), limit: 100 })).data;
  }

  async add(payload: Payload): Promise<Row> {
    return this.map(await this.client.rest.post<Raw>(this.path, payload));
  }

  async update(id: string, payload: Payload): Promise<Row> {
    return this.map(await this.client.rest.put<Raw>(`${this.itemPath}/${encodeURIComponent(id)}`, payload));
  }

  async remove(key: string): Promise<void> {
    await this.client.rest.request('DELETE', `${this.itemPath}/${encodeURIComponent(key)}`);
  }

  private async page(params: QueryParams): Promise<ServicePage<Row>> {
    const body = await this.client.rest.get<{ data: Raw[]; meta: { total: number } }>(this.path, params);
    return { data: body.data.map(this.map), meta: { total: body.meta.total } };
  }
}

export class InventoryClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }

  // --- Lookup lists. These fields are set before the constructor runs; a resource reads `rest` only when called.

  readonly genders = new InventoryResource<GenderRecord, { gender: string }>(this, '/pet-gender', toGender);
  /** Newest first, or by name (the selects of the breed, vaccine and pet forms). */
  readonly species = new InventoryResource<SpeciesRecord, { name: string }, { byName?: boolean }>(this, '/specie', toSpecies, {
    filters: (filters) => ({ sort: filters.byName ? 'name' : undefined }),
  });
  readonly breeds = new InventoryResource<BreedRecord, { breed: string; specie_id: string }, { specieId?: string | null }>(this, '/breed', toBreed, {
    itemPath: '/breeds',
    filters: (filters) => ({ specie_id: filters.specieId || undefined }),
  });
  readonly vaccines = new InventoryResource<VaccineRecord, VaccinePayload>(this, '/vaccines', toVaccine);

  /** A vaccine category, manufacturer or type list (read-only here). */
  vaccineLookup(kind: VaccineLookupKind) {
    return new InventoryResource<NamedLookupRecord, never>(this, LOOKUP_PATHS[kind], toNamed);
  }

  async importLookupFile(payload: { module: LookupModule; file_name: string; data_uri: string }): Promise<{ imported: number; message: string }> {
    const body = await this.rest.post<Raw>('/file/excel', payload);
    return { imported: body.imported, message: body.message };
  }

  /** The list as a file (all matching rows, or only the header row as an import template). */
  async exportLookupList(params: { module: LookupModule; format: 'csv' | 'xlsx'; search?: string | null; template?: boolean }): Promise<LookupFileRecord> {
    const response = await this.rest.raw('/export', {
      module: params.module,
      format: params.format,
      q: params.search || undefined,
      template: params.template ? 'true' : undefined,
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    return {
      fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${params.module}.${params.format}`,
      mimeType: String(response.headers['content-type'] ?? 'application/octet-stream').split(';')[0]!,
      base64: response.body.toString('base64'),
      rowCount: Number(response.headers['x-row-count'] ?? 0),
    };
  }

  // --- Catalogues. Deletes go by what the service names: drug code, code, or (services) id.

  /** A catalogue's category, product type or result type list (read-only here). */
  catalogueLookup(kind: CatalogueLookupKind) {
    return new InventoryResource<NamedLookupRecord, never>(this, `/${kind}`, toNamed);
  }

  readonly medications = new InventoryResource<MedicationRecord, MedicationPayload>(this, '/medications', toMedication);
  readonly inventorySupplies = new InventoryResource<InventorySupplyRecord, InventorySupplyPayload>(this, '/inventory-supplies', toInventorySupply);
  readonly diagnoses = new InventoryResource<DiagnosisRecord, DiagnosisPayload>(this, '/diagnosis', toDiagnosis);
  readonly treatments = new InventoryResource<TreatmentRecord, TreatmentPayload>(this, '/treatments', toTreatment);
  readonly services = new InventoryResource<ServiceRecord, ServicePayload>(this, '/services', toService);

  readonly ai = new InventoryAiClient(this);
}

// --- The AI engine (services/inventory/src/ai, docs/rest-inventory-ai.md) ---

export type AiProvider = 'rules' | 'openai';

export interface AiStatusRecord {
  provider: AiProvider;
  description: string;
  languageModel: boolean;
  chatModel: string | null;
  dictation: { available: boolean; setting: string; description: string };
}

export interface AiSettingsRecord {
  smartRecommendations: boolean;
}

export interface TriageEvidenceRecord {
  field: string;
  text: string;
  start: number;
  end: number;
}

/** Spec 003 section 3 'Triage analysis result'; null = the note does not say. */
export interface TriageAnalysisRecord {
  chiefComplaint: string | null;
  complaintDuration: 'Acute' | 'Gradual' | 'Progressing' | 'Static' | 'Worsening' | null;
  mainCaseIds: number[];
  additionalNotes: {
    waterIntake: string | null;
    appetite: string | null;
    travel: boolean | null;
    coughing: boolean | null;
    sneezing: boolean | null;
    vomiting: boolean | null;
    diarrhea: boolean | null;
    supplements: string | null;
  };
  medications: string[];
  specialDiets: string | null;
  evidence: TriageEvidenceRecord[];
  provider: string;
  cached: boolean;
}

export interface CleanUpRecord {
  improvedText: string;
  provider: string;
  changes: string[];
}

export interface KeyedTextRecord {
  key: string;
  text: string;
}

export interface RewriteRecord {
  improvedTexts: KeyedTextRecord[];
  provider: string;
  languageModel: boolean;
  notice: string | null;
}

export interface TranscriptionRecord {
  text: string;
  provider: string;
}

export interface AiExamResultRecord {
  category: string;
  result: string;
  comment: string;
  matchedText: string | null;
}

export type AiSuggestionKind = 'diagnostic' | 'service' | 'medication' | 'inventory';

export interface AiSuggestionRecord {
  kind: AiSuggestionKind;
  catalogueId: string;
  code: string;
  name: string;
  category: string | null;
  description: string;
  dosageUnits: DosageUnitRecord[];
  doseInstructions: string;
  sideEffects: string;
  score: number;
  reason: string;
  source: { type: 'catalogue' | 'knowledge_base' | 'rule'; id: string | null; label: string; matchedText: string | null };
}

export interface AiRecommendationsRecord {
  enabled: boolean;
  provider: string;
  diagnostics: AiSuggestionRecord[];
  services: AiSuggestionRecord[];
  medications: AiSuggestionRecord[];
  dropped: number;
}

export interface AiRecommendationsPayload {
  complaint?: string;
  triage_notes?: string;
  observations?: string;
  main_cases?: number[];
  differentials?: { id?: string; name: string }[];
  ruleouts?: { name: string }[];
  voice_text?: string;
  specie_id?: string;
}

export interface AiKnowledgeBaseEntryRecord {
  id: string;
  content: string;
  text: string;
  clinicCode: string | null;
  createdAt: string;
  updatedAt: string;
}

const toTriageAnalysis = (raw: Raw, provider: string, cached: boolean): TriageAnalysisRecord => {
  const notes = (raw.additional_notes ?? {}) as Raw;
  const medicationList = String(raw.medication_schema?.medicationList ?? '');
  return {
    chiefComplaint: raw.chief_complaint ?? null,
    complaintDuration: raw.complaint_duration?.duration ?? null,
    mainCaseIds: ((raw.reason_for_consultation?.main_case ?? []) as unknown[]).map(Number),
    additionalNotes: {
      waterIntake: notes.water_intake ?? null,
      appetite: notes.appetite ?? null,
      travel: notes.travel ?? null,
      coughing: notes.coughing ?? null,
      sneezing: notes.sneezing ?? null,
      vomiting: notes.vomiting ?? null,
      diarrhea: notes.diarrhea ?? null,
      supplements: notes.supplements ?? null,
    },
    // The spec's comma separated generic names, as a list.
    medications: medicationList
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    specialDiets: raw.special_diets_schema?.dietDetails ?? null,
    evidence: ((raw.evidence ?? []) as Raw[]).map((row) => ({ field: String(row.field), text: String(row.text), start: Number(row.start), end: Number(row.end) })),
    provider,
    cached,
  };
};

const toSuggestion = (raw: Raw): AiSuggestionRecord => ({
  kind: raw.kind,
  catalogueId: String(raw.catalogue_id),
  code: raw.code ?? '',
  name: raw.name ?? '',
  category: raw.category ?? null,
  description: raw.description ?? '',
  dosageUnits: toDosageUnits(raw.dosage_unit),
  doseInstructions: raw.dose_instructions ?? '',
  sideEffects: raw.side_effects ?? '',
  score: Number(raw.score ?? 0),
  reason: raw.reason ?? '',
  source: { type: raw.source.type, id: raw.source.id ?? null, label: raw.source.label ?? '', matchedText: raw.source.matched_text ?? null },
});

const toKnowledgeBaseEntry = (raw: Raw): AiKnowledgeBaseEntryRecord => ({
  id: String(raw.id),
  content: raw.content,
  text: raw.text,
  clinicCode: raw.clinic_code ?? null,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

/**
 * How long the gateway waits for an AI route: the service's own provider deadline times its
 * tries, and a little more, so the service's clear provider error arrives before ours.
 */
const AI_CALL_TIMEOUT_MS = Number(process.env.AI_TIMEOUT_MS ?? 30_000) * (1 + Number(process.env.AI_MAX_RETRIES ?? 2)) + 5_000;
/** The AI routes' deliberate 5xx answers: 502 the provider failed, 503 not configured, 504 the provider timed out. */
const AI_ANSWERS = { timeoutMs: AI_CALL_TIMEOUT_MS, answerStatuses: [502, 503, 504] } as const;

/** The AI engine's generated SOAP note (PLAN-19 decision 5). */
export interface GeneratedSoapNoteRecord {
  markdown: string;
  sections: { section: string; text: string; sources: { kind: string; detail: string }[] }[];
  emptySections: string[];
  provider: string;
  notice: string | null;
}

/** What POST /ai/soap-note and /ai/canvas-chat are given about the visit. */
export interface SoapVisitPayload {
  pet: { name: string; species: string; breed: string; sex: string; age: string };
  subjective: Record<string, unknown>;
  /** 'pet_parent' when the answers came from the public history form: quoted as the owner's, their doses removed. */
  subjective_filled_by: 'staff' | 'pet_parent';
  objective: Record<string, unknown>;
  plan: { rows: { kind: string; name: string; code: string; quantity: number; dosage: string; approved: boolean }[] };
  results: { lab: unknown[]; in_house: unknown[]; diagnosis: unknown[]; additional_care_text: string };
}

export interface SoapTemplatePayloadForAi {
  name: string;
  sections: { section: string; value: string; fields: { name: string; hint: string }[] }[];
}

/** The AI routes of the inventory service. */
export class InventoryAiClient {
  constructor(private readonly client: { readonly rest: RestClient }) {}

  /** A call that computes an answer and changes nothing (triage, clean-up, …). */
  private async post<T>(path: string, json: unknown, options: { headers?: Record<string, string>; anonymous?: boolean } = {}): Promise<T> {
    return (await this.client.rest.request<T>('POST', path, { json, ...AI_ANSWERS, compute: true, ...options })).body;
  }

  async status(): Promise<AiStatusRecord> {
    const { data } = await this.client.rest.get<{ data: Raw }>('/ai/status');
    return {
      provider: data.provider,
      description: data.description,
      languageModel: Boolean(data.language_model),
      chatModel: data.chat_model ?? null,
      dictation: { available: Boolean(data.dictation.available), setting: data.dictation.setting, description: data.dictation.description },
    };
  }

  /** Read once per request: the Assessment step asks it beside the suggestions, which wait on it too. */
  private settingsRead: Promise<AiSettingsRecord> | undefined;

  settings(): Promise<AiSettingsRecord> {
    this.settingsRead ??= this.client.rest.get<{ data: Raw }>('/ai/settings').then(({ data }) => ({ smartRecommendations: Boolean(data.smart_recommendations) }));
    return this.settingsRead;
  }

  async updateSettings(payload: { smart_recommendations: boolean }): Promise<AiSettingsRecord> {
    this.settingsRead = undefined;
    const { data } = await this.client.rest.put<{ data: Raw }>('/ai/settings', payload);
    return { smartRecommendations: Boolean(data.smart_recommendations) };
  }

  async triage(payload: { query: string; species?: string }): Promise<TriageAnalysisRecord> {
    const { data } = await this.post<{ data: Raw }>('/ai/triage', payload);
    return toTriageAnalysis(data.analysis, data.provider, Boolean(data.cached));
  }

  /** The public subjective form's triage: the link token is the only credential. */
  async formTriage(token: string, payload: { query: string }): Promise<TriageAnalysisRecord> {
    const { data } = await this.post<{ data: Raw }>('/ai/triage', payload, { headers: { 'x-subjective-form-token': token }, anonymous: true });
    return toTriageAnalysis(data.analysis, data.provider, Boolean(data.cached));
  }

  async cleanUp(payload: { text: string }): Promise<CleanUpRecord> {
    const { data } = await this.post<{ data: Raw }>('/ai/clean-up', payload);
    return { improvedText: data.improved_text, provider: data.provider, changes: data.changes ?? [] };
  }

  async rewrite(payload: { texts: KeyedTextRecord[] }): Promise<RewriteRecord> {
    const { data } = await this.post<{ data: Raw }>('/ai/rewrite', payload);
    return {
      improvedTexts: (data.improved_texts as Raw[]).map((row) => ({ key: String(row.key), text: String(row.text) })),
      provider: data.provider,
      languageModel: Boolean(data.language_model),
      notice: data.notice ?? null,
    };
  }

  async transcribe(payload: { data_uri: string; prompt?: string }): Promise<TranscriptionRecord> {
    const { data } = await this.post<{ data: Raw }>('/ai/transcribe', payload);
    return { text: data.text, provider: data.provider };
  }

  async physicalExam(payload: { observations: string; specie_id?: string }): Promise<{ results: AiExamResultRecord[]; provider: string }> {
    const { data } = await this.post<{ data: Raw }>('/ai/physical-exam', payload);
    return {
      results: (data.results as Raw[]).map((row) => ({ category: row.category, result: row.result, comment: row.comment ?? '', matchedText: row.matched_text ?? null })),
      provider: data.provider,
    };
  }

  /**
   * The suggestions may wait for the AI provider (its deadline times its tries, 95 s by default),
   * but not for a service that does not answer at all: beside them the clinic's AI settings are
   * read, a plain read with the service's own 2 s deadline (and asked by the Assessment step
   * anyway, so the same call). If that read fails, the service is unavailable and the
   * suggestions give up at once with its error, whatever the longer AI deadline.
   */
  async recommendations(payload: AiRecommendationsPayload): Promise<AiRecommendationsRecord> {
    // The read goes first: were the service's breaker half-open, it is the probe, and the
    // ranking waits on its answer rather than the other way round.
    const answering = this.settings();
    const ranking = this.post<{ data: Raw }>('/ai/recommendations', payload);
    // The loser of the race below is left to settle on its own; its failure is not this request's.
    ranking.catch(() => undefined);
    answering.catch(() => undefined);
    const { data } = await Promise.race([ranking, answering.then(() => ranking)]);
    return {
      enabled: Boolean(data.enabled),
      provider: data.provider,
      diagnostics: (data.diagnostics as Raw[]).map(toSuggestion),
      services: (data.services as Raw[]).map(toSuggestion),
      medications: (data.medications as Raw[]).map(toSuggestion),
      dropped: Number(data.dropped ?? 0),
    };
  }

  /** A window of the clinic's knowledge base, newest first. */
  async knowledgeBase(window: ListWindow): Promise<ServicePage<AiKnowledgeBaseEntryRecord>> {
    const body = await this.client.rest.get<{ data: Raw[]; meta: { total: number } }>('/ai/embed', windowParams(window));
    return { data: body.data.map(toKnowledgeBaseEntry), meta: { total: Number(body.meta.total) } };
  }

  async knowledgeBaseByIds(ids: readonly string[]): Promise<AiKnowledgeBaseEntryRecord[]> {
    if (!ids.length) return [];
    const body = await this.client.rest.get<{ data: Raw[] }>('/ai/embed', { ids: ids.join(','), limit: 100 });
    return body.data.map(toKnowledgeBaseEntry);
  }

  async addKnowledgeBaseEntry(payload: { content: string; text: string }): Promise<AiKnowledgeBaseEntryRecord> {
    const { data } = await this.client.rest.post<{ data: Raw }>('/ai/embed', payload);
    return toKnowledgeBaseEntry(data);
  }

  async updateKnowledgeBaseEntry(id: string, payload: { content: string; text: string }): Promise<AiKnowledgeBaseEntryRecord> {
    const { body } = await this.client.rest.request<{ data: Raw }>('PATCH', `/ai/embed/${encodeURIComponent(id)}`, { json: payload });
    return toKnowledgeBaseEntry(body.data);
  }

  async removeKnowledgeBaseEntry(id: string): Promise<void> {
    await this.client.rest.request('DELETE', `/ai/embed/${encodeURIComponent(id)}`);
  }

  /** POST /ai/soap-note: fills the template's sections from the triage text and the visit (stores nothing). */
  async soapNote(payload: { template: SoapTemplatePayloadForAi; triage_text: string; visit: SoapVisitPayload }): Promise<GeneratedSoapNoteRecord> {
    const { data } = await this.post<{ data: Raw }>('/ai/soap-note', payload);
    return {
      markdown: String(data.markdown ?? ''),
      sections: ((data.sections ?? []) as Raw[]).map((row) => ({
        section: String(row.section),
        text: String(row.text ?? ''),
        sources: ((row.sources ?? []) as Raw[]).map((source) => ({ kind: String(source.kind), detail: String(source.detail ?? '') })),
      })),
      emptySections: ((data.empty_sections ?? []) as unknown[]).map(String),
      provider: String(data.provider),
      notice: data.notice ?? null,
    };
  }

  /** POST /ai/canvas-chat: the assistant's reply in the canvas chat session (stores nothing). */
  async canvasChat(payload: { template: SoapTemplatePayloadForAi; messages: { role: string; content: string }[]; visit: SoapVisitPayload }): Promise<{ reply: string; provider: string; notice: string | null }> {
    const { data } = await this.post<{ data: Raw }>('/ai/canvas-chat', payload);
    return { reply: String(data.reply ?? ''), provider: String(data.provider), notice: data.notice ?? null };
  }
}
