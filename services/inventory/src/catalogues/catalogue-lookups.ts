// The lists the catalogue forms' selects offer (spec 001 section 7 "Catalogues": medication
// categories, inventory types and categories, diagnosis categories, treatment categories and
// result types, service categories): { id, name } rows of the clinic, created with its standard
// lists (provisioning.ts), sorted by name.
export const CATALOGUE_LOOKUPS = {
  'medication-categories': {
    table: 'medication_categories',
    seed: ['Analgesic', 'Antibiotic', 'Anti-inflammatory (NSAID)', 'Antiemetic', 'Antiparasitic', 'Corticosteroid', 'Sedative', 'Anticonvulsant', 'Dermatologic', 'Otic'],
  },
  'inventory-types': { table: 'inventory_types', seed: ['Consumable', 'Equipment', 'Retail Product', 'Diet'] },
  'inventory-categories': {
    table: 'inventory_categories',
    seed: ['Syringes & Needles', 'Catheters & IV', 'Bandaging & Wound Care', 'Surgical Supplies', 'Recovery & Protection', 'Cleaning & Disinfection'],
  },
  'diagnosis-categories': {
    table: 'diagnosis_categories',
    seed: ['Dermatology', 'Gastroenterology', 'Musculoskeletal', 'Nephrology', 'Otology', 'Cardiology', 'Endocrinology', 'Infectious Disease', 'Dental'],
  },
  'treatment-categories': { table: 'treatment_categories', seed: ['Hematology', 'Chemistry', 'Urinalysis', 'Serology', 'Imaging', 'Cytology', 'Parasitology'] },
  'treatment-result-types': { table: 'treatment_result_types', seed: ['Numeric', 'Text', 'Positive / Negative', 'Image', 'Attachment'] },
  'service-categories': { table: 'service_categories', seed: ['Examination', 'Dental', 'Grooming', 'Surgery', 'Hospitalization', 'Boarding'] },
} as const;

export type CatalogueLookup = keyof typeof CATALOGUE_LOOKUPS;
export const CATALOGUE_LOOKUP_PATHS = Object.keys(CATALOGUE_LOOKUPS) as CatalogueLookup[];
