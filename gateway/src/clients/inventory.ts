// Typed client of the inventory service (docs/rest-inventory.md). Methods map the service's
// snake_case JSON to the gateway's camelCase records, once, here.
import type { ServicePage } from './service-page.ts';
import { RestClient, type UpstreamOptions } from './http.ts';
import type { DosageUnitRecord } from '../catalogues/catalogue-wire.ts';

// The lookup lists and catalogues moved to the inventory loader table (loaders/inventory.ts);
// left here: the lookup files and the AI routes.

export interface ListWindow {
  offset: number;
  limit: number;
  search?: string | null;
}

/** A knowledge-base list that can be exported; the first four can also be imported. */
export type LookupModule = 'gender' | 'breeds' | 'species' | 'vaccines' | 'medications' | 'inventory' | 'diagnosis' | 'diagnostics' | 'services';

export interface LookupFileRecord {
  fileName: string;
  mimeType: string;
  base64: string;
  rowCount: number;
}

type Raw = Record<string, any>;


/** A catalogue row's (or a plan row's) list of { dosage, unit }. */
export const toDosageUnits = (raw: Raw[] | null | undefined): DosageUnitRecord[] => (raw ?? []).map((row) => ({ dosage: String(row.dosage), unit: String(row.unit) }));

type QueryParams = Record<string, string | number | undefined>;

const windowParams = (window: ListWindow): QueryParams => ({ offset: window.offset, limit: window.limit, q: window.search || undefined });

export class InventoryClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
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
