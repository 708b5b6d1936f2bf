// Diagnostic: the clinic's treatments (spec 001 section 3 "Treatment (shown as Diagnostics)"),
// named after the tab people see: a test or procedure with its category, cost in dollars
// (0 when left out, rounded to 2 decimals by the service), the Yes/No tax flag and the results it
// reports. REST calls them treatments (/treatments). One upstream call per page; deleting goes by
// the code, as the spec says.
import type { TreatmentRecord, TreatmentResultRecord } from './catalogue-wire.ts';
import { builder } from '../builder.ts';
import { DiagnosticCategoryType, DiagnosticResultTypeType } from './catalogue-lookups.ts';
import { catalogueConnection, catalogueMutations, loadByIds, optionalRawId, rawSpecieIds } from './catalogue-support.ts';
import { SpeciesType } from './species.ts';

const DiagnosticResultType = builder.objectRef<TreatmentResultRecord>('DiagnosticResult').implement({
  description: 'A result a diagnostic reports (e.g. WBC, Numeric).',
  fields: (t) => ({
    name: t.exposeString('name'),
    resultType: t.field({ type: DiagnosticResultTypeType, nullable: true, resolve: (result) => result.resultType }),
  }),
});

const DiagnosticResultInput = builder.inputType('DiagnosticResultInput', {
  fields: (t) => ({ name: t.string({ required: true }), resultTypeId: t.id({ required: false }) }),
});

export const DiagnosticType = builder.loadableNode(builder.objectRef<TreatmentRecord>('Diagnostic'), {
  id: { resolve: (row) => row.id },
  load: loadByIds((context) => context.loaders.inventory.treatments),
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The short public code, e.g. TX-7QK2M9XD.' }),
    name: t.exposeString('name'),
    category: t.field({ type: DiagnosticCategoryType, nullable: true, resolve: (row) => row.category }),
    description: t.exposeString('description'),
    cost: t.exposeString('cost', { description: 'US dollars with 2 decimals, e.g. "65.00".' }),
    tax: t.exposeBoolean('tax', { description: 'Whether tax applies (shown as Yes / No).' }),
    results: t.field({ type: [DiagnosticResultType], resolve: (row) => row.results }),
    species: t.field({ type: [SpeciesType], resolve: (row) => row.species }),
    inHouse: t.exposeBoolean('inHouse', { description: "Done in the clinic ('In-house test'): entered as an in-house result, never ordered from the reference lab." }),
    labCode: t.exposeString('labCode', { nullable: true, description: "The reference lab's test code (e.g. ANT-CBC); null for in-house tests. An outside test without one is ordered by its code." }),
    createdAt: t.exposeString('createdAt'),
  }),
});

catalogueConnection({
  type: DiagnosticType,
  field: 'diagnostics',
  typeName: 'Diagnostic',
  description: "The clinic's diagnostics (treatments), newest first; search matches the name, code, category or description.",
  resource: (context) => context.loaders.inventory.treatments,
});

catalogueMutations({
  type: DiagnosticType,
  typeName: 'Diagnostic',
  field: 'diagnostic',
  what: 'Diagnostic',
  inputFields: (t) => ({
    name: t.string({ required: true }),
    categoryId: t.id({ required: false, description: 'A DiagnosticCategory id; empty or absent for none.' }),
    description: t.string({ required: false }),
    cost: t.string({ required: false, description: 'US dollars; 0 when empty, rounded to 2 decimals.' }),
    tax: t.boolean({ required: false, description: 'Yes (true) or No (false, the default).' }),
    results: t.field({ type: [DiagnosticResultInput], required: false }),
    specieIds: t.idList({ required: false }),
    inHouse: t.boolean({ required: false, description: "'In-house test' (false, the default: an outside test of the reference lab)." }),
    labCode: t.string({ required: false, description: "'Lab test code': the reference lab's code, only for outside tests (ignored for in-house tests)." }),
  }),
  payload: (input) => ({
    name: input.name,
    category_id: optionalRawId(input.categoryId, 'DiagnosticCategory'),
    description: input.description ?? '',
    cost: input.cost ?? '',
    tax: input.tax ?? false,
    results: ((input.results ?? []) as { name: string; resultTypeId?: string | null }[]).map((result) => ({
      name: result.name,
      result_type_id: optionalRawId(result.resultTypeId, 'DiagnosticResultType'),
    })),
    specie_ids: rawSpecieIds(input.specieIds),
    in_house: input.inHouse ?? false,
    lab_code: input.inHouse ? null : ((input.labCode as string | null | undefined)?.trim() || null),
  }),
  resource: (context) => context.loaders.inventory.treatments,
  deleteKey: (row) => row.code,
});
