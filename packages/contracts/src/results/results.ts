// A visit's results step as the main service answers it (snake_case, docs/rest-main-results.md):
// lab orders and results, orphans with their suggested pets, in-house results, comments, the
// treatment result and a pet's results history, each field named once; the gateway parses main's
// answers with them (gateway/src/results/results-wire.ts). Unless said otherwise a field's key
// must be sent (null is none), as the service always sends them.
import { z } from 'zod/mini';
import { answerId, answerNumber, anyText, listOf, orEmpty, orNull } from '../answer.ts';
import { templateSectionAnswer } from '../soap-templates/soap-template.ts';
import { wire } from '../wire.ts';

/** An id that may be null (or sent as ''). */
const idOrNull = z.pipe(
  z.unknown(),
  z.transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
);
const stringOrNull = orNull(z.string());
/** A number sent as a number or as text, or null. */
const numberOrNull = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value) => (value === null || value === undefined ? null : Number(value))),
);
/** Only true is true (anything else sent is false). */
const sentTrue = z.pipe(
  z.unknown(),
  z.transform((value) => value === true),
);
/** One of the names; anything else reads as `usual`. */
const oneOf = <const Names extends readonly string[]>(names: Names, usual: Names[number]) =>
  z.pipe(
    z.unknown(),
    z.transform((value): Names[number] => (names.includes(value as string) ? (value as Names[number]) : usual)),
  );

export const LAB_ORDER_STATUSES = ['queued', 'pending', 'submitted', 'in_progress', 'completed', 'cancelled'] as const;
export type LabOrderStatusName = (typeof LAB_ORDER_STATUSES)[number];

export const labOrderAnswer = wire({
  id: answerId,
  visitId: answerId,
  petId: answerId,
  provider: anyText,
  providerName: anyText,
  // Anything but 'additional' is an order.
  kind: oneOf(['additional', 'order'] as const, 'order'),
  status: z.enum(LAB_ORDER_STATUSES),
  partnerOrderId: idOrNull,
  tests: listOf(wire({ code: anyText, name: anyText, treatmentId: idOrNull, planItemId: idOrNull })),
  links: listOf(wire({ type: anyText, url: anyText })),
  lastError: stringOrNull,
  createdByName: anyText,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LabOrder = z.output<typeof labOrderAnswer>;

export const labValueAnswer = wire({
  analyte: anyText,
  value: anyText,
  unit: anyText,
  referenceRange: anyText,
  low: numberOrNull,
  high: numberOrNull,
  // Anything else the lab sends reads as normal.
  flag: oneOf(['H', 'L', 'A', 'N'] as const, 'N'),
});
export type LabValue = z.output<typeof labValueAnswer>;

export const labResultEventAnswer = wire({
  action: z.enum(['received', 'assigned', 'unassigned']),
  description: anyText,
  visitId: idOrNull,
  actorName: anyText,
  updatedAt: anyText,
});
export type LabResultEvent = z.output<typeof labResultEventAnswer>;

export const petSuggestionAnswer = wire({
  petId: answerId,
  petName: anyText,
  parentName: anyText,
  specieId: idOrNull,
  score: answerNumber,
  reasons: listOf(z.pipe(z.unknown(), z.transform(String))),
});
export type PetSuggestion = z.output<typeof petSuggestionAnswer>;

export const labResultAnswer = wire({
  id: answerId,
  provider: anyText,
  providerName: anyText,
  partnerResultId: anyText,
  identifier: anyText,
  status: anyText,
  visitId: idOrNull,
  petId: idOrNull,
  labOrderId: idOrNull,
  assigned: sentTrue,
  /** The patient as the lab named it. */
  patient: orEmpty(wire({ name: anyText, species: anyText, breed: anyText, sex: anyText, parentName: anyText })),
  testDate: anyText,
  finalResultDate: stringOrNull,
  tests: listOf(wire({ code: anyText, name: anyText, values: listOf(labValueAnswer) })),
  reportAvailable: sentTrue,
  receivedAt: anyText,
  updatedAt: anyText,
  history: listOf(labResultEventAnswer),
  /** Orphans only (GET /orphaned-results): the clinic's pets that best match, best first. */
  suggestedPets: listOf(petSuggestionAnswer),
});
export type LabResult = z.output<typeof labResultAnswer>;

export const inHouseResultAnswer = wire({
  id: answerId,
  visitId: answerId,
  planItemId: answerId,
  diagnosticsId: idOrNull,
  testDate: anyText,
  resultDate: anyText,
  result: anyText,
  comment: anyText,
  source: anyText,
  version: answerNumber,
  updatedByName: anyText,
  createdAt: anyText,
  updatedAt: anyText,
});
export type InHouseResult = z.output<typeof inHouseResultAnswer>;

export const resultCommentAnswer = wire({
  id: answerId,
  visitId: answerId,
  petId: answerId,
  // Anything but 'service' is a diagnostic's comment.
  kind: oneOf(['service', 'diagnostic'] as const, 'diagnostic'),
  itemCode: anyText,
  partner: stringOrNull,
  comments: anyText,
  version: answerNumber,
  updatedByName: anyText,
  updatedAt: anyText,
});
export type ResultComment = z.output<typeof resultCommentAnswer>;

export const resultRowAnswer = wire({
  planItemId: idOrNull,
  catalogueId: idOrNull,
  code: anyText,
  name: anyText,
  quantity: numberOrNull,
  dosage: stringOrNull,
  comment: stringOrNull,
});
export type ResultRow = z.output<typeof resultRowAnswer>;

export const resultDiagnosisAnswer = wire({ diagnosisId: idOrNull, name: anyText, category: stringOrNull, description: stringOrNull });
export type ResultDiagnosis = z.output<typeof resultDiagnosisAnswer>;

const templateSections = listOf(templateSectionAnswer);

export const treatmentResultContentAnswer = wire({
  ruleOuts: listOf(resultDiagnosisAnswer),
  diagnosis: listOf(resultDiagnosisAnswer),
  treatments: listOf(resultRowAnswer),
  medications: listOf(resultRowAnswer),
  customMedications: listOf(resultRowAnswer),
  inventories: listOf(resultRowAnswer),
  services: listOf(resultRowAnswer),
  additionalCareText: anyText,
});
export type TreatmentResultContent = z.output<typeof treatmentResultContentAnswer>;

export const treatmentResultAnswer = wire({
  id: answerId,
  visitId: answerId,
  petId: answerId,
  soapTemplateId: idOrNull,
  templateCode: stringOrNull,
  result: orEmpty(treatmentResultContentAnswer),
  /** The sections as last saved; null (or left out) when none were. */
  templateContent: orNull(templateSections),
  version: answerNumber,
  writtenBackAt: stringOrNull,
  writtenBackRef: stringOrNull,
  writtenBackTo: stringOrNull,
  updatedByName: anyText,
  createdAt: anyText,
  updatedAt: anyText,
});
export type TreatmentResult = z.output<typeof treatmentResultAnswer>;

/** Everything of one visit's results step (GET /visit-results); every list may be left out. */
export const visitResultsAnswer = wire(
  {
    visitId: answerId,
    labOrders: listOf(labOrderAnswer),
    labResults: listOf(labResultAnswer),
    inHouseResults: listOf(inHouseResultAnswer),
    comments: listOf(resultCommentAnswer),
    treatmentResult: orNull(treatmentResultAnswer),
  },
  { inHouseResults: 'inhouse_results' },
);
export type VisitResults = z.output<typeof visitResultsAnswer>;

/** POST /visits/{id}/lab-results/sync (its `data`): what the lab had, and the visit's orders and results after. */
export const syncedLabResultsAnswer = wire({ message: anyText, labOrders: listOf(labOrderAnswer), labResults: listOf(labResultAnswer) });

/** POST /visits/{id}/treatment-result/preview (its `data`): the template's sections from the visit's data. */
export const treatmentResultPreviewAnswer = wire({ templateId: answerId, templateCode: anyText, sections: templateSections });

/** POST /visits/{id}/treatment-result/write-back: the result as written back (sent as `data`), and the practice system's message. */
export const writtenBackAnswer = wire({ treatmentResult: treatmentResultAnswer, message: anyText }, { treatmentResult: 'data' });

/** An item of a history column: the service sends names or { name } / { text } objects. */
const historyItems = listOf(
  z.pipe(
    z.unknown(),
    z.transform((item) => {
      if (item !== null && typeof item === 'object') {
        const named = item as { name?: unknown; text?: unknown };
        const value = named.name ?? named.text ?? '';
        return value === null ? '' : String(value);
      }
      return item === null || item === undefined ? '' : String(item);
    }),
  ),
);

export const resultsHistoryEntryAnswer = wire({
  visitId: answerId,
  visitName: anyText,
  createdAt: anyText,
  reasonForConsultation: historyItems,
  treatments: historyItems,
  diagnosis: historyItems,
  medications: historyItems,
});
export type ResultsHistoryEntry = z.output<typeof resultsHistoryEntryAnswer>;

/** GET /pets/{id}/results-history: one page, and the total (the page's length when the service does not count). */
export const resultsHistoryPageAnswer = z.pipe(
  z.object({ data: z.array(resultsHistoryEntryAnswer), meta: z.nullish(z.object({ total: answerNumber })) }),
  // The total is computed, not renamed: the meta's count, or the page's length.
  z.transform(({ data, meta }) => ({ data, total: meta?.total ?? data.length })),
);
export type ResultsHistoryPage = z.output<typeof resultsHistoryPageAnswer>;
