// The inventory service's AI engine (services/inventory/src/ai, docs/rest-inventory-ai.md and
// docs/rest-inventory-ai-soap.md) as it answers, parsed into the gateway's camelCase records with
// each field named once where the names match (the contracts' `wire`), and the bodies the gateway
// sends. Used by the inventory loader table (loaders/inventory.ts).
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod';
import { dosageUnitsWire } from '../catalogues/catalogue-wire.ts';

const orNull = <T extends z.core.$ZodType>(schema: T) => z.nullish(schema).transform((value) => value ?? null);
const stringOrNull = orNull(z.string());
/** Text the engine may leave out: '' then. */
const blank = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const flag = z.unknown().transform(Boolean);
const rows = <T extends z.core.$ZodType>(row: T) => z.array(row).nullish().transform((value) => value ?? []);
/** The engine's `{ data }` envelope around one answer. */
const inData = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema }).transform((body) => (body as { data: z.output<T> }).data);

export type AiProvider = 'rules' | 'openai';

export const aiStatusWire = inData(
  wire({
    provider: z.enum(['rules', 'openai']),
    description: z.string(),
    languageModel: flag,
    chatModel: stringOrNull,
    dictation: z.object({ available: flag, setting: z.string(), description: z.string() }),
  }),
);
export type AiStatusRecord = z.output<typeof aiStatusWire>;

export const aiSettingsWire = inData(wire({ smartRecommendations: flag }));
export type AiSettingsRecord = z.output<typeof aiSettingsWire>;

const evidenceWire = z.object({ field: z.coerce.string(), text: z.coerce.string(), start: z.coerce.number(), end: z.coerce.number() });
export type TriageEvidenceRecord = z.output<typeof evidenceWire>;

const DURATIONS = ['Acute', 'Gradual', 'Progressing', 'Static', 'Worsening'] as const;
const yesNo = orNull(z.boolean());

/** Spec 003 section 3 'Triage analysis result'; null = the note does not say. */
const triageAnalysisWire = z
  .object({
    chief_complaint: stringOrNull,
    complaint_duration: z.object({ duration: orNull(z.enum(DURATIONS)) }).nullish(),
    reason_for_consultation: z.object({ main_case: rows(z.coerce.number()) }).nullish(),
    additional_notes: z
      .unknown()
      .transform((notes) =>
        z.parse(
          wire({ waterIntake: stringOrNull, appetite: stringOrNull, travel: yesNo, coughing: yesNo, sneezing: yesNo, vomiting: yesNo, diarrhea: yesNo, supplements: stringOrNull }),
          notes ?? {},
        ),
      ),
    medication_schema: z.object({ medicationList: z.unknown() }).nullish(),
    special_diets_schema: z.object({ dietDetails: stringOrNull }).nullish(),
    evidence: rows(evidenceWire),
  })
  .transform((raw) => ({
    chiefComplaint: raw.chief_complaint,
    complaintDuration: raw.complaint_duration?.duration ?? null,
    mainCaseIds: raw.reason_for_consultation?.main_case ?? [],
    additionalNotes: raw.additional_notes,
    // The spec's comma separated generic names, as a list.
    medications: String(raw.medication_schema?.medicationList ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    specialDiets: raw.special_diets_schema?.dietDetails ?? null,
    evidence: raw.evidence,
  }));

export const triageWire = inData(
  z
    .object({ analysis: triageAnalysisWire, provider: z.string(), cached: flag })
    .transform((data) => ({ ...data.analysis, provider: data.provider, cached: data.cached })),
);
export type TriageAnalysisRecord = z.output<typeof triageWire>;

export const cleanUpWire = inData(wire({ improvedText: z.string(), provider: z.string(), changes: rows(z.string()) }));
export type CleanUpRecord = z.output<typeof cleanUpWire>;

const keyedTextWire = z.object({ key: z.coerce.string(), text: z.coerce.string() });
export type KeyedTextRecord = z.output<typeof keyedTextWire>;

export const rewriteWire = inData(wire({ improvedTexts: z.array(keyedTextWire), provider: z.string(), languageModel: flag, notice: stringOrNull }));
export type RewriteRecord = z.output<typeof rewriteWire>;

export const transcriptionWire = inData(z.object({ text: z.string(), provider: z.string() }));
export type TranscriptionRecord = z.output<typeof transcriptionWire>;

const examResultWire = wire({ category: z.string(), result: z.string(), comment: blank, matchedText: stringOrNull });
export type AiExamResultRecord = z.output<typeof examResultWire>;

export const physicalExamWire = inData(z.object({ results: z.array(examResultWire), provider: z.string() }));

export type AiSuggestionKind = 'diagnostic' | 'service' | 'medication' | 'inventory';

const suggestionWire = z
  .object({
    kind: z.enum(['diagnostic', 'service', 'medication', 'inventory']),
    catalogue_id: z.coerce.string(),
    code: blank,
    name: blank,
    category: stringOrNull,
    description: blank,
    dosage_unit: dosageUnitsWire,
    dose_instructions: blank,
    side_effects: blank,
    score: z.coerce.number().nullish(),
    reason: blank,
    source: wire({ type: z.enum(['catalogue', 'knowledge_base', 'rule']), id: z.unknown().transform((id) => (id === null || id === undefined ? null : String(id))), label: blank, matchedText: stringOrNull }),
  })
  .transform((raw) => ({
    kind: raw.kind,
    catalogueId: raw.catalogue_id,
    code: raw.code,
    name: raw.name,
    category: raw.category,
    description: raw.description,
    dosageUnits: raw.dosage_unit,
    doseInstructions: raw.dose_instructions,
    sideEffects: raw.side_effects,
    score: raw.score ?? 0,
    reason: raw.reason,
    source: raw.source,
  }));
export type AiSuggestionRecord = z.output<typeof suggestionWire>;

export const recommendationsWire = inData(
  z.object({
    enabled: flag,
    provider: z.string(),
    diagnostics: z.array(suggestionWire),
    services: z.array(suggestionWire),
    medications: z.array(suggestionWire),
    dropped: z.coerce
      .number()
      .nullish()
      .transform((value) => value ?? 0),
  }),
);
export type AiRecommendationsRecord = z.output<typeof recommendationsWire>;

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

export const knowledgeBaseEntryWire = wire({
  id: z.coerce.string(),
  content: z.string(),
  text: z.string(),
  clinicCode: stringOrNull,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiKnowledgeBaseEntryRecord = z.output<typeof knowledgeBaseEntryWire>;

/** The AI engine's generated SOAP note (PLAN-19 decision 5). */
export const generatedSoapNoteWire = inData(
  wire({
    markdown: blank,
    sections: rows(
      z.object({
        section: z.coerce.string(),
        text: blank,
        sources: rows(z.object({ kind: z.coerce.string(), detail: blank })),
      }),
    ),
    emptySections: rows(z.coerce.string()),
    provider: z.coerce.string(),
    notice: stringOrNull,
  }),
);
export type GeneratedSoapNoteRecord = z.output<typeof generatedSoapNoteWire>;

export const canvasChatReplyWire = inData(z.object({ reply: blank, provider: z.coerce.string(), notice: stringOrNull }));

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
