// The inventory service's catalogues (medications, inventory supplies, diagnoses, diagnostics
// and services; docs/rest-inventory.md) as it sends them, parsed into the gateway's camelCase
// records. Used by the inventory loader table (loaders/inventory.ts).
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod';
import { speciesListWire } from './lookup-wire.ts';

const createdAt = z.union([z.string(), z.number()]).transform((value) => new Date(value).toISOString());
const text = z.string().nullish().transform((value) => value ?? '');
const money = z.union([z.string(), z.number()]).transform(String);
const flag = z.unknown().optional().transform((value) => Boolean(value));

/** A row's category or type: named by `name` (or `type` / `category` on older lists); none is null. */
const namedOrNull = z
  .object({ id: z.coerce.string(), name: z.string().nullish(), type: z.string().nullish(), category: z.string().nullish() })
  .nullish()
  .transform((raw) => (raw ? { id: raw.id, name: raw.name ?? raw.type ?? raw.category ?? '' } : null));

export const dosageUnitsWire = z
  .array(z.object({ dosage: z.unknown().transform(String), unit: z.unknown().transform(String) }))
  .nullish()
  .transform((rows) => rows ?? []);
export type DosageUnitRecord = { dosage: string; unit: string };

export type CatalogueLookupKind =
  | 'medication-categories'
  | 'inventory-types'
  | 'inventory-categories'
  | 'diagnosis-categories'
  | 'treatment-categories'
  | 'treatment-result-types'
  | 'service-categories';

export const medicationWire = z
  .object({
    id: z.coerce.string(),
    drug_code: z.string(),
    product_name: z.string(),
    category: namedOrNull,
    dose_instructions: text,
    side_effects: text,
    dosage_unit: dosageUnitsWire,
    species: speciesListWire,
    created_at: createdAt,
  })
  .transform((raw) => ({
    id: raw.id,
    drugCode: raw.drug_code,
    productName: raw.product_name,
    category: raw.category,
    doseInstructions: raw.dose_instructions,
    sideEffects: raw.side_effects,
    dosageUnits: raw.dosage_unit,
    species: raw.species,
    createdAt: raw.created_at,
  }));
export type MedicationRecord = z.output<typeof medicationWire>;

export interface MedicationPayload {
  product_name: string;
  category_id: string | null;
  dose_instructions: string;
  side_effects: string;
  dosage_unit: DosageUnitRecord[];
  specie_ids: string[];
}

export const inventorySupplyWire = z
  .object({
    id: z.coerce.string(),
    code: z.string(),
    name: z.string(),
    inventory_type: namedOrNull,
    inventory_category: namedOrNull,
    directions: text,
    side_effects: text,
    dosage_unit: dosageUnitsWire,
    species: speciesListWire,
    created_at: createdAt,
  })
  .transform((raw) => ({
    id: raw.id,
    code: raw.code,
    name: raw.name,
    productType: raw.inventory_type,
    category: raw.inventory_category,
    directions: raw.directions,
    sideEffects: raw.side_effects,
    dosageUnits: raw.dosage_unit,
    species: raw.species,
    createdAt: raw.created_at,
  }));
export type InventorySupplyRecord = z.output<typeof inventorySupplyWire>;

export interface InventorySupplyPayload {
  name: string;
  type_id: string | null;
  category_id: string | null;
  directions: string;
  side_effects: string;
  dosage_unit: DosageUnitRecord[];
  specie_ids: string[];
}

export const diagnosisWire = wire({
  id: z.coerce.string(),
  code: z.string(),
  name: z.string(),
  category: namedOrNull,
  description: text,
  symptoms: text,
  species: speciesListWire,
  createdAt,
});
export type DiagnosisRecord = z.output<typeof diagnosisWire>;

export interface DiagnosisPayload {
  name: string;
  category_id: string | null;
  description: string;
  symptoms: string;
  specie_ids: string[];
}

export const treatmentWire = z
  .object({
    id: z.coerce.string(),
    code: z.string(),
    name: z.string(),
    tx_category: namedOrNull,
    description: text,
    cost: money,
    tax: flag,
    results: z
      .array(z.object({ name: z.string(), result_type: namedOrNull }))
      .nullish()
      .transform((rows) => (rows ?? []).map((row) => ({ name: row.name, resultType: row.result_type }))),
    species: speciesListWire,
    in_house: z.unknown().optional().transform((value) => value === true),
    lab_code: z.string().nullish(),
    created_at: createdAt,
  })
  .transform((raw) => ({
    id: raw.id,
    code: raw.code,
    name: raw.name,
    category: raw.tx_category,
    description: raw.description,
    /** Dollars with 2 decimals, as text. */
    cost: raw.cost,
    tax: raw.tax,
    results: raw.results,
    species: raw.species,
    /** Done in the clinic ('In-house test'); false for a reference lab's test. */
    inHouse: raw.in_house,
    /** The reference lab's test code (null for in-house tests; an outside test without one is ordered by its code). */
    labCode: raw.lab_code ?? null,
    createdAt: raw.created_at,
  }));
export type TreatmentRecord = z.output<typeof treatmentWire>;
export type TreatmentResultRecord = TreatmentRecord['results'][number];

export interface TreatmentPayload {
  name: string;
  category_id: string | null;
  description: string;
  cost: string;
  tax: boolean;
  results: { name: string; result_type_id: string | null }[];
  specie_ids: string[];
  in_house: boolean;
  lab_code: string | null;
}

export const serviceWire = wire({
  id: z.coerce.string(),
  code: z.string(),
  name: z.string(),
  category: namedOrNull,
  description: text,
  cost: money,
  tax: flag,
  comment: text,
  species: speciesListWire,
  createdAt,
});
export type ServiceRecord = z.output<typeof serviceWire>;

export interface ServicePayload {
  name: string;
  category_id: string | null;
  description: string;
  cost: string;
  tax: boolean;
  comment: string;
  specie_ids: string[];
}
