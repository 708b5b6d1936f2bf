// A new clinic does not start with empty lists: the first time a clinic's lookup lists are
// used, its standard species, genders, common breeds and the vaccine category, manufacturer
// and type lists are created, once, in one transaction, and recorded in
// inventory.clinic_provisioning (docs/rest-inventory.md "Standard lists"). The demo clinic also
// gets a few common vaccines and a starting catalogue (catalogues/demo-catalogue.ts).
import type { Database, Sql } from '@vetchart/platform/database';
import { provisionCatalogueLists, provisionDemoCatalogue } from '../catalogues/demo-catalogue.ts';
import { newVaccineCode } from './vaccine-code.ts';
import type { ClinicScope } from './scope.ts';

export const STANDARD_SPECIES = ['Canine', 'Feline', 'Equine', 'Bovine', 'Porcine', 'Ovine', 'Caprine', 'Avian', 'Rabbit', 'Ferret', 'Reptile'];

export const STANDARD_GENDERS = ['Male', 'Female', 'Male (Neutered)', 'Female (Spayed)', 'Unknown'];

export const STANDARD_BREEDS: Record<string, string[]> = {
  Canine: [
    'Mixed Breed',
    'Labrador Retriever',
    'Golden Retriever',
    'German Shepherd',
    'French Bulldog',
    'Bulldog',
    'Poodle',
    'Beagle',
    'Rottweiler',
    'Dachshund',
    'Yorkshire Terrier',
    'Boxer',
    'Chihuahua',
    'Shih Tzu',
    'Siberian Husky',
  ],
  Feline: ['Domestic Shorthair', 'Domestic Longhair', 'Siamese', 'Maine Coon', 'Persian', 'Ragdoll', 'Bengal', 'British Shorthair'],
  Equine: ['Quarter Horse', 'Thoroughbred', 'Arabian'],
  Rabbit: ['Holland Lop', 'Netherland Dwarf'],
};

export const STANDARD_VACCINE_CATEGORIES = ['Core', 'Non-Core'];
export const STANDARD_MANUFACTURERS = ['Zoetis', 'Merck Animal Health', 'Boehringer Ingelheim', 'Elanco'];
export const STANDARD_VACCINE_TYPES = ['Modified Live', 'Inactivated', 'Recombinant', 'Subunit'];

interface DemoVaccine {
  name: string;
  species: string[];
  category: string;
  manufacturer: string;
  type: string;
  application: string;
  unit: string;
  dosage: string;
  volume: number;
  cost: string;
}

export const DEMO_VACCINES: DemoVaccine[] = [
  { name: 'DHPP', species: ['Canine'], category: 'Core', manufacturer: 'Zoetis', type: 'Modified Live', application: 'Injectable', unit: 'dose', dosage: '1ml', volume: 25, cost: '18.50' },
  { name: 'Rabies', species: ['Canine', 'Feline'], category: 'Core', manufacturer: 'Merck Animal Health', type: 'Inactivated', application: 'Injectable', unit: 'dose', dosage: '1ml', volume: 10, cost: '22.00' },
  { name: 'Bordetella', species: ['Canine'], category: 'Non-Core', manufacturer: 'Boehringer Ingelheim', type: 'Modified Live', application: 'Nasal', unit: 'dose', dosage: '0.5ml', volume: 25, cost: '15.75' },
  { name: 'FVRCP', species: ['Feline'], category: 'Core', manufacturer: 'Boehringer Ingelheim', type: 'Modified Live', application: 'Injectable', unit: 'dose', dosage: '1ml', volume: 25, cost: '19.00' },
  { name: 'FeLV', species: ['Feline'], category: 'Non-Core', manufacturer: 'Boehringer Ingelheim', type: 'Recombinant', application: 'Injectable', unit: 'dose', dosage: '1ml', volume: 10, cost: '24.50' },
];

/** Provisioned clinics of this process: once a clinic is known to be done, no query is needed. */
const provisioned = new WeakMap<Database, Set<string>>();

/** Creates the clinic's standard lists unless that was done before (idempotent). */
export async function ensureProvisioned(db: Database, scope: Pick<ClinicScope, 'clinicId' | 'organizationId'>): Promise<void> {
  const known = provisioned.get(db) ?? new Set<string>();
  provisioned.set(db, known);
  if (known.has(scope.clinicId)) return;
  await db.transaction(async (tx) => {
    await provisionStandardLists(tx, scope);
    await provisionCatalogueLists(tx, scope);
  });
  known.add(scope.clinicId);
}

async function provisionStandardLists(tx: Sql, scope: Pick<ClinicScope, 'clinicId' | 'organizationId'>): Promise<boolean> {
  // The insert is the lock: a concurrent first read waits here and then finds the row.
  const claimed = await tx.query(
    `INSERT INTO inventory.clinic_provisioning (clinic_id, organization_id) VALUES ($1, $2)
     ON CONFLICT (clinic_id) DO NOTHING RETURNING clinic_id`,
    [scope.clinicId, scope.organizationId],
  );
  if (claimed.length === 0) return false;
  // Rows made in one instant still list in the order written here (created_at, newest first):
  // each is a millisecond older than the next.
  const insertNames = async (table: string, column: string, names: string[]) => {
    for (const [index, name] of names.entries()) {
      await tx.query(
        `INSERT INTO inventory.${table} (organization_id, clinic_id, ${column}, created_at)
         VALUES ($1, $2, $3, clock_timestamp() - $4 * interval '1 millisecond')`,
        [scope.organizationId, scope.clinicId, name, names.length - index],
      );
    }
  };
  await insertNames('species', 'specie', STANDARD_SPECIES);
  await insertNames('genders', 'gender', STANDARD_GENDERS);
  await insertNames('vaccine_categories', 'name', STANDARD_VACCINE_CATEGORIES);
  await insertNames('manufacturers', 'name', STANDARD_MANUFACTURERS);
  await insertNames('vaccine_types', 'name', STANDARD_VACCINE_TYPES);
  const breeds = Object.entries(STANDARD_BREEDS).flatMap(([specie, names]) => names.map((breed) => ({ specie, breed })));
  for (const [index, { specie, breed }] of breeds.entries()) {
    await tx.query(
      `INSERT INTO inventory.breeds (organization_id, clinic_id, breed, specie_id, created_at)
       SELECT $1, $2, $3, s.id, clock_timestamp() - $5 * interval '1 millisecond'
         FROM inventory.species s WHERE s.clinic_id = $2 AND s.specie = $4 AND s.deleted_at IS NULL`,
      [scope.organizationId, scope.clinicId, breed, specie, breeds.length - index],
    );
  }
  return true;
}

/** The demo clinic's standard lists plus a few common vaccines; does nothing the second time. */
export async function provisionDemoClinic(db: Database, scope: Pick<ClinicScope, 'clinicId' | 'organizationId'>): Promise<void> {
  await db.transaction(async (tx) => {
    await provisionStandardLists(tx, scope);
    await provisionCatalogueLists(tx, scope);
    await provisionDemoCatalogue(tx, scope);
    const [state] = await tx.query<{ demo_vaccines_at: string | null }>(
      `SELECT demo_vaccines_at FROM inventory.clinic_provisioning WHERE clinic_id = $1 FOR UPDATE`,
      [scope.clinicId],
    );
    if (state?.demo_vaccines_at) return;
    for (const [index, vaccine] of DEMO_VACCINES.entries()) {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO inventory.vaccines (code, organization_id, clinic_id, name, category_id, manufacturer_id, vaccine_type_id,
                                         application, unit, dosage, volume, cost, created_at)
         SELECT $3, $1, $2, $4, c.id, m.id, t.id, $8, $9, $10, $11, $12, clock_timestamp() - $13 * interval '1 millisecond'
           FROM inventory.vaccine_categories c, inventory.manufacturers m, inventory.vaccine_types t
          WHERE c.clinic_id = $2 AND c.name = $5 AND c.deleted_at IS NULL
            AND m.clinic_id = $2 AND m.name = $6 AND m.deleted_at IS NULL
            AND t.clinic_id = $2 AND t.name = $7 AND t.deleted_at IS NULL
         RETURNING id`,
        [
          scope.organizationId,
          scope.clinicId,
          newVaccineCode(),
          vaccine.name,
          vaccine.category,
          vaccine.manufacturer,
          vaccine.type,
          vaccine.application,
          vaccine.unit,
          vaccine.dosage,
          vaccine.volume,
          vaccine.cost,
          DEMO_VACCINES.length - index,
        ],
      );
      if (!row) continue;
      await tx.query(
        `INSERT INTO inventory.vaccine_species (vaccine_id, specie_id, position)
         SELECT $1, s.id, array_position($3::text[], s.specie) FROM inventory.species s
          WHERE s.clinic_id = $2 AND s.specie = ANY($3::text[]) AND s.deleted_at IS NULL`,
        [row.id, scope.clinicId, vaccine.species],
      );
    }
    await tx.query(`UPDATE inventory.clinic_provisioning SET demo_vaccines_at = clock_timestamp() WHERE clinic_id = $1`, [scope.clinicId]);
  });
}
