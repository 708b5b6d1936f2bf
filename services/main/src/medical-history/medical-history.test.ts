// GET /pets/{id}/medical-history-summary against the real main service (plans priced by the real
// inventory and auth services): the sections gathered from earlier visits' plans (removed rows
// left out, declined ones marked), rule outs, complaints and reasons, the pet's problem list and
// the practice system's records, each line with its visit; the empty summary; another clinic's
// pet not found, and nothing of this clinic in another clinic's summary.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { startMainHarness, type MainHarness } from '../testing.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-MH-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-MHO-${randomUUID().slice(0, 6)}` };
let vet: string;
let reader: string;
let other: string;
const catalogue: Record<string, string> = {};

async function inventory(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${harness.upstreams.inventory}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as any;
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

async function seedClinic(scope: typeof clinic) {
  await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'History Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
  await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'History Clinic', NULL)`, [
    scope.clinicId,
    scope.organizationId,
    scope.clinicCode,
  ]);
}

async function newPet(token: string, problems: string[] = []): Promise<string> {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: 'Iris', last_name: 'Hale', phone_number: '5125550142', email: `iris.${randomUUID().slice(0, 6)}@example.com`, address: { addressLine1: '9 Oak St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name: 'Pepper', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Black', date_of_birth: '05/06/2020', weight: 21, problems },
  });
  expect(pet.status).toBe(201);
  return pet.body.id;
}

async function newVisit(petId: string, token = vet): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token, body: { pet_id: petId } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

async function chart(petId: string, visitId: string, note: { complaint: string; mainCase: number[]; otherCases?: string[]; ruleOuts: string[]; items: unknown[] }) {
  const subjective = await harness.call('POST', '/subjective', {
    token: vet,
    body: {
      obj_visit_id: visitId,
      subjective_note: { chief_complaint: { complaint: note.complaint, duration: 'Gradual' }, reason_for_consultation: { main_case: note.mainCase, other_cases: note.otherCases ?? [] } },
    },
  });
  expect(subjective.status, JSON.stringify(subjective.body)).toBe(201);
  const objective = await harness.call('POST', `/visits/${visitId}/objective-note`, {
    token: vet,
    body: { medical_history_notes: 'Seen before.', ruleouts: note.ruleOuts.map((name) => ({ diagnosis_id: randomUUID(), name, category: null, description: '', symptoms: '' })) },
  });
  expect(objective.status, JSON.stringify(objective.body)).toBe(201);
  const plan = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: vet, body: { is_client_at_clinic: true, items: note.items } });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  expect(petId).toBeTruthy();
}

const summaryOf = (petId: string, token = vet) => harness.call('GET', `/pets/${petId}/medical-history-summary`, { token });
const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

beforeAll(async () => {
  harness = await startMainHarness();
  await migrateIdempotency(harness.db);
  await seedClinic(clinic);
  await seedClinic(otherClinic);
  vet = await harness.tokenFor({ ...clinic, roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit', 'Modify Knowledge Base'] });
  reader = await harness.tokenFor({ ...clinic, isClientAdmin: false, roleName: 'reception', permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, permissions: ['Add new Pet', 'Add Visit', 'Modify Knowledge Base'] });
  catalogue.diagnostic = (await inventory('POST', '/treatments', vet, { name: 'Chemistry Panel', cost: '120.00', tax: true })).id;
  catalogue.xray = (await inventory('POST', '/treatments', vet, { name: 'Radiographs (2 views)', cost: '185.00', tax: true })).id;
  catalogue.service = (await inventory('POST', '/services', vet, { name: 'Sick Exam', cost: '68.00', tax: false })).id;
  catalogue.medication = (await inventory('POST', '/medications', vet, { product_name: 'Maropitant', dose_instructions: 'Once daily.', dosage_unit: [{ dosage: '16', unit: 'mg tablet' }] })).id;
  catalogue.supply = (await inventory('POST', '/inventory-supplies', vet, { name: 'E-Collar (Medium)', dosage_unit: [{ dosage: '1', unit: 'each' }] })).id;
}, 60_000);
afterAll(async () => harness?.close());

describe('GET /pets/{id}/medical-history-summary', () => {
  it("summarises the pet's earlier visits, problem list and practice records, each line with where it came from", async () => {
    const petId = await newPet(vet, ['Food allergy']);
    const first = await newVisit(petId);
    await chart(petId, first, {
      complaint: 'Vomiting for two days',
      mainCase: [3],
      ruleOuts: ['Gastroenteritis', 'Foreign body'],
      items: [
        { kind: 'DIAGNOSTIC', catalogue_id: catalogue.diagnostic, quantity: 1, removed: false, approved: true },
        { kind: 'DIAGNOSTIC', catalogue_id: catalogue.xray, quantity: 1, removed: true, approved: true },
        { kind: 'MEDICATION', catalogue_id: catalogue.medication, quantity: 3, selected_dosage: { dosage: '16', unit: 'mg tablet' }, removed: false, approved: true },
        { kind: 'SERVICE', catalogue_id: catalogue.service, quantity: 1, removed: false, approved: false },
      ],
    });
    const second = await newVisit(petId);
    await chart(petId, second, {
      complaint: 'Itchy paws',
      mainCase: [1, 3],
      otherCases: ['Lethargy'],
      ruleOuts: ['Atopic dermatitis', 'gastroenteritis'],
      items: [{ kind: 'INVENTORY', catalogue_id: catalogue.supply, quantity: 1, removed: false, approved: true }],
    });
    // What a practice-system sync keeps (pets/practice-sync.ts), for this pet.
    await harness.db.query(
      `INSERT INTO main.pet_medical_records (organization_id, clinic_id, pet_id, source, source_id, record_date, kind, title, notes) VALUES
        ($1, $2, $3, 'covetrus', 'MR-1', '2025-03-18', 'medication', 'Carprofen 75 mg', 'One tablet every 12 hours.'),
        ($1, $2, $3, 'covetrus', 'MR-2', '2025-05-06', 'lab', 'T4', ''),
        ($1, $2, $3, 'covetrus', 'MR-3', '2025-07-14', 'exam', 'Itchy skin', 'Food trial started.'),
        ($1, $2, $3, 'covetrus', 'MR-4', '2024-12-10', 'surgery', 'Dental cleaning', 'Recovered.')`,
      [clinic.organizationId, clinic.clinicId, petId],
    );

    const { status, body } = await summaryOf(petId, reader);
    expect(status).toBe(200);
    const summary = body.data;
    const [visitDate] = (await harness.db.query<{ day: string }>(`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM main.visits WHERE id = $1`, [second]))
      .map((row) => row.day);
    // Newest visit first; the practice records after the product's own visits.
    expect(summary.medications).toEqual([
      { text: 'E-Collar (Medium) (1 each)', visit_id: second, visit_date: visitDate, source: 'visit' },
      { text: 'Maropitant (16 mg tablet)', visit_id: first, visit_date: expect.any(String), source: 'visit' },
      { text: 'Carprofen 75 mg: One tablet every 12 hours.', visit_id: null, visit_date: '2025-03-18', source: 'practice' },
    ]);
    // The removed radiographs are left out.
    expect(summary.treatments).toEqual([
      { text: 'Chemistry Panel', visit_id: first, visit_date: expect.any(String), source: 'visit' },
      { text: 'T4', visit_id: null, visit_date: '2025-05-06', source: 'practice' },
    ]);
    expect(texts(summary.services)).toEqual(['Sick Exam (declined)', 'Dental cleaning: Recovered.']);
    // A rule out charted at both visits is listed once, at the latest.
    expect(summary.diagnosis).toEqual([
      { text: 'Atopic dermatitis', visit_id: second, visit_date: visitDate, source: 'visit' },
      { text: 'gastroenteritis', visit_id: second, visit_date: visitDate, source: 'visit' },
      { text: 'Foreign body', visit_id: first, visit_date: expect.any(String), source: 'visit' },
    ]);
    expect(summary.problems).toEqual([
      { text: 'Itchy paws', visit_id: second, visit_date: visitDate, source: 'visit' },
      { text: 'Skin Case', visit_id: second, visit_date: visitDate, source: 'visit' },
      { text: 'Vomiting', visit_id: second, visit_date: visitDate, source: 'visit' },
      { text: 'Lethargy', visit_id: second, visit_date: visitDate, source: 'visit' },
      { text: 'Vomiting for two days', visit_id: first, visit_date: expect.any(String), source: 'visit' },
      { text: 'Food allergy', visit_id: null, visit_date: null, source: 'pet' },
      { text: 'Itchy skin: Food trial started.', visit_id: null, visit_date: '2025-07-14', source: 'practice' },
    ]);
  });

  it('answers empty sections for a pet without history, and leaves out deleted visits', async () => {
    const petId = await newPet(vet);
    expect((await summaryOf(petId)).body).toEqual({ data: { medications: [], treatments: [], services: [], problems: [], diagnosis: [] } });
    const visitId = await newVisit(petId);
    await chart(petId, visitId, { complaint: 'Limping', mainCase: [2], ruleOuts: ['Sprain'], items: [] });
    expect(texts((await summaryOf(petId)).body.data.problems)).toEqual(['Limping', 'General Health']);
    await harness.db.query(`UPDATE main.visits SET deleted_at = now() WHERE id = $1`, [visitId]);
    expect((await summaryOf(petId)).body.data).toEqual({ medications: [], treatments: [], services: [], problems: [], diagnosis: [] });
  });

  it("keeps clinics apart: another clinic's pet is not found, and its own summary holds nothing of this clinic", async () => {
    const petId = await newPet(vet, ['Heart murmur']);
    const visitId = await newVisit(petId);
    await chart(petId, visitId, { complaint: 'Coughing', mainCase: [2], ruleOuts: ['Bronchitis'], items: [{ kind: 'SERVICE', catalogue_id: catalogue.service, quantity: 1, removed: false, approved: true }] });
    const foreign = await summaryOf(petId, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Pet not found.');
    expect(JSON.stringify(foreign.body)).not.toContain('Coughing');
    expect((await summaryOf('not-a-uuid')).status).toBe(404);
    expect((await summaryOf(randomUUID())).status).toBe(404);
    // A row of this clinic's tables naming another clinic's pet (as a foreign write would) is never read into it.
    const otherPet = await newPet(other);
    await harness.db.query(
      `INSERT INTO main.pet_medical_records (organization_id, clinic_id, pet_id, source, source_id, record_date, kind, title, notes)
       VALUES ($1, $2, $3, 'covetrus', 'MR-X', '2025-01-01', 'exam', 'Not theirs', '')`,
      [clinic.organizationId, clinic.clinicId, otherPet],
    );
    expect((await summaryOf(otherPet, other)).body.data).toEqual({ medications: [], treatments: [], services: [], problems: [], diagnosis: [] });
    expect((await harness.call('GET', `/pets/${petId}/medical-history-summary`)).status).toBe(401);
  });
});
