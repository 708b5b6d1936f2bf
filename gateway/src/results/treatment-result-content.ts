// TreatmentResultContent: what a treatment result records (spec 002 section 3 "treatment
// result"): rule-outs, diagnoses, treatments, medications, custom medications, inventories,
// services and the additional care text; and its input. Rows name the plan row (rowId) and the
// catalogue row (global id of the Diagnostic, Medication, InventorySupply or Service) they came
// from, when they did.
import { builder } from '../builder.ts';
import type { ResultDiagnosisPayload, ResultDiagnosisRecord, ResultRowPayload, ResultRowRecord, TreatmentResultContentRecord, TreatmentResultPayload } from './results-wire.ts';
import { rowIdOfInput } from '../treatment-plans/treatment-plan-item.ts';
import { catalogueIdOfInput, globalIdOrNull } from './result-ids.ts';

type RowList = 'treatments' | 'medications' | 'customMedications' | 'inventories' | 'services';

/** The catalogue type of each list's rows (their catalogueId's global ids). */
const CATALOGUE_OF: Record<RowList, string> = {
  treatments: 'Diagnostic',
  medications: 'Medication',
  customMedications: 'Medication',
  inventories: 'InventorySupply',
  services: 'Service',
};

type PlacedRow = ResultRowRecord & { catalogueTypename: string };

const ResultRowType = builder.objectRef<PlacedRow>('ResultRow').implement({
  description: 'A treatment, medication, inventory or service row of a treatment result.',
  fields: (t) => ({
    planItemId: t.id({ nullable: true, description: "The plan row's rowId, when it came from the plan.", resolve: (row) => row.planItemId }),
    catalogueId: t.id({ nullable: true, description: 'Global id of the catalogue row, when it came from the catalogue.', resolve: (row) => globalIdOrNull(row.catalogueTypename, row.catalogueId) }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    quantity: t.exposeInt('quantity', { nullable: true }),
    dosage: t.exposeString('dosage', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
  }),
});

const ResultDiagnosisType = builder.objectRef<ResultDiagnosisRecord>('ResultDiagnosis').implement({
  description: 'A rule-out or a diagnosis of a treatment result.',
  fields: (t) => ({
    diagnosisId: t.id({ nullable: true, description: 'Global id of the Diagnosis, when chosen from the catalogue.', resolve: (row) => globalIdOrNull('Diagnosis', row.diagnosisId) }),
    name: t.exposeString('name'),
    category: t.exposeString('category', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
  }),
});

const rows = (content: TreatmentResultContentRecord, list: RowList): PlacedRow[] => content[list].map((row) => ({ ...row, catalogueTypename: CATALOGUE_OF[list] }));

export const TreatmentResultContentType = builder.objectRef<TreatmentResultContentRecord>('TreatmentResultContent').implement({
  fields: (t) => ({
    ruleOuts: t.field({ type: [ResultDiagnosisType], resolve: (content) => content.ruleOuts }),
    diagnosis: t.field({ type: [ResultDiagnosisType], resolve: (content) => content.diagnosis }),
    treatments: t.field({ type: [ResultRowType], resolve: (content) => rows(content, 'treatments') }),
    medications: t.field({ type: [ResultRowType], resolve: (content) => rows(content, 'medications') }),
    customMedications: t.field({ type: [ResultRowType], resolve: (content) => rows(content, 'customMedications') }),
    inventories: t.field({ type: [ResultRowType], resolve: (content) => rows(content, 'inventories') }),
    services: t.field({ type: [ResultRowType], resolve: (content) => rows(content, 'services') }),
    additionalCareText: t.exposeString('additionalCareText', { description: "'Additional Care Recommendations'." }),
  }),
});

const ResultRowInput = builder.inputType('ResultRowInput', {
  fields: (t) => ({
    planItemId: t.id({ description: "The plan row's rowId (or TreatmentPlanItem.id), when it came from the plan." }),
    catalogueId: t.id({ description: 'Global id of the catalogue row, when it came from the catalogue.' }),
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    quantity: t.int(),
    dosage: t.string(),
    comment: t.string(),
  }),
});

const ResultDiagnosisInput = builder.inputType('ResultDiagnosisInput', {
  fields: (t) => ({
    diagnosisId: t.id({ description: 'Global id of the Diagnosis, when chosen from the catalogue.' }),
    name: t.string({ required: true }),
    category: t.string(),
    description: t.string(),
  }),
});

export const TreatmentResultInput = builder.inputType('TreatmentResultInput', {
  description: 'The whole treatment result (every list as it is to be saved; omitted lists are empty). Rule-outs and diagnoses are unique by name.',
  fields: (t) => ({
    ruleOuts: t.field({ type: [ResultDiagnosisInput] }),
    diagnosis: t.field({ type: [ResultDiagnosisInput] }),
    treatments: t.field({ type: [ResultRowInput] }),
    medications: t.field({ type: [ResultRowInput] }),
    customMedications: t.field({ type: [ResultRowInput] }),
    inventories: t.field({ type: [ResultRowInput] }),
    services: t.field({ type: [ResultRowInput] }),
    additionalCareText: t.string(),
  }),
});

type RowInput = { planItemId?: string | number | null; catalogueId?: string | number | null; code: string; name: string; quantity?: number | null; dosage?: string | null; comment?: string | null };
type DiagnosisInput = { diagnosisId?: string | number | null; name: string; category?: string | null; description?: string | null };

const toRowPayload = (row: RowInput): ResultRowPayload => ({
  plan_item_id: row.planItemId ? rowIdOfInput(String(row.planItemId)) : null,
  catalogue_id: catalogueIdOfInput(row.catalogueId ? String(row.catalogueId) : null),
  code: row.code,
  name: row.name,
  quantity: row.quantity ?? null,
  dosage: row.dosage ?? null,
  comment: row.comment ?? null,
});

const toDiagnosisPayload = (row: DiagnosisInput): ResultDiagnosisPayload => ({
  diagnosis_id: catalogueIdOfInput(row.diagnosisId ? String(row.diagnosisId) : null),
  name: row.name,
  category: row.category ?? null,
  description: row.description ?? null,
});

/** The input as the main service's `result` body (snake_case). */
export function toResultPayload(input: {
  ruleOuts?: DiagnosisInput[] | null;
  diagnosis?: DiagnosisInput[] | null;
  treatments?: RowInput[] | null;
  medications?: RowInput[] | null;
  customMedications?: RowInput[] | null;
  inventories?: RowInput[] | null;
  services?: RowInput[] | null;
  additionalCareText?: string | null;
}): TreatmentResultPayload['result'] {
  return {
    rule_outs: (input.ruleOuts ?? []).map(toDiagnosisPayload),
    treatments: (input.treatments ?? []).map(toRowPayload),
    medications: (input.medications ?? []).map(toRowPayload),
    diagnosis: (input.diagnosis ?? []).map(toDiagnosisPayload),
    custom_medications: (input.customMedications ?? []).map(toRowPayload),
    inventories: (input.inventories ?? []).map(toRowPayload),
    services: (input.services ?? []).map(toRowPayload),
    additional_care_text: input.additionalCareText ?? '',
  };
}
