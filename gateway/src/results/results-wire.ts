// The main service's results step as it sends it (snake_case, docs/rest-main-results.md): lab
// orders and results, orphans with their suggested pets, in-house results, comments and the
// treatment result, parsed into the gateway's camelCase records with the results contract
// (packages/contracts/src/results/results.ts), and the bodies the gateway sends (the contract's
// inputs). Used by the main
// loader table (loaders/main.ts) and by a refused write's answer (the stale version, the lab's orders).
import {
  inHouseResultAnswer,
  labOrderAnswer,
  labResultAnswer,
  resultCommentAnswer,
  resultsHistoryPageAnswer,
  syncedLabResultsAnswer,
  treatmentResultAnswer,
  treatmentResultPreviewAnswer,
  visitResultsAnswer,
  writtenBackAnswer,
  type LabResultEvent,
  type LabValue,
  type PetSuggestion,
  type ResultDiagnosis,
  type ResultRow,
  type ResultsHistoryEntry,
  type TreatmentResultContent,
  type assignLabResultWire,
  type inHouseResultWire as inHouseResultBody,
  type labOrderWire as labOrderBody,
  type resultCommentWire as resultCommentBody,
  type treatmentResultDiagnosisKept,
  type treatmentResultRowKept,
  type templatePreviewWire,
  type treatmentResultWire as treatmentResultBody,
  type writeBackWire,
} from '@vetchart/contracts/results/results';
import type { TemplateField } from '@vetchart/contracts/soap-templates/soap-template';
import type { z } from 'zod/mini';

export { LAB_ORDER_STATUSES, type LabOrderStatusName } from '@vetchart/contracts/results/results';

export const labOrderWire = labOrderAnswer;
export type LabOrderRecord = z.output<typeof labOrderWire>;

export type LabValueRecord = LabValue;
export type LabResultEventRecord = LabResultEvent;
export type PetSuggestionRecord = PetSuggestion;

export const labResultWire = labResultAnswer;
export type LabResultRecord = z.output<typeof labResultWire>;

export const inHouseResultWire = inHouseResultAnswer;
export type InHouseResultRecord = z.output<typeof inHouseResultWire>;

export const resultCommentWire = resultCommentAnswer;
export type ResultCommentRecord = z.output<typeof resultCommentWire>;

export type ResultRowRecord = ResultRow;
export type ResultDiagnosisRecord = ResultDiagnosis;
export type TemplateFieldRecord = TemplateField;

/** A template's section (PLAN-19 decision 2): its name, its guidance text and its fields. */
export interface TemplateSectionRecord {
  section: string;
  value: string;
  fields?: TemplateFieldRecord[];
}

export type TreatmentResultContentRecord = TreatmentResultContent;

export const treatmentResultWire = treatmentResultAnswer;
export type TreatmentResultRecord = z.output<typeof treatmentResultWire>;

/** Everything of one visit's results step (GET /visit-results). */
export const visitResultsWire = visitResultsAnswer;
export type VisitResultsRecord = z.output<typeof visitResultsWire>;

/** A visit with nothing in its results step yet (the service leaves it out). */
export const emptyVisitResults = (visitId: string): VisitResultsRecord => ({ visitId, labOrders: [], labResults: [], inHouseResults: [], comments: [], treatmentResult: null });

/** POST /visits/{id}/lab-results/sync (answered as `{ data }`): what the lab had, and the visit's orders and results after. */
export const syncedLabResultsWire = syncedLabResultsAnswer;

/** POST /visits/{id}/treatment-result/preview (answered as `{ data }`): the template's sections from the visit's data. */
export const treatmentResultPreviewWire = treatmentResultPreviewAnswer;

/** POST /visits/{id}/treatment-result/write-back: the result as written back, and the practice system's message. */
export const writtenBackWire = writtenBackAnswer;

export type ResultsHistoryEntryRecord = ResultsHistoryEntry;

/** GET /pets/{id}/results-history: one page, and the total when the service counts it. */
export const resultsHistoryPageWire = resultsHistoryPageAnswer;

// ---- What the gateway sends: the contract's inputs (snake_case JSON); the service answers the
// spec's messages for what it refuses ----

export type ResultRowPayload = z.input<typeof treatmentResultRowKept>;

export type ResultDiagnosisPayload = z.input<typeof treatmentResultDiagnosisKept>;

/** POST/PUT /visits/:id/treatment-result. */
export type TreatmentResultPayload = z.input<typeof treatmentResultBody>;

/** POST /visits/:id/inhouse-results, PUT /inhouse-results/:id. */
export type InHouseResultPayload = z.input<typeof inHouseResultBody>;

/** POST /visits/:id/lab-orders. */
export type LabOrderPayload = z.input<typeof labOrderBody>;

/** PUT /visits/:id/result-comments. */
export type ResultCommentPayload = z.input<typeof resultCommentBody>;

/** POST /lab-results/{id}/assign, the treatment result's preview and write-back: the contract's JSON. */
export type AssignLabResultPayload = z.input<typeof assignLabResultWire>;
export type TemplatePreviewPayload = z.input<typeof templatePreviewWire>;
export type WriteBackPayload = z.input<typeof writeBackWire>;
