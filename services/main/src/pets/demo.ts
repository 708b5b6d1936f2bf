// Demo pet parents and pets for the demo clinics: dogs and cats with the breeds, species and
// genders of the clinic's inventory lookups. The product resolves those ids by name through the
// inventory module (lookupIdsByName) at seed time and hands them in: main never reads the
// inventory schema. A clinic that already has parents is left alone.
import type { Database } from '@vetchart/platform/database';

export interface DemoLookupIds {
  species: Map<string, string>;
  breeds: Map<string, string>;
  genders: Map<string, string>;
}

/** Rows written by the seed, not by a person. */
const SEED_USER = '00000000-0000-0000-0000-000000000000';

interface DemoPet {
  name: string;
  specie: 'Canine' | 'Feline';
  breed: string;
  gender: string;
  color: string;
  dateOfBirth: string;
  weight: number;
  problems: string[];
}

interface DemoParent {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: [string, string | null, string, string, string];
  lastVisitDaysAgo: number | null;
  appointmentInDays: number | null;
  pets: DemoPet[];
}

export const DEMO_PARENTS: DemoParent[] = [
  {
    firstName: 'Olivia', lastName: 'Bennett', email: 'olivia.bennett@example.com', phone: '5125550142',
    address: ['1804 Barton Springs Rd', null, 'Austin', 'TX', '78704'], lastVisitDaysAgo: 12, appointmentInDays: 9,
    pets: [
      { name: 'Max', specie: 'Canine', breed: 'Labrador Retriever', gender: 'Male (Neutered)', color: 'Yellow', dateOfBirth: '2019-04-12', weight: 72.4, problems: ['Hip dysplasia', 'Seasonal allergies'] },
      { name: 'Luna', specie: 'Feline', breed: 'Domestic Shorthair', gender: 'Female (Spayed)', color: 'Black', dateOfBirth: '2021-08-03', weight: 9.1, problems: [] },
    ],
  },
  {
    firstName: 'Marcus', lastName: 'Reyes', email: 'marcus.reyes@example.com', phone: '5125550187',
    address: ['410 W 38th St', 'Apt 2B', 'Austin', 'TX', '78705'], lastVisitDaysAgo: 40, appointmentInDays: 2,
    pets: [{ name: 'Bella', specie: 'Canine', breed: 'Golden Retriever', gender: 'Female (Spayed)', color: 'Golden', dateOfBirth: '2017-11-20', weight: 64, problems: ['Osteoarthritis'] }],
  },
  {
    firstName: 'Hannah', lastName: 'Kim-Lee', email: 'hannah.kimlee@example.com', phone: '5125550133',
    address: ['9001 Research Blvd', null, 'Austin', 'TX', '78758'], lastVisitDaysAgo: 3, appointmentInDays: null,
    pets: [
      { name: 'Mochi', specie: 'Feline', breed: 'Ragdoll', gender: 'Male (Neutered)', color: 'Seal point', dateOfBirth: '2022-02-14', weight: 12.3, problems: ['Dental disease'] },
      { name: 'Tofu', specie: 'Feline', breed: 'Siamese', gender: 'Female', color: 'Cream', dateOfBirth: '2025-06-01', weight: 5.2, problems: [] },
    ],
  },
  {
    firstName: 'David', lastName: 'Okafor', email: 'david.okafor@example.com', phone: '5125550176',
    address: ['2300 S Lamar Blvd', 'Unit 104', 'Austin', 'TX', '78704'], lastVisitDaysAgo: null, appointmentInDays: 16,
    pets: [{ name: 'Rocky', specie: 'Canine', breed: 'French Bulldog', gender: 'Male', color: 'Brindle', dateOfBirth: '2023-01-09', weight: 26.5, problems: ['Brachycephalic airway syndrome', 'Skin fold dermatitis'] }],
  },
  {
    firstName: 'Sofia', lastName: 'Alvarez', email: 'sofia.alvarez@example.com', phone: '5125550119',
    address: ['7112 Manchaca Rd', null, 'Austin', 'TX', '78745'], lastVisitDaysAgo: 95, appointmentInDays: 30,
    pets: [
      { name: 'Daisy', specie: 'Canine', breed: 'Beagle', gender: 'Female (Spayed)', color: 'Tricolor', dateOfBirth: '2016-05-30', weight: 28.7, problems: ['Obesity', 'Otitis externa'] },
      { name: 'Oliver', specie: 'Feline', breed: 'Maine Coon', gender: 'Male (Neutered)', color: 'Brown tabby', dateOfBirth: '2020-09-17', weight: 16.8, problems: ['Chronic kidney disease'] },
    ],
  },
  {
    firstName: 'Ethan', lastName: 'Walsh', email: 'ethan.walsh@example.com', phone: '5125550164',
    address: ['1500 E 6th St', null, 'Austin', 'TX', '78702'], lastVisitDaysAgo: 21, appointmentInDays: 5,
    pets: [{ name: 'Cooper', specie: 'Canine', breed: 'German Shepherd', gender: 'Male', color: 'Black and tan', dateOfBirth: '2024-03-22', weight: 58.2, problems: [] }],
  },
];

export async function seedPetsDemo(
  db: Database,
  clinics: { clinicId: string; organizationId: string; lookups: DemoLookupIds }[],
): Promise<void> {
  for (const clinic of clinics) {
    await db.transaction(async (tx) => {
      const [seeded] = await tx.query(`SELECT 1 FROM main.pet_parents WHERE clinic_id = $1 LIMIT 1`, [clinic.clinicId]);
      if (seeded) return;
      for (const parent of DEMO_PARENTS) {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO main.pet_parents (organization_id, clinic_id, first_name, last_name, email, phone_number, address_line1, address_line2,
             city, state, zip, er_first_name, er_last_name, er_phone_number, last_visit, appointment_date, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $3, $4, $6,
             CASE WHEN $12::int IS NULL THEN NULL ELSE now() - make_interval(days => $12::int) END,
             CASE WHEN $13::int IS NULL THEN NULL ELSE date_trunc('hour', now()) + make_interval(days => $13::int) END, $14)
           RETURNING id`,
          [
            clinic.organizationId, clinic.clinicId, parent.firstName, parent.lastName, parent.email, parent.phone, ...parent.address,
            parent.lastVisitDaysAgo, parent.appointmentInDays, SEED_USER,
          ],
        );
        for (const pet of parent.pets) {
          const breedId = clinic.lookups.breeds.get(`${pet.specie}/${pet.breed}`);
          const specieId = clinic.lookups.species.get(pet.specie);
          const genderId = clinic.lookups.genders.get(pet.gender);
          // A clinic whose lists were changed before the seed ran gets the pets whose lookups still exist.
          if (!breedId || !specieId || !genderId) continue;
          await tx.query(
            `INSERT INTO main.colors (organization_id, clinic_id, color) VALUES ($1, $2, $3) ON CONFLICT (clinic_id, lower(color)) DO NOTHING`,
            [clinic.organizationId, clinic.clinicId, pet.color],
          );
          await tx.query(
            `INSERT INTO main.pets (organization_id, clinic_id, parent_id, name, breed_id, specie_id, gender_id, color_id, date_of_birth,
               weight, weight_unit, problems, created_by)
             SELECT $1, $2, $3, $4, $5, $6, $7, c.id, $9::date, $10, 'lb(s)', $11::text[], $12
               FROM main.colors c WHERE c.clinic_id = $2 AND lower(c.color) = lower($8)`,
            [clinic.organizationId, clinic.clinicId, row!.id, pet.name, breedId, specieId, genderId, pet.color, pet.dateOfBirth, pet.weight, pet.problems, SEED_USER],
          );
        }
      }
    });
  }
}
