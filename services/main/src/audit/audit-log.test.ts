// GET /audit-log, the admin's audit screen (docs/rest-main.md 'Audit log'), over a real database:
// the entries about a visit's records are found by the visit and the pet, filtered by person,
// paged by keyset newest first, validated with clear messages, admins only, one clinic only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { M, MAX_AUDIT_PAGE } from './routes.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-AUDIT', fullName: 'Ada Admin' };
let admin: string;
let nurse: string;
let nurseId: string;
let other: string;
let petId: string;
let otherPetId: string;
let visitId: string;

const NOTE = {
  chief_complaint: { complaint: 'Coughing at night', duration: 'Acute' },
  reason_for_consultation: { main_case: [2], other_cases: [] },
  additional_notes: { water_intake: 'Normal', appetite: 'Normal', medications: [], triage_notes: 'Bright' },
};
const OBJECTIVE = { body_score: '5', pain_score: 3, dental_score: 0, muscle_condition_score: 2, grimace_scale: 4, mentation: 'Bright', medical_history_notes: 'Coughs at night.', physicalexamresult: [], ruleouts: [] };
const VISIT_ACTIONS = [
  'visit.modification_reason_given',
  'result_comment.created',
  'other_reminder.created',
  'objective_note.created',
  'vitals.created',
  'subjective_note.created',
  'visit.renamed',
  'visit.created',
];
const VITALS = { temperature: { value: 101.5, unit: 'F' }, respiratory_rate: { value: 24, unit: 'bps' }, heart_rate: { value: 110, unit: 'bpm' }, weight: { value: 20, unit: 'lb(s)' } };

async function newPet(token: string, name: string): Promise<string> {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: 'Owen', last_name: name, phone_number: '5125550177', email: `${name.toLowerCase()}@example.com`, address: { addressLine1: '9 Pine Rd', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Tan', date_of_birth: '02/02/2020', weight: 20, problems: [] },
  });
  expect(pet.status).toBe(201);
  return pet.body.id;
}

type Entry = { id: string; action: string; actor_user_id: string | null; pet_id: string | null; visit_id: string | null; pet_name: string | null; visit_name: string | null; detail: any };
const log = async (query: string, token = admin) => harness.call<{ data: Entry[]; meta: { limit: number; total: number; next_after: string | null }; message?: string }>('GET', `/audit-log${query}`, { token });

beforeAll(async () => {
  harness = await startMainHarness();
  admin = await harness.tokenFor({ ...clinic, isClientAdmin: true, roleName: 'Admin', permissions: ['Add new Pet', 'Add Visit', 'Edit Pet Details'] });
  nurseId = randomUUID();
  nurse = await harness.tokenFor({ ...clinic, userId: nurseId, fullName: 'Nia Nurse', isClientAdmin: false, roleName: 'veterinarian-technician', permissions: ['Add new Pet', 'Add Visit', 'Edit Pet Details'] });
  other = await harness.tokenFor({ organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-ELSE', isClientAdmin: true, permissions: ['Add new Pet', 'Add Visit'] });
  petId = await newPet(admin, 'Biscuit');
  otherPetId = await newPet(admin, 'Pepper');
  const visit = await harness.call('POST', '/visits', { token: nurse, body: { pet_id: petId } });
  expect(visit.status).toBe(201);
  visitId = visit.body.data.id;
  // Records of the visit, each written by its own route.
  expect((await harness.call('PATCH', `/visits/${visitId}/name`, { token: nurse, body: { name: 'Cough recheck' } })).status).toBe(200);
  expect((await harness.call('POST', '/subjective', { token: nurse, body: { obj_visit_id: visitId, subjective_note: NOTE } })).status).toBe(201);
  expect((await harness.call('PUT', `/visits/${visitId}/vitals`, { token: nurse, body: { pet_id: petId, ...VITALS } })).status).toBeLessThan(300);
  expect((await harness.call('POST', `/visits/${visitId}/objective-note`, { token: nurse, body: OBJECTIVE })).status).toBe(201);
  expect((await harness.call('POST', '/other-reminders', { token: nurse, body: { pet_id: petId, visit_id: visitId, reminder: 'Heartworm test', date: '06/01/2026', last_given_date: '06/01/2025' } })).status).toBe(201);
  expect((await harness.call('PUT', `/visits/${visitId}/result-comments`, { token: nurse, body: { kind: 'diagnostic', item_code: 'ANT-CBC', comments: 'Mild leukocytosis.' } })).status).toBeLessThan(300);
  expect((await harness.call('POST', `/visits/${visitId}/modification-reasons`, { token: nurse, body: { modification_date: '2026/11/24', modification_reason: 'Owner corrected history' } })).status).toBe(201);
  expect((await harness.call('PATCH', `/pets/${petId}`, { token: admin, body: { name: 'Biscuit Jr' } })).status).toBe(200);
});
afterAll(async () => harness?.close());

describe('the entries about a visit’s records name the visit', () => {
  it('finds the visit and each record of it (notes, vitals, reminders, result comments, reasons) by the visit, with the pet’s and the visit’s names', async () => {
    const result = await log(`?visit_id=${visitId}`);
    expect(result.status).toBe(200);
    const actions = result.body.data.map((entry) => entry.action);
    expect(actions).toEqual(VISIT_ACTIONS);
    for (const entry of result.body.data) expect(entry).toMatchObject({ visit_id: visitId, pet_id: petId, pet_name: 'Biscuit Jr', visit_name: 'Cough recheck', actor_user_id: nurseId });
    const vitals = result.body.data.find((entry) => entry.action === 'vitals.created')!;
    expect(vitals.detail).toMatchObject({ before: null, fields: expect.arrayContaining(['temperature']) });
  });

  it('finds the pet’s own entries and its visits’ entries by the pet, and only that pet’s', async () => {
    const result = await log(`?pet_id=${petId}`);
    const actions = result.body.data.map((entry) => entry.action);
    expect(actions).toEqual(['pet.updated', ...VISIT_ACTIONS, 'pet.created']);
    expect(result.body.meta.total).toBe(VISIT_ACTIONS.length + 2);
    const pepper = await log(`?pet_id=${otherPetId}`);
    expect(pepper.body.data.map((entry) => entry.action)).toEqual(['pet.created']);
  });

  it('filters by the person who acted', async () => {
    const result = await log(`?actor_user_id=${nurseId}&pet_id=${petId}`);
    expect(result.body.data.map((entry) => entry.action)).toEqual(VISIT_ACTIONS);
    expect((await log(`?actor_user_id=${randomUUID()}`)).body).toMatchObject({ data: [], meta: { total: 0, next_after: null } });
  });
});

describe('paging', () => {
  it('pages newest first by the id of the last entry seen, with the total of the filter', async () => {
    const first = await log(`?pet_id=${petId}&limit=8`);
    expect(first.body.data).toHaveLength(8);
    expect(first.body.meta).toMatchObject({ limit: 8, total: 10, next_after: first.body.data[7]!.id });
    const second = await log(`?pet_id=${petId}&limit=8&after=${first.body.meta.next_after}`);
    expect(second.body.data.map((entry) => entry.action)).toEqual(['visit.created', 'pet.created']);
    expect(second.body.meta.next_after).toBeNull();
    expect(Number(second.body.data[0]!.id)).toBeLessThan(Number(first.body.data[7]!.id));
    // Written meanwhile: a new entry does not shift the page after a given entry.
    expect((await harness.call('PATCH', `/pets/${petId}`, { token: admin, body: { name: 'Biscuit' } })).status).toBe(200);
    expect((await log(`?pet_id=${petId}&limit=8&after=${first.body.meta.next_after}`)).body.data.map((entry) => entry.id)).toEqual(second.body.data.map((entry) => entry.id));
  });

  it('answers 50 entries by default and at most 1000', async () => {
    expect((await log('')).body.meta.limit).toBe(50);
    expect((await log(`?limit=${MAX_AUDIT_PAGE}`)).status).toBe(200);
  });
});

describe('by ids', () => {
  it('answers the entries named, of the caller’s clinic only', async () => {
    const [first, second] = (await log(`?visit_id=${visitId}&limit=2`)).body.data;
    const byIds = await log(`?ids=${first!.id},${second!.id},999999999`);
    expect(byIds.body.data.map((entry) => entry.id)).toEqual([first!.id, second!.id]);
    expect((await log(`?ids=${first!.id}`, other)).body.data).toEqual([]);
  });
});

describe('validation', () => {
  it('says which filter is wrong', async () => {
    const cases: [string, string, string][] = [
      ['?pet_id=biscuit', M.pet, 'pet_id'],
      ['?visit_id=1', M.visit, 'visit_id'],
      ['?actor_user_id=nurse', M.actor, 'actor_user_id'],
      ['?limit=0', M.limit, 'limit'],
      [`?limit=${MAX_AUDIT_PAGE + 1}`, M.limit, 'limit'],
      ['?limit=ten', M.limit, 'limit'],
      ['?after=-3', M.after, 'after'],
      ['?after=abc', M.after, 'after'],
      ['?ids=1,x', M.ids, 'ids'],
    ];
    for (const [query, message, path] of cases) {
      const result = await log(query);
      expect(result.status, query).toBe(400);
      expect(result.body, query).toMatchObject({ message, errors: [{ path, message }] });
    }
  });
});

describe('who may read it', () => {
  it('refuses a member who is not an admin, before reading the query', async () => {
    expect((await log(`?visit_id=${visitId}`, nurse)).status).toBe(403);
    expect((await log('?pet_id=not-a-pet', nurse)).status).toBe(403);
    expect((await harness.call('GET', '/audit-log')).status).toBe(401);
  });

  it('shows another clinic’s admin nothing of this clinic, whatever ids they send', async () => {
    expect((await log(`?visit_id=${visitId}`, other)).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await log(`?pet_id=${petId}`, other)).body).toMatchObject({ data: [], meta: { total: 0 } });
    const all = await log('', other);
    expect(all.body.data.some((entry) => entry.pet_id === petId || entry.visit_id === visitId)).toBe(false);
  });
});
