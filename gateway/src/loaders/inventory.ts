// The inventory service's endpoints (docs/rest-inventory.md) as the gateway calls them. Built per
// request into `ctx.loaders.inventory` (loaders/index.ts). Moved so far: the lookup lists
// (genders, species, breeds, vaccines and the vaccine lookups) and the catalogues with their
// category lists; the lookup files and the AI routes still go through clients/inventory.ts
// (docs/architecture.md, Calling a service).
import {
  diagnosisWire,
  inventorySupplyWire,
  medicationWire,
  serviceWire,
  treatmentWire,
  type DiagnosisPayload,
  type InventorySupplyPayload,
  type MedicationPayload,
  type ServicePayload,
  type TreatmentPayload,
} from '../catalogues/catalogue-wire.ts';
import { breedWire, genderWire, namedLookupWire, speciesWire, vaccineWire, type VaccinePayload } from '../catalogues/lookup-wire.ts';
import { resource } from './resource.ts';

export const inventoryEndpoints = {
  genders: resource({ path: '/pet-gender', row: genderWire, payload: (gender: { gender: string }) => gender }),
  /** Newest first, or by name (the selects of the breed, vaccine and pet forms). */
  species: resource({
    path: '/specie',
    row: speciesWire,
    payload: (species: { name: string }) => species,
    filters: (filters: { byName?: boolean }) => ({ sort: filters.byName ? 'name' : undefined }),
  }),
  breeds: resource({
    path: '/breed',
    itemPath: '/breeds',
    row: breedWire,
    payload: (breed: { breed: string; specie_id: string }) => breed,
    filters: (filters: { specieId?: string | null }) => ({ specie_id: filters.specieId || undefined }),
  }),
  vaccines: resource({ path: '/vaccines', row: vaccineWire, payload: (vaccine: VaccinePayload) => vaccine }),
  // The vaccine selects' lists (read-only here).
  vaccineCategories: resource({ path: '/vaccine-category', row: namedLookupWire }),
  manufacturers: resource({ path: '/manufacturers', row: namedLookupWire }),
  vaccineTypes: resource({ path: '/vaccine-types', row: namedLookupWire }),

  // --- Catalogues (spec 001 sections 3 and 7) ---
  medications: resource({ path: '/medications', row: medicationWire, payload: (medication: MedicationPayload) => medication }),
  inventorySupplies: resource({ path: '/inventory-supplies', row: inventorySupplyWire, payload: (supply: InventorySupplyPayload) => supply }),
  diagnoses: resource({ path: '/diagnosis', row: diagnosisWire, payload: (diagnosis: DiagnosisPayload) => diagnosis }),
  treatments: resource({ path: '/treatments', row: treatmentWire, payload: (treatment: TreatmentPayload) => treatment }),
  services: resource({ path: '/services', row: serviceWire, payload: (service: ServicePayload) => service }),
  // The catalogues' category and type lists (read-only here), by their path.
  'medication-categories': resource({ path: '/medication-categories', row: namedLookupWire }),
  'inventory-types': resource({ path: '/inventory-types', row: namedLookupWire }),
  'inventory-categories': resource({ path: '/inventory-categories', row: namedLookupWire }),
  'diagnosis-categories': resource({ path: '/diagnosis-categories', row: namedLookupWire }),
  'treatment-categories': resource({ path: '/treatment-categories', row: namedLookupWire }),
  'treatment-result-types': resource({ path: '/treatment-result-types', row: namedLookupWire }),
  'service-categories': resource({ path: '/service-categories', row: namedLookupWire }),
};
