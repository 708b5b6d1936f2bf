// The inventory service's AI engine (services/inventory/src/ai, docs/rest-inventory-ai.md and
// docs/rest-inventory-ai-soap.md) as it answers, parsed into the gateway's camelCase records with
// the AI engine contract (packages/contracts/src/ai/ai-engine.ts), and the bodies the gateway
// sends (the inputs of packages/contracts/src/ai/ai-requests.ts). Used by the inventory loader
// table (loaders/inventory.ts).
import {
  aiExamResultAnswer,
  aiRecommendationsAnswer,
  aiSettingsAnswer,
  aiStatusAnswer,
  aiSuggestionAnswer,
  canvasChatReplyAnswer,
  cleanUpAnswer,
  generatedSoapNoteAnswer,
  keyedTextAnswer,
  knowledgeBaseEntryAnswer,
  physicalExamAnswer,
  rewriteAnswer,
  transcriptionAnswer,
  triageAnswer,
  triageEvidenceAnswer,
} from '@vetchart/contracts/ai/ai-engine';
import type {
  aiCleanUpWire,
  aiPhysicalExamWire,
  aiRecommendationsWire,
  aiRewriteWire,
  aiSettingsUpdateWire,
  aiTranscribeWire,
  aiTriageWire,
  canvasChatWire,
  soapNoteWire,
  soapTemplateForAiWire,
  soapVisitWire,
} from '@vetchart/contracts/ai/ai-requests';
import type { knowledgeEntryCreateWire, knowledgeEntryEditWire } from '@vetchart/contracts/ai/knowledge-base';
import { z } from 'zod';

export type { AiProvider, AiSuggestionKind } from '@vetchart/contracts/ai/ai-engine';

/** The engine's `{ data }` envelope around one answer. */
const inData = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema }).transform((body) => (body as { data: z.output<T> }).data);

export const aiStatusWire = inData(aiStatusAnswer);
export type AiStatusRecord = z.output<typeof aiStatusWire>;

export const aiSettingsWire = inData(aiSettingsAnswer);
export type AiSettingsRecord = z.output<typeof aiSettingsWire>;

export type TriageEvidenceRecord = z.output<typeof triageEvidenceAnswer>;

export const triageWire = inData(triageAnswer);
export type TriageAnalysisRecord = z.output<typeof triageWire>;

export const cleanUpWire = inData(cleanUpAnswer);
export type CleanUpRecord = z.output<typeof cleanUpWire>;

export type KeyedTextRecord = z.output<typeof keyedTextAnswer>;

export const rewriteWire = inData(rewriteAnswer);
export type RewriteRecord = z.output<typeof rewriteWire>;

export const transcriptionWire = inData(transcriptionAnswer);
export type TranscriptionRecord = z.output<typeof transcriptionWire>;

export type AiExamResultRecord = z.output<typeof aiExamResultAnswer>;

export const physicalExamWire = inData(physicalExamAnswer);

export type AiSuggestionRecord = z.output<typeof aiSuggestionAnswer>;

export const recommendationsWire = inData(aiRecommendationsAnswer);
export type AiRecommendationsRecord = z.output<typeof recommendationsWire>;

/** POST /ai/recommendations: the contract's JSON. */
export type AiRecommendationsPayload = z.input<typeof aiRecommendationsWire>;

/** POST /ai/triage, /ai/clean-up, /ai/rewrite, /ai/transcribe and /ai/physical-exam, PUT /ai/settings: the contract's JSON. */
export type AiTriagePayload = z.input<typeof aiTriageWire>;
export type AiCleanUpPayload = z.input<typeof aiCleanUpWire>;
export type AiRewritePayload = z.input<typeof aiRewriteWire>;
export type AiTranscribePayload = z.input<typeof aiTranscribeWire>;
export type AiPhysicalExamPayload = z.input<typeof aiPhysicalExamWire>;
export type AiSettingsPayload = z.input<typeof aiSettingsUpdateWire>;

/** POST /ai/embed and PATCH /ai/embed/{id} (contracts/src/ai/knowledge-base.ts). */
export type KnowledgeBaseEntryPayload = z.input<typeof knowledgeEntryCreateWire>;
export type KnowledgeBaseEntryEditPayload = z.input<typeof knowledgeEntryEditWire>;

export const knowledgeBaseEntryWire = knowledgeBaseEntryAnswer;
export type AiKnowledgeBaseEntryRecord = z.output<typeof knowledgeBaseEntryWire>;

/** The AI engine's generated SOAP note (PLAN-19 decision 5). */
export const generatedSoapNoteWire = inData(generatedSoapNoteAnswer);
export type GeneratedSoapNoteRecord = z.output<typeof generatedSoapNoteWire>;

export const canvasChatReplyWire = inData(canvasChatReplyAnswer);

/** What POST /ai/soap-note and /ai/canvas-chat are given about the visit, and the template they fill: the contract's JSON. */
export type SoapVisitPayload = z.input<typeof soapVisitWire>;
export type SoapTemplatePayloadForAi = z.input<typeof soapTemplateForAiWire>;
export type SoapNotePayload = z.input<typeof soapNoteWire>;
export type CanvasChatPayload = z.input<typeof canvasChatWire>;
