// A visit's results step (spec 002 sections 3, 4, 7; docs/rest-main-results.md): the
// bodies of its writes with their messages, and the step as the main service answers it
// (snake_case): lab orders and results, orphans with their suggested pets, in-house results,
// comments, the treatment result and a pet's results history, each field named once. The main
// service validates its request bodies with the `*Wire` schemas (what needs the visit's plan or the
// lab stays in services/main/src/results), the gateway's bodies are their inputs, and the gateway
// parses main's answers with the `*Answer` schemas (gateway/src/results/results-wire.ts). Unless
// said otherwise an answer's key must be sent (null is none), as the service always sends them.
import { z } from 'zod/mini';
import { answerId, answerNumber, anyText, listOf, orEmpty, orNull } from '../answer.ts';
import { templateSectionAnswer } from '../soap-templates/soap-template.ts';
import { optionalId, requiredId } from '../text.ts';
import { wire, wireShape } from '../wire.ts';
import { practiceExportAnswer } from '../write-back/practice-export.ts';

export const RESULT_MESSAGES = {
  noLab: 'No lab is connected yet. Connect one under Integrations.',
  pendingOrders: 'Pending Orders Found!',
  selectTest: 'Select at least one test to order.',
  signPlan: 'Sign the treatment plan before ordering tests.',
  noReport: 'This result has no report.',
  dateRange: 'Please select a valid date range.',
  petRequired: 'Pet Name is required',
  visitRequired: 'Select a visit',
  alreadyAssigned: 'This result is already assigned to a visit.',
  notPetsVisit: "The visit is not this pet's.",
  onlyAssigned: 'Only an assigned orphaned result can be unassigned.',
  resultRequired: 'Please input result',
  commentRequired: 'Please input your comment',
  badDate: 'Please input correct Date!',
  notInHouse: "This test is not an in-house test of the visit's plan.",
  hasResult: 'This test already has a result: update it.',
  uniqueNames: 'Rule-outs and diagnoses are unique by name.',
  noTreatmentResult: 'This visit has no treatment result yet: save it first.',
  templateOrVisitMissing: 'Template or visit ID is missing',
  templateNotFound: 'Template not found.',
  templateCodeMissing: 'Template code is missing',
  clinicCodeMissing: 'Clinic code is missing',
  saveFirst: 'Save the treatment result before writing it back.',
  writebackDone: 'Writeback successful!',
  resultTooLarge: 'The treatment result can be at most 256 KB.',
  resultNotFound: 'Lab result not found.',
  inHouseNotFound: 'Test result not found.',
  commentTooLong: 'A comment can be at most 5000 characters.',
  nameTooLong: 'A name can be at most 500 characters.',
  codeTooLong: 'A code can be at most 200 characters.',
  sourceTooLong: 'A source can be at most 100 characters.',
  categoryTooLong: 'A category can be at most 500 characters.',
  dosageTooLong: 'A dosage can be at most 500 characters.',
  descriptionTooLong: 'A description can be at most 5000 characters.',
  textTooLong: 'A text can be at most 50000 characters.',
  versionRequired: 'Name the version this save is based on.',
  labOrderKind: 'Choose order or additional.',
  resultTooLong: 'A result can be at most 5000 characters.',
  commentKind: 'Choose service or diagnostic.',
  commentRow: 'Name the row the comment is for.',
  partnerTooLong: 'A partner can be at most 100 characters.',
  rowName: 'Each row needs a name.',
  diagnosisName: 'Each diagnosis needs a name.',
  tooManySections: 'A template can have at most 200 sections.',
} as const;
const M = RESULT_MESSAGES;

// --- The bodies the gateway sends

/** POST /visits/{id}/lab-orders: an order of the signed plan's outside tests, or an additional one. */
export const labOrderWire = wire({
  kind: z.enum(['order', 'additional'], { error: M.labOrderKind }),
  discardPending: z.optional(z.boolean()),
  visitModificationId: optionalId(),
});

/** POST /visits/{id}/writeback: the treatment result sent to the practice system. */
export const writeBackWire = wire({ templateCode: optionalId(), visitModificationId: optionalId() });

/** POST /lab-results/{id}/assign: an orphaned result given to a pet's visit. */
export const assignLabResultWire = wire({ petId: requiredId(M.petRequired), visitId: requiredId(M.visitRequired) });

/** POST /visits/{id}/treatment-result/preview: the template the preview fills. */
export const templatePreviewWire = wire({ templateId: optionalId() });

/** POST /visits/{id}/inhouse-results and PUT /inhouse-results/{id}; the dates' own rules (real days, not after today) are the service's. */
export const inHouseResultWire = wire({
  planItemId: requiredId(M.notInHouse),
  testDate: z.string({ error: M.badDate }).check(z.trim(), z.maxLength(20, M.badDate)),
  resultDate: z.string({ error: M.badDate }).check(z.trim(), z.maxLength(20, M.badDate)),
  result: z.string({ error: M.resultRequired }).check(z.trim(), z.minLength(1, M.resultRequired), z.maxLength(5000, M.resultTooLong)),
  comment: z.string({ error: M.commentRequired }).check(z.trim(), z.minLength(1, M.commentRequired), z.maxLength(5000, M.commentTooLong)),
  source: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100, M.sourceTooLong)))),
  visitModificationId: optionalId(),
  basedOnVersion: z.optional(z.number().check(z.int())),
});
export type InHouseResultSave = z.output<typeof inHouseResultWire>;

/** POST /visits/{id}/result-comments: a row's comment. */
export const resultCommentWire = wire({
  kind: z.enum(['service', 'diagnostic'], { error: M.commentKind }),
  itemCode: z.string({ error: M.commentRow }).check(z.trim(), z.minLength(1, M.commentRow), z.maxLength(200, M.codeTooLong)),
  comments: z.string({ error: M.commentRequired }).check(z.maxLength(5000, M.commentTooLong)),
  partner: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100, M.partnerTooLong)))),
  /** Absent, null or 0: based on no version (the first comment); refused when one exists. */
  basedOnVersion: z.nullish(z.number().check(z.int(), z.gte(0))),
  visitModificationId: optionalId(),
});
export type ResultCommentSave = z.output<typeof resultCommentWire>;

// The treatment result is stored and answered as the spec's JSON: its rows keep their snake_case keys (wireShape).
/** A row of the treatment result (a treatment, medication, supply or service). */
export const treatmentResultRowKept = z.object(
  wireShape({
    planItemId: optionalId(),
    catalogueId: optionalId(),
    code: z._default(z.string().check(z.trim(), z.maxLength(200, M.codeTooLong)), ''),
    name: z.string({ error: M.rowName }).check(z.trim(), z.minLength(1, M.rowName), z.maxLength(500, M.nameTooLong)),
    quantity: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(99999)))),
    dosage: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, M.dosageTooLong)))),
    comment: z.optional(z.nullable(z.string().check(z.maxLength(5000, M.commentTooLong)))),
  }),
);
const diagnosisId = optionalId();
const diagnosisName = z.string({ error: M.diagnosisName }).check(z.trim(), z.minLength(1, M.diagnosisName), z.maxLength(500, M.nameTooLong));
/** A diagnosis of the treatment result. */
export const treatmentResultDiagnosisKept = z.object(
  wireShape({
    diagnosisId,
    name: diagnosisName,
    category: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, M.categoryTooLong)))),
    description: z.optional(z.nullable(z.string().check(z.maxLength(5000, M.descriptionTooLong)))),
  }),
);
const resultRows = z._default(z.array(treatmentResultRowKept).check(z.maxLength(500)), []);

/** The treatment result's content (the spec's result) as a save sends it, kept in its snake_case keys as stored. */
export const treatmentResultKept = z.object(
  wireShape({
    ruleOuts: z._default(z.array(z.object(wireShape({ diagnosisId, name: diagnosisName }))).check(z.maxLength(500)), []),
    treatments: resultRows,
    medications: resultRows,
    diagnosis: z._default(z.array(treatmentResultDiagnosisKept).check(z.maxLength(500)), []),
    customMedications: resultRows,
    inventories: resultRows,
    services: resultRows,
    additionalCareText: z._default(z.string().check(z.maxLength(50_000, M.textTooLong)), ''),
  }),
);
export type TreatmentResultKept = z.output<typeof treatmentResultKept>;

/** A template's sections as a treatment result keeps them (what Write Back sends). */
export const sectionList = z
  .array(z.object({ section: z.string().check(z.trim(), z.maxLength(500, M.nameTooLong)), value: z.string().check(z.maxLength(50_000, M.textTooLong)) }))
  .check(z.maxLength(200, M.tooManySections));
export type Section = z.output<typeof sectionList>[number];

/** POST/PUT /visits/{id}/treatment-result; names are unique among rule-outs and among diagnoses (the service answers where). */
export const treatmentResultWire = wire({
  result: treatmentResultKept,
  soapTemplateId: optionalId(),
  templateContent: z.optional(z.nullable(sectionList)),
  visitModificationId: optionalId(),
  basedOnVersion: z.optional(z.number().check(z.int())),
});
export type TreatmentResultSave = z.output<typeof treatmentResultWire>;

// --- The main service's answers

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
  /** The newest write-back of the result to the practice system; null when none was asked for. */
  practiceExport: orNull(practiceExportAnswer),
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
