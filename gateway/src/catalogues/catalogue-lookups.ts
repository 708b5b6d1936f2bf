// The lists the catalogue forms' selects offer (spec 001 section 7 "Catalogues"): medication
// categories, inventory product types and categories, diagnosis categories, diagnostic
// (treatment) categories and result types, service categories. Each is a node loadable by id and
// a connection sorted by name; they are created with the clinic's standard lists.
import type { CatalogueLookupKind } from './catalogue-wire.ts';
import type { NamedLookupRecord } from './lookup-wire.ts';
import { builder } from '../builder.ts';
import { catalogueConnection, loadByIds } from './catalogue-support.ts';

function catalogueLookup(typeName: string, kind: CatalogueLookupKind, listField: string, description: string) {
  const type = builder.loadableNode(builder.objectRef<NamedLookupRecord>(typeName), {
    description,
    id: { resolve: (row) => row.id },
    load: loadByIds((context) => context.loaders.inventory[kind]),
    fields: (t) => ({ name: t.exposeString('name') }),
  });
  catalogueConnection({
    type,
    field: listField,
    typeName,
    description: `${description} Sorted by name; search matches the name.`,
    resource: (context) => context.loaders.inventory[kind],
  });
  return type;
}


export const MedicationCategoryType = catalogueLookup('MedicationCategory', 'medication-categories', 'medicationCategories', 'A medication category (e.g. Antibiotic).');
export const InventoryTypeType = catalogueLookup('InventoryType', 'inventory-types', 'inventoryTypes', 'An inventory product type (e.g. Consumable).');
export const InventoryCategoryType = catalogueLookup('InventoryCategory', 'inventory-categories', 'inventoryCategories', 'An inventory product category (e.g. Syringes & Needles).');
export const DiagnosisCategoryType = catalogueLookup('DiagnosisCategory', 'diagnosis-categories', 'diagnosisCategories', 'A diagnosis category (e.g. Dermatology).');
export const DiagnosticCategoryType = catalogueLookup('DiagnosticCategory', 'treatment-categories', 'diagnosticCategories', 'A diagnostic (treatment) category (e.g. Hematology).');
export const DiagnosticResultTypeType = catalogueLookup(
  'DiagnosticResultType',
  'treatment-result-types',
  'diagnosticResultTypes',
  'The kind of a result a diagnostic reports (e.g. Numeric).',
);
export const ServiceCategoryType = catalogueLookup('ServiceCategory', 'service-categories', 'serviceCategories', 'A service category (e.g. Examination).');

export const DosageUnitType = builder.objectRef<{ dosage: string; unit: string }>('DosageUnit').implement({
  description: 'One row of a product\'s Dosage & Unit table (e.g. 25 / mg tablet).',
  fields: (t) => ({ dosage: t.exposeString('dosage'), unit: t.exposeString('unit') }),
});

export const DosageUnitInput = builder.inputType('DosageUnitInput', {
  fields: (t) => ({ dosage: t.string({ required: true }), unit: t.string({ required: true }) }),
});
