// The five catalogues (spec 001 section 3) as definitions for engine.ts: their columns and their
// JSON shapes (the spec's field names: a medication's drug_code and product_name, an inventory
// supply's inventory_type{type}, a treatment's tx_category{category}). Their bodies, rules and
// messages are the contracts' (packages/contracts/src/catalogues/), read by routes.ts.
import type { FieldError } from '@vetchart/platform/http';
import type { DiagnosisInput } from '@vetchart/contracts/catalogues/diagnosis';
import type { DiagnosticInput } from '@vetchart/contracts/catalogues/diagnostic';
import { INVENTORY_SUPPLY_WIRE_NAMES, type InventorySupplyInput } from '@vetchart/contracts/catalogues/inventory-supply';
import { MEDICATION_WIRE_NAMES, type MedicationInput } from '@vetchart/contracts/catalogues/medication';
import type { ServiceInput } from '@vetchart/contracts/catalogues/service';
import { toWire } from '@vetchart/contracts/wire';
import { isUuid } from '../lookups/scope.ts';
import { createCatalogue, type CatalogueDefinition, type RawRow, type Reference } from './engine.ts';

const named = (id: string | null, name: string | null, key = 'name') => (id ? { id, [key]: name } : null);
const money = (value: unknown) => Number(value).toFixed(2);

/** The category column, pointing at the catalogue's own category list. */
const category = (table: string): Reference => ({ column: 'category_id', field: 'categoryId', table, message: 'The selected category does not exist.' });

/**
 * What a medication and an inventory supply store besides their name: the instructions column
 * (searched too), side effects and the Dosage & Unit rows; a new one starts with no price details.
 */
const productColumns = <Body extends { doseInstructions: string; sideEffects: string; dosageUnits: unknown }>(instructions: string) => ({
  columns: [
    { column: instructions, value: (body: Body) => body.doseInstructions },
    { column: 'side_effects', value: (body: Body) => body.sideEffects },
    { column: 'dosage_unit', value: (body: Body) => body.dosageUnits, cast: 'jsonb' },
  ],
  createOnly: [{ column: 'price_details', value: [], cast: 'jsonb' }],
  searchColumns: [instructions],
});

/** A medication's dosing rows (docs/dose-check.md), kept as their snake_case JSON: the range per kg and the figures as entered. */
const withDosing = <Columns extends ReturnType<typeof productColumns<MedicationBody>>>(product: Columns) => ({
  ...product,
  columns: [...product.columns, { column: 'dosing', value: (body: MedicationBody) => body.dosing.map((row) => toWire(row)), cast: 'jsonb' }],
});

/** A diagnostic's and a service's description, cost in dollars and tax flag. */
const pricedColumns = <Body extends { description: string; cost: string; tax: boolean }>(): CatalogueDefinition<Body>['columns'] => [
  { column: 'description', value: (body) => body.description },
  { column: 'cost', value: (body) => body.cost, cast: 'numeric' },
  { column: 'tax', value: (body) => body.tax, cast: 'boolean' },
];

// --- Medications: GET/POST /medications, GET/PUT /medications/{id}, DELETE /medications/{drug_code}

export type MedicationBody = MedicationInput;

export const medications = createCatalogue<MedicationBody>({
  what: 'Medication',
  kind: 'medication',
  table: 'medications',
  codePrefix: 'MED',
  references: [category('medication_categories')],
  wireNames: MEDICATION_WIRE_NAMES,
  name: (body) => body.productName,
  namePath: 'product_name',
  ...withDosing(productColumns<MedicationBody>('dose_instructions')),
  // Each dosing row names one of the clinic's species, as the species list does.
  check: async (sql, scope, body) => {
    const ids = [...new Set(body.dosing.map((row) => row.specieId))];
    if (!ids.length) return [];
    const known = ids.every(isUuid)
      ? new Set((await sql.query<{ id: string }>(`SELECT id FROM inventory.species WHERE id = ANY($1::uuid[]) AND clinic_id = $2 AND deleted_at IS NULL`, [ids, scope.clinicId])).map((row) => row.id))
      : new Set<string>();
    return body.dosing.flatMap((row, index) => (known.has(row.specieId) ? [] : [{ path: `dosing.${index}.specie_id`, message: 'A selected specie does not exist.' }]));
  },
  present: (row: RawRow) => ({
    id: row.id,
    drug_code: row.code,
    product_name: row.name,
    category_id: row.category_id,
    category: named(row.category_id, row.ref_category_id),
    dose_instructions: row.dose_instructions,
    side_effects: row.side_effects,
    dosage_unit: row.dosage_unit,
    price_details: row.price_details,
    dosing: row.dosing ?? [],
  }),
});

// --- Inventory supplies: GET/POST /inventory-supplies, GET/PUT /inventory-supplies/{id}, DELETE /inventory-supplies/{code}

export type InventorySupplyBody = InventorySupplyInput;

export const inventorySupplies = createCatalogue<InventorySupplyBody>({
  what: 'Inventory item',
  kind: 'inventory_supply',
  table: 'inventory_supplies',
  codePrefix: 'INV',
  references: [
    { column: 'type_id', field: 'productTypeId', table: 'inventory_types', message: 'The selected product type does not exist.' },
    category('inventory_categories'),
  ],
  wireNames: INVENTORY_SUPPLY_WIRE_NAMES,
  name: (body) => body.name,
  namePath: 'name',
  ...productColumns<InventorySupplyBody>('directions'),
  present: (row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    type_id: row.type_id,
    inventory_type: named(row.type_id, row.ref_type_id, 'type'),
    category_id: row.category_id,
    inventory_category: named(row.category_id, row.ref_category_id),
    directions: row.directions,
    side_effects: row.side_effects,
    dosage_unit: row.dosage_unit,
    price_details: row.price_details,
  }),
});

// --- Diagnoses: GET/POST /diagnosis, GET/PUT /diagnosis/{id}, DELETE /diagnosis/{code}

export type DiagnosisBody = DiagnosisInput;

export const diagnoses = createCatalogue<DiagnosisBody>({
  what: 'Diagnosis',
  kind: 'diagnosis',
  table: 'diagnoses',
  codePrefix: 'DX',
  references: [category('diagnosis_categories')],
  name: (body) => body.name,
  namePath: 'name',
  columns: [
    { column: 'description', value: (body) => body.description },
    { column: 'symptoms', value: (body) => body.symptoms },
  ],
  searchColumns: ['description', 'symptoms'],
  present: (row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    category_id: row.category_id,
    category: named(row.category_id, row.ref_category_id),
    description: row.description,
    symptoms: row.symptoms,
  }),
});

// --- Treatments (the Diagnostics tab): GET/POST /treatments, GET/PUT /treatments/{id}, DELETE /treatments/{code}

export type TreatmentBody = DiagnosticInput;

export const treatments = createCatalogue<TreatmentBody>({
  what: 'Diagnostic',
  kind: 'treatment',
  table: 'treatments',
  codePrefix: 'TX',
  references: [category('treatment_categories')],
  name: (body) => body.name,
  namePath: 'name',
  columns: [
    ...pricedColumns<TreatmentBody>(),
    // Stored as the REST document names a result (result_type_id), as present() reads it back.
    { column: 'results', value: (body) => body.results.map((result) => toWire(result)), cast: 'jsonb' },
    { column: 'in_house', value: (body) => body.inHouse, cast: 'boolean' },
    { column: 'lab_code', value: (body) => (body.inHouse ? null : body.labCode || null) },
  ],
  searchColumns: ['description'],
  // Each result's type must be one of the clinic's result types.
  check: async (sql, scope, body) => {
    const ids = [...new Set(body.results.map((result) => result.resultTypeId).filter((id): id is string => id !== null))];
    if (!ids.length) return [];
    const known = ids.every(isUuid)
      ? await sql.query<{ id: string }>(`SELECT id FROM inventory.treatment_result_types WHERE id = ANY($1::uuid[]) AND clinic_id = $2 AND deleted_at IS NULL`, [
          ids,
          scope.clinicId,
        ])
      : [];
    const knownIds = new Set(known.map((row) => row.id));
    const errors: FieldError[] = [];
    body.results.forEach((result, index) => {
      if (result.resultTypeId && !knownIds.has(result.resultTypeId.toLowerCase()))
        errors.push({ path: `results.${index}.result_type_id`, message: 'The selected result type does not exist.' });
    });
    return errors;
  },
  enrich: async (sql, scope, rows) => {
    const ids = [...new Set(rows.flatMap((row) => (row.results as { result_type_id: string | null }[]).map((result) => result.result_type_id)).filter(Boolean))];
    const types = ids.length
      ? await sql.query<{ id: string; name: string }>(`SELECT id, name FROM inventory.treatment_result_types WHERE id = ANY($1::uuid[]) AND clinic_id = $2`, [ids, scope.clinicId])
      : [];
    return new Map(types.map((type) => [type.id, type]));
  },
  present: (row, extra) => {
    const types = extra as Map<string, { id: string; name: string }>;
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      category_id: row.category_id,
      category: row.ref_category_id ?? '',
      tx_category: row.category_id ? { id: row.category_id, category: row.ref_category_id } : null,
      description: row.description,
      cost: money(row.cost),
      tax: row.tax,
      in_house: Boolean(row.in_house),
      lab_code: (row.lab_code as string | null) ?? null,
      results: (row.results as { name: string; result_type_id: string | null }[]).map((result) => ({
        name: result.name,
        result_type_id: result.result_type_id,
        result_type: result.result_type_id ? (types.get(result.result_type_id) ?? null) : null,
      })),
    };
  },
});

// --- Services: GET/POST /services, GET/PUT/DELETE /services/{id}

export type ServiceBody = ServiceInput;

export const services = createCatalogue<ServiceBody>({
  what: 'Service',
  kind: 'service',
  table: 'services',
  codePrefix: 'SVC',
  references: [category('service_categories')],
  name: (body) => body.name,
  namePath: 'name',
  columns: [...pricedColumns<ServiceBody>(), { column: 'comment', value: (body) => body.comment }],
  searchColumns: ['description'],
  present: (row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    category_id: row.category_id,
    category: named(row.category_id, row.ref_category_id),
    description: row.description,
    cost: money(row.cost),
    tax: row.tax,
    comment: row.comment,
  }),
});
