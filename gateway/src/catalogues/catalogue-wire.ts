// The inventory service's catalogues (medications, inventory supplies, diagnoses, diagnostics
// and services; docs/rest-inventory.md): its answers parsed with the catalogue contracts
// (packages/contracts/src/catalogues/) into the gateway's camelCase records, and the bodies the
// gateway sends, typed by the same contracts. Used by the inventory loader table (loaders/inventory.ts).
import { dosageUnitsAnswer, type DosageUnit } from '@vetchart/contracts/catalogues/catalogue-fields';
import { diagnosisAnswer, type diagnosisWire as diagnosisBody } from '@vetchart/contracts/catalogues/diagnosis';
import { diagnosticAnswer, type diagnosticWire as diagnosticBody } from '@vetchart/contracts/catalogues/diagnostic';
import { inventorySupplyAnswer, type inventorySupplyWire as inventorySupplyBody } from '@vetchart/contracts/catalogues/inventory-supply';
import { medicationAnswer, type medicationWire as medicationBody } from '@vetchart/contracts/catalogues/medication';
import { serviceAnswer, type serviceWire as serviceBody } from '@vetchart/contracts/catalogues/service';
import type { z } from 'zod/mini';

export const dosageUnitsWire = dosageUnitsAnswer;
export type DosageUnitRecord = DosageUnit;

export type CatalogueLookupKind =
  | 'medication-categories'
  | 'inventory-types'
  | 'inventory-categories'
  | 'diagnosis-categories'
  | 'treatment-categories'
  | 'treatment-result-types'
  | 'service-categories';

export const medicationWire = medicationAnswer;
export type MedicationRecord = z.output<typeof medicationWire>;
/** POST/PUT /medications: the contract's JSON (the service answers the spec's messages for what it refuses). */
export type MedicationPayload = z.input<typeof medicationBody>;

export const inventorySupplyWire = inventorySupplyAnswer;
export type InventorySupplyRecord = z.output<typeof inventorySupplyWire>;
export type InventorySupplyPayload = z.input<typeof inventorySupplyBody>;

export const diagnosisWire = diagnosisAnswer;
export type DiagnosisRecord = z.output<typeof diagnosisWire>;
export type DiagnosisPayload = z.input<typeof diagnosisBody>;

/** REST calls a diagnostic a treatment (/treatments). */
export const treatmentWire = diagnosticAnswer;
export type TreatmentRecord = z.output<typeof treatmentWire>;
export type TreatmentResultRecord = TreatmentRecord['results'][number];
export type TreatmentPayload = z.input<typeof diagnosticBody>;

export const serviceWire = serviceAnswer;
export type ServiceRecord = z.output<typeof serviceWire>;
export type ServicePayload = z.input<typeof serviceBody>;
