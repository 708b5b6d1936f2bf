// Diagnosis: the clinic's diagnoses (spec 001 sections 2.1 and 3) on the knowledge base's
// Diagnosis tab, with category, description, common symptoms and species. One upstream call per
// page; deleting goes by the code, as the spec says.
import type { DiagnosisRecord } from './catalogue-wire.ts';
import { builder } from '../builder.ts';
import { DiagnosisCategoryType } from './catalogue-lookups.ts';
import { catalogueConnection, catalogueMutations, loadByIds, optionalRawId, rawSpecieIds } from './catalogue-support.ts';
import { SpeciesType } from './species.ts';

export const DiagnosisType = builder.loadableNode(builder.objectRef<DiagnosisRecord>('Diagnosis'), {
  id: { resolve: (row) => row.id },
  load: loadByIds((context) => context.loaders.inventory.diagnoses),
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The short public code, e.g. DX-7QK2M9XD.' }),
    name: t.exposeString('name'),
    category: t.field({ type: DiagnosisCategoryType, nullable: true, resolve: (row) => row.category }),
    description: t.exposeString('description'),
    symptoms: t.exposeString('symptoms', { description: 'The common symptoms, as text.' }),
    species: t.field({ type: [SpeciesType], resolve: (row) => row.species }),
    createdAt: t.exposeString('createdAt'),
  }),
});

catalogueConnection({
  type: DiagnosisType,
  field: 'diagnoses',
  nullable: true,
  typeName: 'Diagnosis',
  description: "The clinic's diagnoses, newest first; search matches the name, code, category, description or symptoms.",
  resource: (context) => context.loaders.inventory.diagnoses,
});

catalogueMutations({
  type: DiagnosisType,
  typeName: 'Diagnosis',
  field: 'diagnosis',
  what: 'Diagnosis',
  inputFields: (t) => ({
    name: t.string({ required: true }),
    categoryId: t.id({ required: false, description: 'A DiagnosisCategory id; empty or absent for none.' }),
    description: t.string({ required: false }),
    symptoms: t.string({ required: false }),
    specieIds: t.idList({ required: false }),
  }),
  payload: (input) => ({
    name: input.name,
    category_id: optionalRawId(input.categoryId, 'DiagnosisCategory'),
    description: input.description ?? '',
    symptoms: input.symptoms ?? '',
    specie_ids: rawSpecieIds(input.specieIds),
  }),
  resource: (context) => context.loaders.inventory.diagnoses,
  deleteKey: (row) => row.code,
});
