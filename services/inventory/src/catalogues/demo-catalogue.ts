// The catalogue lists every clinic starts with (created with its standard lists, once), and the
// demo clinic's starting catalogue: common medications with their dosage units and a price for
// each, supplies with their prices, diagnostics and services with costs, and diagnoses with their
// common symptoms. Prices are dollars per unit of the dosage row (the treatment plan prices a row
// by its selected dosage: services/main/src/treatment-plans).
import type { DosingRow } from '@vetchart/contracts/catalogues/medication-dosing';
import type { Sql } from '@vetchart/platform/database';
import type { ClinicScope } from '../lookups/scope.ts';
import { CATALOGUE_LOOKUPS } from './catalogue-lookups.ts';
import { diagnoses, inventorySupplies, medications, services, treatments } from './catalogues.ts';

type Scope = Pick<ClinicScope, 'clinicId' | 'organizationId'>;

/** Creates the clinic's catalogue lists unless that was done before (clinics provisioned before they existed get them now). */
export async function provisionCatalogueLists(tx: Sql, scope: Scope): Promise<void> {
  const [claimed] = await tx.query(
    `UPDATE inventory.clinic_provisioning SET catalogue_lists_at = clock_timestamp() WHERE clinic_id = $1 AND catalogue_lists_at IS NULL RETURNING clinic_id`,
    [scope.clinicId],
  );
  if (!claimed) return;
  for (const { table, seed } of Object.values(CATALOGUE_LOOKUPS)) {
    for (const name of seed) {
      await tx.query(`INSERT INTO inventory.${table} (organization_id, clinic_id, name) VALUES ($1, $2, $3)`, [scope.organizationId, scope.clinicId, name]);
    }
  }
}

/** A demo medication's dose range for one specie, in mg/kg (published formulary figures, named beside each). */
interface DemoDosing {
  specie: string;
  not_for_species?: boolean;
  min?: number;
  max?: number;
  doses_per_day?: number;
  route?: string;
}

const DEMO_MEDICATIONS: { product_name: string; category: string; dose_instructions: string; side_effects: string; dosage_unit: { dosage: string; unit: string }[]; price_details: { dosage: string; unit: string; price: string }[]; dosing: DemoDosing[]; species: string[] }[] = [
  {
    product_name: 'Carprofen',
    category: 'Anti-inflammatory (NSAID)',
    dose_instructions: 'Give 2 mg/lb by mouth once daily with food.',
    side_effects: 'Vomiting, decreased appetite, diarrhea; rarely liver or kidney problems.',
    dosage_unit: [
      { dosage: '25', unit: 'mg tablet' },
      { dosage: '75', unit: 'mg tablet' },
      { dosage: '100', unit: 'mg tablet' },
    ],
    price_details: [{ dosage: '25', unit: 'mg tablet', price: '0.85' }, { dosage: '75', unit: 'mg tablet', price: '1.45' }, { dosage: '100', unit: 'mg tablet', price: '1.80' }],
    // Plumb's Veterinary Drug Handbook and the label (Rimadyl): dogs 2.2 mg/kg PO q12h or 4.4 mg/kg
    // PO q24h, i.e. at most 4.4 mg/kg a day. Not approved for cats (repeated doses are not safe).
    dosing: [
      { specie: 'Canine', min: 2.2, max: 4.4, doses_per_day: 1, route: 'PO' },
      { specie: 'Feline', not_for_species: true },
    ],
    species: ['Canine'],
  },
  {
    product_name: 'Maropitant (Cerenia)',
    category: 'Antiemetic',
    dose_instructions: 'Give 1 mg/kg SC once daily, or 2 mg/kg by mouth once daily for up to 5 days.',
    side_effects: 'Pain at the injection site, drooling, lethargy.',
    dosage_unit: [
      { dosage: '10', unit: 'mg/mL injection' },
      { dosage: '16', unit: 'mg tablet' },
      { dosage: '24', unit: 'mg tablet' },
    ],
    price_details: [{ dosage: '10', unit: 'mg/mL injection', price: '32.00' }, { dosage: '16', unit: 'mg tablet', price: '6.50' }, { dosage: '24', unit: 'mg tablet', price: '8.75' }],
    // Plumb's and the label (Cerenia): dogs 1 mg/kg SC or 2 mg/kg PO q24h (the 8 mg/kg motion-sickness
    // dose is outside this range and asks for a reason); cats 1 mg/kg SC or PO q24h.
    dosing: [
      { specie: 'Canine', min: 1, max: 2, doses_per_day: 1, route: 'SC or PO' },
      { specie: 'Feline', min: 1, max: 1, doses_per_day: 1, route: 'SC or PO' },
    ],
    species: ['Canine', 'Feline'],
  },
  {
    product_name: 'Amoxicillin-Clavulanate',
    category: 'Antibiotic',
    dose_instructions: 'Give 6.25 mg/lb by mouth twice daily until finished.',
    side_effects: 'Vomiting, diarrhea, decreased appetite.',
    dosage_unit: [
      { dosage: '62.5', unit: 'mg tablet' },
      { dosage: '125', unit: 'mg tablet' },
      { dosage: '250', unit: 'mg tablet' },
    ],
    price_details: [{ dosage: '62.5', unit: 'mg tablet', price: '0.95' }, { dosage: '125', unit: 'mg tablet', price: '1.25' }, { dosage: '250', unit: 'mg tablet', price: '1.90' }],
    // Plumb's: dogs and cats 12.5–25 mg/kg PO q12h (the label's 13.75 mg/kg, 6.25 mg/lb, is within).
    dosing: [
      { specie: 'Canine', min: 12.5, max: 25, doses_per_day: 2, route: 'PO' },
      { specie: 'Feline', min: 12.5, max: 25, doses_per_day: 2, route: 'PO' },
    ],
    species: ['Canine', 'Feline'],
  },
  {
    product_name: 'Meloxicam',
    category: 'Anti-inflammatory (NSAID)',
    dose_instructions: 'Give 0.1 mg/kg by mouth once daily with food after a first dose of 0.2 mg/kg.',
    side_effects: 'Vomiting, soft stool, decreased appetite.',
    dosage_unit: [
      { dosage: '1.5', unit: 'mg/mL oral suspension' },
      { dosage: '0.5', unit: 'mg/mL oral suspension' },
    ],
    price_details: [{ dosage: '1.5', unit: 'mg/mL oral suspension', price: '24.00' }, { dosage: '0.5', unit: 'mg/mL oral suspension', price: '18.50' }],
    // Plumb's and the label (Metacam): dogs 0.2 mg/kg on the first day, then 0.1 mg/kg PO q24h;
    // cats (ISFM/AAFP long-term NSAID guidance, off label in the US) 0.1 mg/kg then 0.05 mg/kg PO q24h.
    dosing: [
      { specie: 'Canine', min: 0.1, max: 0.2, doses_per_day: 1, route: 'PO' },
      { specie: 'Feline', min: 0.05, max: 0.1, doses_per_day: 1, route: 'PO' },
    ],
    species: ['Canine', 'Feline'],
  },
  {
    product_name: 'Gabapentin',
    category: 'Analgesic',
    dose_instructions: 'Give 5-10 mg/kg by mouth every 8-12 hours as directed.',
    side_effects: 'Sedation, wobbliness.',
    dosage_unit: [
      { dosage: '100', unit: 'mg capsule' },
      { dosage: '300', unit: 'mg capsule' },
    ],
    price_details: [{ dosage: '100', unit: 'mg capsule', price: '0.40' }, { dosage: '300', unit: 'mg capsule', price: '0.65' }],
    // Plumb's: dogs and cats 5–10 mg/kg PO q8–12h for chronic pain (at most three doses a day).
    dosing: [
      { specie: 'Canine', min: 5, max: 10, doses_per_day: 3, route: 'PO' },
      { specie: 'Feline', min: 5, max: 10, doses_per_day: 3, route: 'PO' },
    ],
    species: ['Canine', 'Feline'],
  },
];

const DEMO_SUPPLIES = [
  { name: 'Syringe 3 mL Luer Lock', type: 'Consumable', category: 'Syringes & Needles', directions: 'Single use.', dosage_unit: [{ dosage: '100', unit: 'per box' }], price_details: [{ dosage: '100', unit: 'per box', price: '24.00' }] },
  { name: 'IV Catheter 22G', type: 'Consumable', category: 'Catheters & IV', directions: 'Single use; flush with heparinized saline.', dosage_unit: [{ dosage: '50', unit: 'per box' }], price_details: [{ dosage: '50', unit: 'per box', price: '62.50' }] },
  { name: 'Cohesive Bandage Roll 2"', type: 'Consumable', category: 'Bandaging & Wound Care', directions: 'Do not wrap tightly; check toes for swelling.', dosage_unit: [{ dosage: '1', unit: 'roll' }], price_details: [{ dosage: '1', unit: 'roll', price: '4.25' }] },
  { name: 'E-Collar (Medium)', type: 'Retail Product', category: 'Recovery & Protection', directions: 'Keep on at all times until the recheck.', dosage_unit: [{ dosage: '1', unit: 'each' }], price_details: [{ dosage: '1', unit: 'each', price: '19.99' }] },
];

const DEMO_DIAGNOSES = [
  { name: 'Otitis Externa', category: 'Otology', description: 'Inflammation of the external ear canal.', symptoms: 'Head shaking, scratching at ears, odor, discharge, redness', species: ['Canine', 'Feline'] },
  { name: 'Gastroenteritis', category: 'Gastroenterology', description: 'Inflammation of the stomach and intestines.', symptoms: 'Vomiting, diarrhea, lethargy, decreased appetite', species: ['Canine', 'Feline'] },
  { name: 'Atopic Dermatitis', category: 'Dermatology', description: 'Allergic skin disease caused by environmental allergens.', symptoms: 'Itching, licking paws, red skin, recurrent ear infections', species: ['Canine', 'Feline'] },
  { name: 'Osteoarthritis', category: 'Musculoskeletal', description: 'Degenerative joint disease.', symptoms: 'Stiffness, limping, reluctance to jump or climb stairs', species: ['Canine', 'Feline'] },
  { name: 'Chronic Kidney Disease (CKD)', category: 'Nephrology', description: 'Progressive loss of kidney function.', symptoms: 'Increased thirst and urination, weight loss, poor appetite, vomiting', species: ['Canine', 'Feline'] },
];

// Outside tests carry the reference lab's code; in-house tests none.
const DEMO_DIAGNOSTICS = [
  { name: 'Complete Blood Count (CBC)', category: 'Hematology', description: 'Red and white blood cells and platelets.', cost: '65.00', tax: false, in_house: false, lab_code: 'ANT-CBC', results: [['WBC', 'Numeric'], ['RBC', 'Numeric'], ['HCT', 'Numeric'], ['Platelets', 'Numeric']] },
  { name: 'Chemistry Panel', category: 'Chemistry', description: 'Organ function, electrolytes and blood sugar.', cost: '95.00', tax: false, in_house: false, lab_code: 'ANT-CHEM', results: [['ALT', 'Numeric'], ['BUN', 'Numeric'], ['Creatinine', 'Numeric'], ['Glucose', 'Numeric']] },
  { name: 'Total T4', category: 'Chemistry', description: 'Thyroid hormone screen.', cost: '55.00', tax: false, in_house: false, lab_code: 'ANT-T4', results: [['Total T4', 'Numeric']] },
  { name: 'Urinalysis', category: 'Urinalysis', description: 'Urine specific gravity, chemistry and sediment.', cost: '45.00', tax: false, in_house: false, lab_code: 'ANT-UA', results: [['Specific Gravity', 'Numeric'], ['Sediment', 'Text']] },
  { name: 'Heartworm Antigen Test', category: 'Serology', description: 'In-house heartworm antigen test.', cost: '42.50', tax: false, in_house: true, lab_code: null, results: [['Heartworm Antigen', 'Positive / Negative']] },
  { name: 'In-house Fecal Flotation', category: 'Parasitology', description: 'In-house fecal flotation for intestinal parasites.', cost: '32.00', tax: false, in_house: true, lab_code: null, results: [['Ova and Parasites', 'Text']] },
  { name: 'Radiographs (2 views)', category: 'Imaging', description: 'Two-view radiographs of one region.', cost: '185.00', tax: true, in_house: true, lab_code: null, results: [['Radiograph', 'Image'], ['Interpretation', 'Text']] },
];

const DEMO_SERVICES = [
  { name: 'Wellness Exam', category: 'Examination', description: 'Annual nose-to-tail physical examination.', cost: '58.00', tax: false },
  { name: 'Sick Exam', category: 'Examination', description: 'Examination of a pet that is ill or injured.', cost: '68.00', tax: false },
  { name: 'Dental Cleaning', category: 'Dental', description: 'Scaling and polishing under general anesthesia.', cost: '325.00', tax: true },
  { name: 'Nail Trim', category: 'Grooming', description: 'Trimming of all nails.', cost: '18.00', tax: true },
];

/** The demo clinic's starting catalogue, added once (recorded in clinic_provisioning.demo_catalogue_at). */
export async function provisionDemoCatalogue(tx: Sql, scope: Scope): Promise<void> {
  const [state] = await tx.query<{ demo_catalogue_at: string | null }>(`SELECT demo_catalogue_at FROM inventory.clinic_provisioning WHERE clinic_id = $1 FOR UPDATE`, [
    scope.clinicId,
  ]);
  if (!state || state.demo_catalogue_at) return;
  const clinic: ClinicScope = { ...scope, userId: '00000000-0000-0000-0000-000000000000' };
  const idOf = async (table: string, name: string) =>
    (await tx.query<{ id: string }>(`SELECT id FROM inventory.${table} WHERE clinic_id = $1 AND name = $2 AND deleted_at IS NULL`, [scope.clinicId, name]))[0]?.id ?? null;
  const speciesIds = async (names: string[]) =>
    (await tx.query<{ id: string }>(`SELECT id FROM inventory.species WHERE clinic_id = $1 AND specie = ANY($2::text[]) AND deleted_at IS NULL`, [scope.clinicId, names])).map(
      (row) => row.id,
    );
  const dosingOf = async (rows: DemoDosing[]) => {
    const dosing: DosingRow[] = [];
    for (const row of rows) {
      const [specieId] = await speciesIds([row.specie]);
      if (!specieId) continue;
      const notFor = row.not_for_species === true;
      dosing.push({
        specieId,
        notForSpecies: notFor,
        minMgPerKg: notFor ? null : (row.min ?? null),
        maxMgPerKg: notFor ? null : (row.max ?? null),
        dosesPerDay: row.doses_per_day ?? 1,
        maxMgPerDose: null,
        maxMgPerDay: null,
        route: row.route ?? '',
        enteredUnit: 'mg/kg',
        enteredMin: notFor ? null : (row.min ?? null),
        enteredMax: notFor ? null : (row.max ?? null),
      });
    }
    return dosing;
  };
  // Listed newest first in the order written here: each row is a millisecond older than the next.
  const createAll = async <Item, Body>(
    items: Item[],
    catalogue: { create: (sql: Sql, scope: ClinicScope, body: Body, options: { createdAgo: number }) => Promise<unknown> },
    body: (item: Item) => Promise<Body>,
  ) => {
    for (const [index, item] of items.entries()) await catalogue.create(tx, clinic, await body(item), { createdAgo: items.length - index });
  };
  await createAll(DEMO_MEDICATIONS, medications, async (item) => ({
    productName: item.product_name,
    categoryId: await idOf('medication_categories', item.category),
    doseInstructions: item.dose_instructions,
    sideEffects: item.side_effects,
    dosageUnits: item.dosage_unit,
    specieIds: await speciesIds(item.species),
    dosing: await dosingOf(item.dosing),
  }));
  await createAll(DEMO_SUPPLIES, inventorySupplies, async (item) => ({
    name: item.name,
    productTypeId: await idOf('inventory_types', item.type),
    categoryId: await idOf('inventory_categories', item.category),
    doseInstructions: item.directions,
    sideEffects: '',
    dosageUnits: item.dosage_unit,
    specieIds: [],
  }));
  // A new catalogue row starts without prices (engine.ts: price_details is create-only []); the
  // demo's prices are written once the rows exist.
  for (const item of DEMO_MEDICATIONS) {
    await tx.query(`UPDATE inventory.medications SET price_details = $3::jsonb WHERE clinic_id = $1 AND name = $2 AND deleted_at IS NULL`, [
      scope.clinicId,
      item.product_name,
      JSON.stringify(item.price_details),
    ]);
  }
  for (const item of DEMO_SUPPLIES) {
    await tx.query(`UPDATE inventory.inventory_supplies SET price_details = $3::jsonb WHERE clinic_id = $1 AND name = $2 AND deleted_at IS NULL`, [
      scope.clinicId,
      item.name,
      JSON.stringify(item.price_details),
    ]);
  }
  await createAll(DEMO_DIAGNOSES, diagnoses, async (item) => ({
    name: item.name,
    categoryId: await idOf('diagnosis_categories', item.category),
    description: item.description,
    symptoms: item.symptoms,
    specieIds: await speciesIds(item.species),
  }));
  await createAll(DEMO_DIAGNOSTICS, treatments, async (item) => {
    const results = [];
    for (const [name, type] of item.results) results.push({ name: name!, resultTypeId: await idOf('treatment_result_types', type!) });
    return {
      name: item.name,
      categoryId: await idOf('treatment_categories', item.category),
      description: item.description,
      cost: item.cost,
      tax: item.tax,
      results,
      specieIds: await speciesIds(['Canine', 'Feline']),
      inHouse: item.in_house,
      labCode: item.lab_code,
    };
  });
  await createAll(DEMO_SERVICES, services, async (item) => ({
    name: item.name,
    categoryId: await idOf('service_categories', item.category),
    description: item.description,
    cost: item.cost,
    tax: item.tax,
    comment: '',
    specieIds: await speciesIds(['Canine', 'Feline']),
  }));
  await tx.query(`UPDATE inventory.clinic_provisioning SET demo_catalogue_at = clock_timestamp() WHERE clinic_id = $1`, [scope.clinicId]);
}
