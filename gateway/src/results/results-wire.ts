// The main service's results step as it sends it (snake_case, docs/rest-main-results.md): lab
// orders and results, orphans with their suggested pets, in-house results, comments and the
// treatment result, parsed into the gateway's camelCase records with each field named once (the
// contracts' `wire`), and the bodies the gateway sends. Used by the main loader table
// (loaders/main.ts) and by a refused write's answer (the stale version, the lab's orders).
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod';

/** Text the service may leave out or send as a number: '' when absent. */
const text = z.unknown().transform((value) => (value === null || value === undefined ? '' : String(value)));
const id = z.coerce.string();
/** An id that may be absent (or sent as ''). */
const idOrNull = z.unknown().transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));
const orNull = <T extends z.core.$ZodType>(schema: T) => z.nullish(schema).transform((value) => value ?? null);
const stringOrNull = orNull(z.string());
const numberOrNull = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : Number(value)));
const flag = z.unknown().transform((value) => value === true);
/** A list the service may leave out: empty then. */
const rows = <T extends z.core.$ZodType>(row: T) => z.array(row).nullish().transform((value) => value ?? []);
/** An object the service may leave out: read as an empty one (every field at its default). */
const orEmpty = <T extends z.core.$ZodType>(schema: T) => z.unknown().transform((value) => z.parse(schema, value ?? {}) as z.output<T>);

export const LAB_ORDER_STATUSES = ['queued', 'pending', 'submitted', 'in_progress', 'completed', 'cancelled'] as const;
export type LabOrderStatusName = (typeof LAB_ORDER_STATUSES)[number];

export const labOrderWire = wire({
  id,
  visitId: id,
  petId: id,
  provider: text,
  providerName: text,
  kind: z.unknown().transform((value) => (value === 'additional' ? ('additional' as const) : ('order' as const))),
  status: z.enum(LAB_ORDER_STATUSES),
  partnerOrderId: idOrNull,
  tests: rows(wire({ code: text, name: text, treatmentId: idOrNull, planItemId: idOrNull })),
  links: rows(wire({ type: text, url: text })),
  lastError: stringOrNull,
  createdByName: text,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LabOrderRecord = z.output<typeof labOrderWire>;

const FLAGS = ['H', 'L', 'N', 'A'] as const;
const labValueWire = wire({
  analyte: text,
  value: text,
  unit: text,
  referenceRange: text,
  low: numberOrNull,
  high: numberOrNull,
  // Anything else the lab sends reads as normal.
  flag: z.unknown().transform((value) => (FLAGS.includes(value as (typeof FLAGS)[number]) ? (value as (typeof FLAGS)[number]) : 'N')),
});
export type LabValueRecord = z.output<typeof labValueWire>;

const labResultEventWire = wire({
  action: z.enum(['received', 'assigned', 'unassigned']),
  description: text,
  visitId: idOrNull,
  actorName: text,
  updatedAt: text,
});
export type LabResultEventRecord = z.output<typeof labResultEventWire>;

const petSuggestionWire = wire({
  petId: id,
  petName: text,
  parentName: text,
  specieId: idOrNull,
  score: z.coerce.number(),
  reasons: rows(z.unknown().transform(String)),
});
export type PetSuggestionRecord = z.output<typeof petSuggestionWire>;

export const labResultWire = wire({
  id,
  provider: text,
  providerName: text,
  partnerResultId: text,
  identifier: text,
  status: text,
  visitId: idOrNull,
  petId: idOrNull,
  labOrderId: idOrNull,
  assigned: flag,
  /** The patient as the lab named it. */
  patient: orEmpty(wire({ name: text, species: text, breed: text, sex: text, parentName: text })),
  testDate: text,
  finalResultDate: stringOrNull,
  tests: rows(wire({ code: text, name: text, values: rows(labValueWire) })),
  reportAvailable: flag,
  receivedAt: text,
  updatedAt: text,
  history: rows(labResultEventWire),
  /** Orphans only (GET /orphaned-results): the clinic's pets that best match, best first. */
  suggestedPets: rows(petSuggestionWire),
});
export type LabResultRecord = z.output<typeof labResultWire>;

export const inHouseResultWire = wire({
  id,
  visitId: id,
  planItemId: id,
  diagnosticsId: idOrNull,
  testDate: text,
  resultDate: text,
  result: text,
  comment: text,
  source: text,
  version: z.coerce.number(),
  updatedByName: text,
  createdAt: text,
  updatedAt: text,
});
export type InHouseResultRecord = z.output<typeof inHouseResultWire>;

export const resultCommentWire = wire({
  id,
  visitId: id,
  petId: id,
  kind: z.unknown().transform((value) => (value === 'service' ? ('service' as const) : ('diagnostic' as const))),
  itemCode: text,
  partner: stringOrNull,
  comments: text,
  version: z.coerce.number(),
  updatedByName: text,
  updatedAt: text,
});
export type ResultCommentRecord = z.output<typeof resultCommentWire>;

const resultRowWire = wire({
  planItemId: idOrNull,
  catalogueId: idOrNull,
  code: text,
  name: text,
  quantity: numberOrNull,
  dosage: stringOrNull,
  comment: stringOrNull,
});
export type ResultRowRecord = z.output<typeof resultRowWire>;

const resultDiagnosisWire = wire({ diagnosisId: idOrNull, name: text, category: stringOrNull, description: stringOrNull });
export type ResultDiagnosisRecord = z.output<typeof resultDiagnosisWire>;

const templateFieldWire = wire({ name: text, hint: text });
export type TemplateFieldRecord = z.output<typeof templateFieldWire>;

/** A template's section (PLAN-19 decision 2): its name, its guidance text and its fields. */
export interface TemplateSectionRecord {
  section: string;
  value: string;
  fields?: TemplateFieldRecord[];
}
export const templateSectionsWire = rows(wire({ section: text, value: text, fields: rows(templateFieldWire) }));

const treatmentResultContentWire = wire({
  ruleOuts: rows(resultDiagnosisWire),
  diagnosis: rows(resultDiagnosisWire),
  treatments: rows(resultRowWire),
  medications: rows(resultRowWire),
  customMedications: rows(resultRowWire),
  inventories: rows(resultRowWire),
  services: rows(resultRowWire),
  additionalCareText: text,
});
export type TreatmentResultContentRecord = z.output<typeof treatmentResultContentWire>;

export const treatmentResultWire = wire({
  id,
  visitId: id,
  petId: id,
  soapTemplateId: idOrNull,
  templateCode: stringOrNull,
  result: orEmpty(treatmentResultContentWire),
  templateContent: z.nullish(templateSectionsWire).transform((sections): TemplateSectionRecord[] | null => sections ?? null),
  version: z.coerce.number(),
  writtenBackAt: stringOrNull,
  writtenBackRef: stringOrNull,
  writtenBackTo: stringOrNull,
  updatedByName: text,
  createdAt: text,
  updatedAt: text,
});
export type TreatmentResultRecord = z.output<typeof treatmentResultWire>;

/** Everything of one visit's results step (GET /visit-results). */
export const visitResultsWire = z
  .object({
    visit_id: id,
    lab_orders: rows(labOrderWire),
    lab_results: rows(labResultWire),
    inhouse_results: rows(inHouseResultWire),
    comments: rows(resultCommentWire),
    treatment_result: orNull(treatmentResultWire),
  })
  .transform((raw) => ({
    visitId: raw.visit_id,
    labOrders: raw.lab_orders,
    labResults: raw.lab_results,
    inHouseResults: raw.inhouse_results,
    comments: raw.comments,
    treatmentResult: raw.treatment_result,
  }));
export type VisitResultsRecord = z.output<typeof visitResultsWire>;

/** A visit with nothing in its results step yet (the service leaves it out). */
export const emptyVisitResults = (visitId: string): VisitResultsRecord => ({ visitId, labOrders: [], labResults: [], inHouseResults: [], comments: [], treatmentResult: null });

/** POST /visits/{id}/lab-results/sync: what the lab had, and the visit's orders and results after. */
export const syncedLabResultsWire = z
  .object({ data: wire({ message: text, labOrders: rows(labOrderWire), labResults: rows(labResultWire) }) })
  .transform((raw) => raw.data);

/** POST /visits/{id}/treatment-result/preview: the template's sections from the visit's data. */
export const treatmentResultPreviewWire = z
  .object({ data: wire({ templateId: id, templateCode: text, sections: templateSectionsWire }) })
  .transform((raw) => raw.data);

/** POST /visits/{id}/treatment-result/write-back: the result as written back, and the practice system's message. */
export const writtenBackWire = z
  .object({ data: treatmentResultWire, message: text })
  .transform((raw) => ({ treatmentResult: raw.data, message: raw.message }));

/** An item of a history column: the service sends names or { name } / { text } objects. */
const historyItems = rows(
  z.unknown().transform((item) => {
    if (item !== null && typeof item === 'object') {
      const named = item as { name?: unknown; text?: unknown };
      const value = named.name ?? named.text ?? '';
      return value === null ? '' : String(value);
    }
    return item === null || item === undefined ? '' : String(item);
  }),
);

const resultsHistoryEntryWire = wire({
  visitId: id,
  visitName: text,
  createdAt: text,
  reasonForConsultation: historyItems,
  treatments: historyItems,
  diagnosis: historyItems,
  medications: historyItems,
});
export type ResultsHistoryEntryRecord = z.output<typeof resultsHistoryEntryWire>;

/** GET /pets/{id}/results-history: one page, and the total when the service counts it. */
export const resultsHistoryPageWire = z
  .object({ data: z.array(resultsHistoryEntryWire), meta: z.object({ total: z.coerce.number() }).nullish() })
  .transform((raw) => ({ data: raw.data, total: raw.meta?.total ?? raw.data.length }));

// ---- What the gateway sends (snake_case, as REST takes it) ----

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

export interface LabOrderPayload {
  kind: 'order' | 'additional';
  discard_pending?: boolean;
  visit_modification_id?: string;
}

export interface ResultCommentPayload {
  kind: 'service' | 'diagnostic';
  item_code: string;
  comments: string;
  partner?: string | null;
  based_on_version?: number;
  visit_modification_id?: string;
}
