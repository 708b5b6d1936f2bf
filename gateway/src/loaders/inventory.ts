// The inventory service's endpoints (docs/rest-inventory.md) as the gateway calls them: the lookup
// lists and catalogues with their category lists, the lookup files, and the AI engine (its
// routes, the knowledge base and the template builder's upload). Built per request into
// `ctx.loaders.inventory` (loaders/index.ts; docs/architecture.md, Calling a service).
import {
  diagnosisWire,
  inventorySupplyWire,
  medicationWire,
  serviceWire,
  treatmentWire,
  type DiagnosisPayload,
  type InventorySupplyPayload,
  type MedicationPayload,
  type ServicePayload,
  type TreatmentPayload,
} from '../catalogues/catalogue-wire.ts';
import {
  breedWire,
  genderWire,
  importedLookupFileWire,
  namedLookupWire,
  speciesWire,
  vaccineWire,
  type BreedPayload,
  type GenderPayload,
  type ImportLookupFilePayload,
  type LookupModule,
  type SpeciesPayload,
  type VaccinePayload,
} from '../catalogues/lookup-wire.ts';
import {
  aiSettingsWire,
  aiStatusWire,
  canvasChatReplyWire,
  cleanUpWire,
  generatedSoapNoteWire,
  knowledgeBaseEntryWire,
  physicalExamWire,
  recommendationsWire,
  rewriteWire,
  transcriptionWire,
  triageWire,
  type AiCleanUpPayload,
  type AiPhysicalExamPayload,
  type AiRecommendationsPayload,
  type AiRewritePayload,
  type AiSettingsPayload,
  type AiTranscribePayload,
  type AiTriagePayload,
  type CanvasChatPayload,
  type KnowledgeBaseEntryEditPayload,
  type KnowledgeBaseEntryPayload,
  type SoapNotePayload,
} from '../ai/ai-wire.ts';
import { z } from 'zod';
import { byIds, call, segment } from './endpoint.ts';
import { resource, windowQuery, type ListWindow } from './resource.ts';
import { data, noContent, one, page } from './wire.ts';

/**
 * How long the gateway waits for an AI route: the service's own provider deadline times its
 * tries, and a little more, so the service's clear provider error arrives before ours.
 */
const AI_CALL_TIMEOUT_MS = Number(process.env.AI_TIMEOUT_MS ?? 30_000) * (1 + Number(process.env.AI_MAX_RETRIES ?? 2)) + 5_000;
/**
 * A POST of the AI engine that computes an answer and changes nothing (no idempotency key); its
 * deliberate 5xx answers are 502 the provider failed, 503 not configured, 504 the provider timed out.
 */
const AI_COMPUTE = { compute: true, timeoutMs: AI_CALL_TIMEOUT_MS, answerStatuses: [502, 503, 504] } as const;

/** One AI route that computes an answer from its body. */
const aiCompute = <I, T>(path: string, parse: (body: unknown) => T) => call<T, I>({ method: 'POST', path, body: (payload: I) => payload, options: AI_COMPUTE, parse });

/** The AI engine's answer to a template upload, which the gateway's route passes on as it is (status and JSON object). */
const passedOnWire = z.looseObject({});

export const inventoryEndpoints = {
  /**
   * The template builder's upload (POST /template-builder/convert, soap-templates/template-builder-route.ts):
   * the multipart form as received; the provider's 502/503/504 are answers to pass on.
   */
  convertTemplate: call({
    method: 'POST',
    path: '/ai/template/convert',
    options: (upload: { body: Buffer; contentType: string }) => ({ ...AI_COMPUTE, bytes: upload }),
    parse: (body, status) => ({ status, body: passedOnWire.parse(body) }),
  }),
  // --- The AI engine (docs/rest-inventory-ai.md, gateway/src/ai/) ---
  aiStatus: call({ method: 'GET', path: '/ai/status', parse: one(aiStatusWire) }),
  /** The clinic's AI settings: read once per operation (the Assessment step and the suggestions both ask), forgotten after a change. */
  aiSettings: call({ method: 'GET', path: '/ai/settings', parse: one(aiSettingsWire), oncePerRequest: true }),
  updateAiSettings: call({ method: 'PUT', path: '/ai/settings', body: (settings: AiSettingsPayload) => settings, parse: one(aiSettingsWire) }),
  triage: aiCompute<AiTriagePayload, z.output<typeof triageWire>>('/ai/triage', (body) => triageWire.parse(body)),
  /** The public subjective form's triage: the link token is the only credential. */
  formTriage: call({
    method: 'POST',
    path: '/ai/triage',
    body: (input: { token: string; query: string }): AiTriagePayload => ({ query: input.query }),
    options: (input) => ({ ...AI_COMPUTE, headers: { 'x-subjective-form-token': input.token }, anonymous: true }),
    parse: one(triageWire),
  }),
  cleanUp: aiCompute<AiCleanUpPayload, z.output<typeof cleanUpWire>>('/ai/clean-up', (body) => cleanUpWire.parse(body)),
  rewrite: aiCompute<AiRewritePayload, z.output<typeof rewriteWire>>('/ai/rewrite', (body) => rewriteWire.parse(body)),
  transcribe: aiCompute<AiTranscribePayload, z.output<typeof transcriptionWire>>('/ai/transcribe', (body) => transcriptionWire.parse(body)),
  physicalExam: aiCompute<AiPhysicalExamPayload, z.output<typeof physicalExamWire>>('/ai/physical-exam', (body) => physicalExamWire.parse(body)),
  recommendations: aiCompute<AiRecommendationsPayload, z.output<typeof recommendationsWire>>('/ai/recommendations', (body) => recommendationsWire.parse(body)),
  /** Fills the template's sections from the triage text and the visit (stores nothing). */
  soapNote: aiCompute<SoapNotePayload, z.output<typeof generatedSoapNoteWire>>('/ai/soap-note', (body) => generatedSoapNoteWire.parse(body)),
  /** The assistant's reply in the canvas chat session (stores nothing). */
  canvasChat: aiCompute<CanvasChatPayload, z.output<typeof canvasChatReplyWire>>('/ai/canvas-chat', (body) => canvasChatReplyWire.parse(body)),
  // The clinic's knowledge base (newest first).
  knowledgeBaseEntry: byIds({ path: '/ai/embed', row: knowledgeBaseEntryWire }),
  knowledgeBase: call({ method: 'GET', path: '/ai/embed', query: (window: ListWindow) => windowQuery(window), parse: page(knowledgeBaseEntryWire) }),
  addKnowledgeBaseEntry: call({ method: 'POST', path: '/ai/embed', body: (entry: KnowledgeBaseEntryPayload) => entry, parse: data(knowledgeBaseEntryWire) }),
  updateKnowledgeBaseEntry: call({
    method: 'PATCH',
    path: (input: { id: string; entry: KnowledgeBaseEntryEditPayload }) => `/ai/embed/${segment(input.id)}`,
    body: (input) => input.entry,
    parse: data(knowledgeBaseEntryWire),
  }),
  removeKnowledgeBaseEntry: call({ method: 'DELETE', path: (id: string) => `/ai/embed/${segment(id)}`, parse: noContent }),

  // --- The lookup lists as spreadsheets (catalogues/lookup-file.ts) ---
  /** Adds every row of the file, or none when any row is bad. */
  importLookupFile: call({
    method: 'POST',
    path: '/file/excel',
    body: (file: ImportLookupFilePayload) => file,
    parse: one(importedLookupFileWire),
  }),
  /** The list as a file: all matching rows, or only the header row as an import template. */
  exportLookupList: call({
    method: 'GET',
    path: '/export',
    query: (input: { module: LookupModule; format: 'csv' | 'xlsx'; search?: string | null; template?: boolean }) => ({
      module: input.module,
      format: input.format,
      q: input.search || undefined,
      template: input.template ? 'true' : undefined,
    }),
    binary: true,
    parse: (bytes, _status, headers) => ({ bytes: bytes as Buffer, headers: headers ?? {} }),
  }),

  genders: resource({ path: '/pet-gender', row: genderWire, payload: (gender: GenderPayload) => gender }),
  /** Newest first, or by name (the selects of the breed, vaccine and pet forms). */
  species: resource({
    path: '/specie',
    row: speciesWire,
    payload: (species: SpeciesPayload) => species,
    filters: (filters: { byName?: boolean }) => ({ sort: filters.byName ? 'name' : undefined }),
  }),
  breeds: resource({
    path: '/breed',
    itemPath: '/breeds',
    row: breedWire,
    payload: (breed: BreedPayload) => breed,
    filters: (filters: { specieId?: string | null }) => ({ specie_id: filters.specieId || undefined }),
  }),
  vaccines: resource({ path: '/vaccines', row: vaccineWire, payload: (vaccine: VaccinePayload) => vaccine }),
  // The vaccine selects' lists (read-only here).
  vaccineCategories: resource({ path: '/vaccine-category', row: namedLookupWire }),
  manufacturers: resource({ path: '/manufacturers', row: namedLookupWire }),
  vaccineTypes: resource({ path: '/vaccine-types', row: namedLookupWire }),

  // --- Catalogues (spec 001 sections 3 and 7) ---
  medications: resource({ path: '/medications', row: medicationWire, payload: (medication: MedicationPayload) => medication }),
  inventorySupplies: resource({ path: '/inventory-supplies', row: inventorySupplyWire, payload: (supply: InventorySupplyPayload) => supply }),
  diagnoses: resource({ path: '/diagnosis', row: diagnosisWire, payload: (diagnosis: DiagnosisPayload) => diagnosis }),
  treatments: resource({ path: '/treatments', row: treatmentWire, payload: (treatment: TreatmentPayload) => treatment }),
  services: resource({ path: '/services', row: serviceWire, payload: (service: ServicePayload) => service }),
  // The catalogues' category and type lists (read-only here), by their path.
  'medication-categories': resource({ path: '/medication-categories', row: namedLookupWire }),
  'inventory-types': resource({ path: '/inventory-types', row: namedLookupWire }),
  'inventory-categories': resource({ path: '/inventory-categories', row: namedLookupWire }),
  'diagnosis-categories': resource({ path: '/diagnosis-categories', row: namedLookupWire }),
  'treatment-categories': resource({ path: '/treatment-categories', row: namedLookupWire }),
  'treatment-result-types': resource({ path: '/treatment-result-types', row: namedLookupWire }),
  'service-categories': resource({ path: '/service-categories', row: namedLookupWire }),
};
