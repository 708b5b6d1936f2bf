// The inventory service's AI engine (services/inventory/src/ai, docs/rest-inventory-ai.md and
// docs/rest-inventory-ai-soap.md) as it answers, inside its `{ data }` envelope, each field named
// once; the gateway parses the engine's answers with them (gateway/src/ai/ai-wire.ts).
import { z } from 'zod/mini';
import { answerId, answerNumber, blank, listOf, orNull, orZero } from '../answer.ts';
import { dosageUnitsAnswer } from '../catalogues/catalogue-fields.ts';
import { wire } from '../wire.ts';
import { aiLinesAnswer } from './ai-sources.ts';

const text = orNull(z.string());
/** Any value, truthy or not; the key must be sent. */
const flag = z.pipe(z.unknown(), z.transform(Boolean));

export const AI_PROVIDERS = ['rules', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const aiStatusAnswer = wire({
  provider: z.enum(AI_PROVIDERS),
  description: z.string(),
  languageModel: flag,
  chatModel: text,
  dictation: z.object({ available: flag, setting: z.string(), description: z.string() }),
});
export type AiStatus = z.output<typeof aiStatusAnswer>;

export const aiSettingsAnswer = wire({ smartRecommendations: flag });
export type AiSettings = z.output<typeof aiSettingsAnswer>;

export const triageEvidenceAnswer = z.object({ field: z.coerce.string(), text: z.coerce.string(), start: answerNumber, end: answerNumber });
export type TriageEvidence = z.output<typeof triageEvidenceAnswer>;

const DURATIONS = ['Acute', 'Gradual', 'Progressing', 'Static', 'Worsening'] as const;
const yesNo = orNull(z.boolean());

const additionalNotes = wire({ waterIntake: text, appetite: text, travel: yesNo, coughing: yesNo, sneezing: yesNo, vomiting: yesNo, diarrhea: yesNo, supplements: text });

/** The spec's REST names that are not the snake_case of the field's name (each holds the field in a part of its own). */
export const TRIAGE_ANALYSIS_WIRE_NAMES = { mainCaseIds: 'reason_for_consultation', medications: 'medication_schema', specialDiets: 'special_diets_schema' } as const;

/** Spec 003 section 3 'Triage analysis result'; null = the note does not say. */
export const triageAnalysisAnswer = wire(
  {
    chiefComplaint: text,
    // The spec wraps the duration, the main cases, the medications and the diets in parts of their own: each is read out of its part.
    complaintDuration: z.pipe(
      z.nullish(z.object({ duration: orNull(z.enum(DURATIONS)) })),
      z.transform((part) => part?.duration ?? null),
    ),
    mainCaseIds: z.pipe(
      z.nullish(z.object({ main_case: listOf(answerNumber) })),
      z.transform((part) => part?.main_case ?? []),
    ),
    /** The key must be sent; null reads as notes that say nothing. */
    additionalNotes: z.pipe(
      z.unknown(),
      z.transform((notes) => z.parse(additionalNotes, notes ?? {})),
    ),
    /** The spec's comma separated generic names, as a list. */
    medications: z.pipe(
      z.nullish(z.object({ medicationList: z.unknown() })),
      z.transform((part) =>
        String(part?.medicationList ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ),
    specialDiets: z.pipe(
      z.nullish(z.object({ dietDetails: text })),
      z.transform((part) => part?.dietDetails ?? null),
    ),
    evidence: listOf(triageEvidenceAnswer),
    /** One line per stated value, with the spans of the note it was read from. */
    lines: aiLinesAnswer,
  },
  TRIAGE_ANALYSIS_WIRE_NAMES,
);

// The engine answers the analysis apart from who made it; the record carries them together.
export const triageAnswer = z.pipe(
  z.object({ analysis: triageAnalysisAnswer, provider: z.string(), cached: flag }),
  z.transform(({ analysis, ...made }) => ({ ...analysis, ...made })),
);
export type TriageAnalysis = z.output<typeof triageAnswer>;

export const cleanUpAnswer = wire({ improvedText: z.string(), provider: z.string(), changes: listOf(z.string()), lines: aiLinesAnswer });
export type CleanUp = z.output<typeof cleanUpAnswer>;

export const keyedTextAnswer = z.object({ key: z.coerce.string(), text: z.coerce.string() });
export type KeyedText = z.output<typeof keyedTextAnswer>;

export const rewriteAnswer = wire({ improvedTexts: z.array(keyedTextAnswer), provider: z.string(), languageModel: flag, notice: text, lines: aiLinesAnswer });
export type Rewrite = z.output<typeof rewriteAnswer>;

export const transcriptionAnswer = z.object({ text: z.string(), provider: z.string() });
export type Transcription = z.output<typeof transcriptionAnswer>;

export const aiExamResultAnswer = wire({ category: z.string(), result: z.string(), comment: blank, matchedText: text });
export type AiExamResult = z.output<typeof aiExamResultAnswer>;

export const physicalExamAnswer = z.object({ results: z.array(aiExamResultAnswer), provider: z.string(), lines: aiLinesAnswer });

export const AI_SUGGESTION_KINDS = ['diagnostic', 'service', 'medication', 'inventory'] as const;
export type AiSuggestionKind = (typeof AI_SUGGESTION_KINDS)[number];

/** The spec's REST names that are not the snake_case of the field's name. */
export const AI_SUGGESTION_WIRE_NAMES = { dosageUnits: 'dosage_unit' } as const;

export const aiSuggestionAnswer = wire(
  {
    kind: z.enum(AI_SUGGESTION_KINDS),
    catalogueId: answerId,
    code: blank,
    name: blank,
    category: text,
    description: blank,
    dosageUnits: dosageUnitsAnswer,
    doseInstructions: blank,
    sideEffects: blank,
    score: orZero,
    reason: blank,
    source: wire({
      type: z.enum(['catalogue', 'knowledge_base', 'rule']),
      /** The key must be sent; none is null. */
      id: z.pipe(
        z.unknown(),
        z.transform((id) => (id === null || id === undefined ? null : String(id))),
      ),
      label: blank,
      matchedText: text,
    }),
  },
  AI_SUGGESTION_WIRE_NAMES,
);
export type AiSuggestion = z.output<typeof aiSuggestionAnswer>;

export const aiRecommendationsAnswer = z.object({
  enabled: flag,
  provider: z.string(),
  diagnostics: z.array(aiSuggestionAnswer),
  services: z.array(aiSuggestionAnswer),
  medications: z.array(aiSuggestionAnswer),
  dropped: orZero,
  /** One line per suggestion, list by list, with the visit's words it rests on. */
  lines: aiLinesAnswer,
});
export type AiRecommendations = z.output<typeof aiRecommendationsAnswer>;

export const knowledgeBaseEntryAnswer = wire({
  id: answerId,
  content: z.string(),
  text: z.string(),
  clinicCode: text,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KnowledgeBaseEntry = z.output<typeof knowledgeBaseEntryAnswer>;

/** The AI engine's generated SOAP note (PLAN-19 decision 5). */
export const generatedSoapNoteAnswer = wire({
  markdown: blank,
  sections: listOf(
    z.object({
      section: z.coerce.string(),
      text: blank,
      sources: listOf(z.object({ kind: z.coerce.string(), detail: blank })),
      /** Each line of the text with where it came from. */
      lines: aiLinesAnswer,
    }),
  ),
  emptySections: listOf(z.coerce.string()),
  provider: z.coerce.string(),
  notice: text,
});
export type GeneratedSoapNote = z.output<typeof generatedSoapNoteAnswer>;

export const canvasChatReplyAnswer = z.object({ reply: blank, provider: z.coerce.string(), notice: text, lines: aiLinesAnswer });
export type CanvasChatReply = z.output<typeof canvasChatReplyAnswer>;
