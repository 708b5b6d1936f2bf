// Medication: the clinic's medications (spec 001 sections 2.1 and 3) on the knowledge base's
// Medications tab, with their category, species and Dosage & Unit rows. The service sends the
// category and species with each row, so a page costs one upstream call whatever its length.
// Deleting goes by the drug code, as the spec says.
import { MEDICATION_WIRE_NAMES } from '@vetchart/contracts/catalogues/medication';
import type { MedicationRecord } from './catalogue-wire.ts';
import { builder } from '../builder.ts';
import { DosageUnitInput, DosageUnitType, MedicationCategoryType } from './catalogue-lookups.ts';
import { catalogueConnection, catalogueMutations, inputPathsOf, loadByIds, optionalRawId, rawSpecieIds } from './catalogue-support.ts';
import { dosingPayload, MedicationDosingInput, MedicationDosingType } from './medication-dosing.ts';
import { SpeciesType } from './species.ts';

export const MedicationType = builder.loadableNode(builder.objectRef<MedicationRecord>('Medication'), {
  id: { resolve: (row) => row.id },
  load: loadByIds((context) => context.loaders.inventory.medications),
  fields: (t) => ({
    drugCode: t.exposeString('drugCode', { description: 'The short public code, e.g. MED-7QK2M9XD.' }),
    productName: t.exposeString('productName'),
    category: t.field({ type: MedicationCategoryType, nullable: true, resolve: (row) => row.category }),
    doseInstructions: t.exposeString('doseInstructions'),
    sideEffects: t.exposeString('sideEffects'),
    dosageUnits: t.field({ type: [DosageUnitType], resolve: (row) => row.dosageUnits }),
    species: t.field({ type: [SpeciesType], resolve: (row) => row.species }),
    dosing: t.field({ type: [MedicationDosingType], description: 'Per specie: the dose range the plan checks doses against (docs/dose-check.md).', resolve: (row) => row.dosing }),
    createdAt: t.exposeString('createdAt'),
  }),
});

catalogueConnection({
  type: MedicationType,
  field: 'medications',
  nullable: true,
  typeName: 'Medication',
  description: "The clinic's medications, newest first; search matches the product name, drug code, category or dose instructions.",
  resource: (context) => context.loaders.inventory.medications,
});

catalogueMutations({
  type: MedicationType,
  typeName: 'Medication',
  field: 'medication',
  what: 'Medication',
  // Empty strings are allowed through so that the service answers with the spec's messages.
  inputFields: (t) => ({
    productName: t.string({ required: true }),
    categoryId: t.id({ required: false, description: 'A MedicationCategory id; empty or absent for none.' }),
    doseInstructions: t.string({ required: false }),
    sideEffects: t.string({ required: false }),
    dosageUnits: t.field({ type: [DosageUnitInput], required: false, description: 'The Dosage & Unit rows.' }),
    specieIds: t.idList({ required: false }),
    dosing: t.field({ type: [MedicationDosingInput], required: false, description: 'The dosing rows, one per specie.' }),
  }),
  payload: (input) => ({
    product_name: input.productName,
    category_id: optionalRawId(input.categoryId, 'MedicationCategory'),
    dose_instructions: input.doseInstructions ?? '',
    side_effects: input.sideEffects ?? '',
    dosage_unit: input.dosageUnits ?? [],
    specie_ids: rawSpecieIds(input.specieIds),
    dosing: dosingPayload(input.dosing),
  }),
  renames: inputPathsOf(MEDICATION_WIRE_NAMES),
  resource: (context) => context.loaders.inventory.medications,
  deleteKey: (row) => row.drugCode,
});
