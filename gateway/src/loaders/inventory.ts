// The inventory service's endpoints (docs/rest-inventory.md) as the gateway calls them. Built per
// request into `ctx.loaders.inventory` (loaders/index.ts). Moved so far: the lookup lists
// (genders, species, breeds, vaccines and the vaccine lookups) and the catalogues with their
// category lists, and the template builder's upload; the lookup files and the other AI routes
// still go through clients/inventory.ts
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
import { z } from 'zod';
import { call } from './endpoint.ts';
import { resource } from './resource.ts';

/** How long the AI engine may take: its provider deadline times its tries, and a little more (as clients/inventory.ts). */
const AI_CONVERT_TIMEOUT_MS = Number(process.env.AI_TIMEOUT_MS ?? 30_000) * (1 + Number(process.env.AI_MAX_RETRIES ?? 2)) + 5_000;

/** The AI engine's answer to a template upload, which the gateway's route passes on as it is (status and JSON object). */
const passedOnWire = z.looseObject({});

export const inventoryEndpoints = {
  /**
   * The template builder's upload (POST /template-builder/convert, soap-templates/template-builder-route.ts):
   * the multipart form as received; the provider's 502/503/504 are answers to pass on.
   */
  convertTemplate: call({
    method: 'POST',
    path: '/ai/template/convert',
    options: (upload: { body: Buffer; contentType: string }) => ({ bytes: upload, compute: true, timeoutMs: AI_CONVERT_TIMEOUT_MS, answerStatuses: [502, 503, 504] }),
    parse: (body, status) => ({ status, body: passedOnWire.parse(body) }),
  }),
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
