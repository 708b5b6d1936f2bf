import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { VISIT_LOCKED, VISIT_READ_ONLY } from '../visits/visit-guard.ts';
import { todayIn } from './vaccine-status.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-REMIND', fullName: 'Nina Nurse' };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-ELSEWHERE' };
let nurse: string;
let vet: string;
let reader: string;
let other: string;
let petId: string;
let otherPetId: string;
let visitId: string;
let laterVisitId: string;
let otherPetVisitId: string;

const vaccination = (overrides: Record<string, unknown> = {}) => ({
  pet_id: petId,
  visit_id: visitId,
  vaccination_category_id: randomUUID(),
  vaccination_category: 'Core',
  vaccine_type_id: randomUUID(),
  vaccine_type: 'Modified Live',
  vaccine_id: randomUUID(),
  product_name: 'Nobivac DHPP',
  manufacturers_id: randomUUID(),
  manufacturers_name: 'Merck',
  lot_number: 'LOT-2291',
  given_date: '03/01/2025',
  expiration_date: '03/01/2099',
  reminder_date: '02/01/2099',
  ...overrides,
});

const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const shiftDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function createPet(token: string, name: string) {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: 'Ada', last_name: 'Lane', phone_number: '5125550100', email: `${randomUUID()}@example.com`, address: { addressLine1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Tan', date_of_birth: '05/01/2021', weight: 10, problems: [] },
  });
  expect(pet.status).toBe(201);
  return pet.body.id as string;
}

async function createVisit(pet: string) {
  const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: pet } });
  expect(visit.status).toBe(201);
  return visit.body.data.id as string;
}

async function audit(targetId: string) {
  return harness.db.query<{ action: string; detail: any }>(`SELECT action, detail FROM main.audit_log WHERE target_id = $1 ORDER BY id`, [targetId]);
}

beforeAll(async () => {
  harness = await startMainHarness();
  nurse = await harness.tokenFor({ ...clinic, isClientAdmin: false, roleName: 'nurse', permissions: ['Add Visit'] });
  vet = await harness.tokenFor({ ...clinic, fullName: 'Vera Vet', isClientAdmin: false, roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit'] });
  reader = await harness.tokenFor({ ...clinic, isClientAdmin: false, roleName: 'reception', permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, isClientAdmin: true, permissions: ['Add Visit', 'Add new Pet'] });
  petId = await createPet(vet, 'Juniper');
  otherPetId = await createPet(vet, 'Pepper');
  visitId = await createVisit(petId);
  laterVisitId = await createVisit(petId);
  otherPetVisitId = await createVisit(otherPetId);
});
afterAll(async () => harness?.close());

describe('vaccination reminders', () => {
  let reminderId: string;

  it("refuses a vaccination missing its fields with the spec's messages, writing nothing", async () => {
    const empty = await harness.call('POST', '/vaccination-reminders', { token: nurse, body: { pet_id: petId, visit_id: visitId } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { path: 'vaccination_category_id', message: 'Select vaccination category' },
      { path: 'vaccine_type_id', message: 'Select vaccination type' },
      { path: 'vaccine_id', message: 'Select product name' },
      { path: 'manufacturers_id', message: "Select manufacturer's name" },
      { path: 'lot_number', message: 'Enter lot number' },
      { path: 'given_date', message: 'Select given date' },
      { path: 'expiration_date', message: 'Select expiry date' },
      { path: 'reminder_date', message: 'Select reminder date' },
    ]);
    const named = await harness.call('POST', '/vaccination-reminders', { token: nurse, body: vaccination({ product_name: ' ', given_date: '02/30/2025', expiration_date: '01/01/2020' }) });
    expect(named.body.errors).toEqual([
      { path: 'given_date', message: 'The given date must be a real date written MM/DD/YYYY.' },
      { path: 'vaccine_id', message: 'Select product name' },
    ]);
    const order = await harness.call('POST', '/vaccination-reminders', { token: nurse, body: vaccination({ product_name: ' ', expiration_date: '01/01/2020' }) });
    expect(order.body.errors).toEqual([
      { path: 'vaccine_id', message: 'Select product name' },
      { path: 'expiration_date', message: 'The expiry date cannot be before the given date.' },
    ]);
    const noVisit = await harness.call('POST', '/vaccination-reminders', { token: nurse, body: vaccination({ visit_id: undefined }) });
    expect(noVisit.body.errors).toEqual([{ path: 'visit_id', message: 'Reminders are charted in a visit: name the visit (visit_id).' }]);
    expect(await harness.db.query(`SELECT count(*)::int AS n FROM main.vaccination_reminders`)).toEqual([{ n: 0 }]);
  });

  it('adds a vaccination while charting a visit, with its status, and audits every field', async () => {
    const created = await harness.call('POST', '/vaccination-reminders', { token: nurse, body: vaccination() });
    expect(created.status).toBe(201);
    reminderId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      pet_id: petId,
      visit_id: visitId,
      type: 'vaccine_reminder',
      source: 'vea',
      is_editable: true,
      vaccination_category: 'Core',
      product_name: 'Nobivac DHPP',
      manufacturers_name: 'Merck',
      lot_number: 'LOT-2291',
      given_date: '03/01/2025',
      expiration_date: '03/01/2099',
      reminder_date: '02/01/2099',
      vaccine_status: 'Current, 03/01/2099',
      version: 1,
      created_by_name: 'Nina Nurse',
      visit_modification_id: null,
    });
    const [entry] = await audit(reminderId);
    expect(entry!.action).toBe('vaccination_reminder.created');
    expect(entry!.detail).toMatchObject({ before: null, after: { lot_number: 'LOT-2291' }, visit_id: visitId, visit_modification_id: null });
    expect(entry!.detail.fields).toContain('expiration_date');
  });

  it("computes the status against today in the named time zone: yesterday is Past Due, today and tomorrow Current", async () => {
    const today = todayIn('America/Chicago');
    const ids: string[] = [];
    for (const days of [-1, 0, 1]) {
      const expiry = shiftDays(today, days);
      const created = await harness.call('POST', '/vaccination-reminders?time_zone=America/Chicago', {
        token: nurse,
        body: vaccination({ given_date: usDay(shiftDays(today, -365)), expiration_date: usDay(expiry), lot_number: `B${days}` }),
      });
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const listed = await harness.call('GET', `/vaccination-reminders?ids=${ids.join(',')}&time_zone=America/Chicago`, { token: reader });
    const status = (lot: string) => listed.body.data.find((row: { lot_number: string }) => row.lot_number === lot).vaccine_status;
    expect(status('B-1')).toBe(`Past Due, ${usDay(shiftDays(today, -1))}`);
    expect(status('B0')).toBe(`Current, ${usDay(today)}`);
    expect(status('B1')).toBe(`Current, ${usDay(shiftDays(today, 1))}`);
    expect((await harness.call('GET', `/vaccination-reminders?ids=${ids[0]}&time_zone=Mars/Olympus`, { token: reader })).body).toMatchObject({ message: 'Unknown time zone.' });
    await harness.db.query(`DELETE FROM main.vaccination_reminders WHERE id = ANY($1::uuid[])`, [ids]);
  });

  it("lists the pet's vaccinations for any clinic member and from a later visit, nothing for another clinic", async () => {
    const listed = await harness.call('GET', `/vaccination-reminders?pet_ids=${petId}`, { token: reader });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([reminderId]);
    expect((await harness.call('GET', `/vaccination-reminders?pet_ids=${petId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('GET', `/vaccination-reminders?ids=${reminderId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('GET', `/vaccination-reminders?pet_ids=nope`, { token: reader })).body.data).toEqual([]);
    expect((await harness.call('GET', `/vaccination-reminders`, { token: reader })).status).toBe(400);
    expect((await harness.call('GET', `/vaccination-reminders?pet_ids=${petId}`)).status).toBe(401);
  });

  it('edits from a later visit of the pet based on the current version, auditing the changed fields', async () => {
    const missingVersion = await harness.call('PATCH', `/vaccination-reminders/${reminderId}`, { token: nurse, body: vaccination({ visit_id: laterVisitId, pet_id: undefined }) });
    expect(missingVersion.body.errors).toEqual([{ path: 'based_on_version', message: 'Name the version of the reminder this change is based on (based_on_version).' }]);
    const edited = await harness.call('PATCH', `/vaccination-reminders/${reminderId}`, {
      token: vet,
      body: vaccination({ visit_id: laterVisitId, pet_id: undefined, lot_number: 'LOT-7', based_on_version: 1 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ lot_number: 'LOT-7', version: 2, updated_by_name: 'Vera Vet', visit_id: visitId });
    const entries = await audit(reminderId);
    expect(entries.at(-1)!.action).toBe('vaccination_reminder.updated');
    expect(entries.at(-1)!.detail).toMatchObject({ before: { lot_number: 'LOT-2291' }, after: { lot_number: 'LOT-7' }, visit_id: laterVisitId });
    // The list entries' ids are new uuids in every call of vaccination(), so they changed too.
    expect(entries.at(-1)!.detail.fields).toEqual(expect.arrayContaining(['lot_number', 'vaccine_id']));
    expect(entries.at(-1)!.detail.fields).not.toContain('given_date');
  });

  it('refuses a save based on an older version with who changed it and the reminder as it is now', async () => {
    const stale = await harness.call('PATCH', `/vaccination-reminders/${reminderId}`, { token: nurse, body: vaccination({ pet_id: undefined, lot_number: 'LOT-OLD', based_on_version: 1 }) });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This note was changed by Vera Vet at /);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Vera Vet', current: { id: reminderId, lot_number: 'LOT-7', version: 2 } });
    expect((await harness.call('GET', `/vaccination-reminders?ids=${reminderId}`, { token: reader })).body.data[0].lot_number).toBe('LOT-7');
  });

  it('refuses writes without Add Visit (403), from another clinic (404), and for a visit of another pet (400)', async () => {
    const before = await harness.db.query(`SELECT count(*)::int AS n, max(version) AS v FROM main.vaccination_reminders`);
    expect((await harness.call('POST', '/vaccination-reminders', { token: reader, body: vaccination() })).status).toBe(403);
    expect((await harness.call('PATCH', `/vaccination-reminders/${reminderId}`, { token: reader, body: vaccination({ based_on_version: 2 }) })).status).toBe(403);
    expect((await harness.call('DELETE', `/vaccination-reminders/${reminderId}?visit_id=${visitId}`, { token: reader })).status).toBe(403);
    expect((await harness.call('POST', '/vaccination-reminders', { token: other, body: vaccination() })).status).toBe(404);
    expect((await harness.call('PATCH', `/vaccination-reminders/${reminderId}`, { token: other, body: vaccination({ based_on_version: 2 }) })).status).toBe(404);
    expect((await harness.call('DELETE', `/vaccination-reminders/${reminderId}?visit_id=${visitId}`, { token: other })).status).toBe(404);
    const otherPet = await harness.call('POST', '/vaccination-reminders', { token: nurse, body: vaccination({ visit_id: otherPetVisitId }) });
    expect(otherPet.status).toBe(400);
    expect(otherPet.body.message).toBe('This visit is not a visit of the pet the reminder belongs to.');
    expect((await harness.call('PATCH', `/vaccination-reminders/${reminderId}`, { token: nurse, body: vaccination({ visit_id: otherPetVisitId, based_on_version: 2 }) })).status).toBe(400);
    expect((await harness.call('PATCH', `/vaccination-reminders/${randomUUID()}`, { token: nurse, body: vaccination({ based_on_version: 1 }) })).body).toMatchObject({ message: 'Vaccination reminder not found.' });
    expect(await harness.db.query(`SELECT count(*)::int AS n, max(version) AS v FROM main.vaccination_reminders`)).toEqual(before);
  });

  it("shows a third-party provider's vaccinations but never edits or deletes them", async () => {
    const [row] = await harness.db.query<{ id: string }>(
      `INSERT INTO main.vaccination_reminders (organization_id, clinic_id, pet_id, source, vaccination_category, vaccine_type, product_name, manufacturers_name,
         lot_number, given_date, expiration_date, reminder_date, created_by, created_by_name, updated_by, updated_by_name)
       VALUES ($1, $2, $3, 'covetrus', 'Core', 'Killed', 'Rabvac 3', 'Elanco', 'R-1', '2024-01-01', '2020-01-01', '2024-12-01', $4, 'Sync', $4, 'Sync') RETURNING id`,
      [clinic.organizationId, clinic.clinicId, petId, randomUUID()],
    );
    const listed = await harness.call('GET', `/vaccination-reminders?ids=${row!.id}`, { token: reader });
    expect(listed.body.data[0]).toMatchObject({ source: 'covetrus', is_editable: false, vaccine_status: 'Past Due, 01/01/2020' });
    const edit = await harness.call('PATCH', `/vaccination-reminders/${row!.id}`, { token: nurse, body: vaccination({ based_on_version: 1 }) });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This vaccination comes from a third-party provider (covetrus) and cannot be edited or deleted here.');
    expect((await harness.call('DELETE', `/vaccination-reminders/${row!.id}?visit_id=${visitId}`, { token: nurse })).status).toBe(409);
    expect(await audit(row!.id)).toEqual([]);
  });

  it('refuses writes in a read-only visit until a reason for modification is given, and in a locked visit', async () => {
    const readOnlyVisit = await createVisit(petId);
    await harness.call('PATCH', `/visits/${readOnlyVisit}/status`, { token: vet, body: { status_id: 4 } });
    const refused = await harness.call('POST', '/vaccination-reminders', { token: nurse, body: vaccination({ visit_id: readOnlyVisit }) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VISIT_READ_ONLY);
    expect((await harness.call('DELETE', `/vaccination-reminders/${reminderId}?visit_id=${readOnlyVisit}`, { token: nurse })).body.message).toBe(VISIT_READ_ONLY);
    const reason = await harness.call('POST', `/visits/${readOnlyVisit}/modification-reasons`, { token: vet, body: { modification_date: '2026/03/10', modification_reason: 'Booster recorded late' } });
    const allowed = await harness.call('POST', '/vaccination-reminders', { token: nurse, body: vaccination({ visit_id: readOnlyVisit, visit_modification_id: reason.body.data.id }) });
    expect(allowed.status).toBe(201);
    expect(allowed.body.data.visit_modification_id).toBe(reason.body.data.id);
    expect((await audit(allowed.body.data.id))[0]!.detail.visit_modification_id).toBe(reason.body.data.id);
    // A reason given for another visit does not open this one.
    expect((await harness.call('POST', '/vaccination-reminders', { token: nurse, body: vaccination({ visit_id: visitId, visit_modification_id: randomUUID() }) })).status).toBe(404);

    const lockedVisit = await createVisit(petId);
    await harness.db.query(`UPDATE main.visits SET is_locked = true WHERE id = $1`, [lockedVisit]);
    const locked = await harness.call('PATCH', `/vaccination-reminders/${reminderId}`, { token: vet, body: vaccination({ visit_id: lockedVisit, based_on_version: 2 }) });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(VISIT_LOCKED);
    await harness.call('DELETE', `/vaccination-reminders/${allowed.body.data.id}?visit_id=${readOnlyVisit}&visit_modification_id=${reason.body.data.id}`, { token: nurse });
  });

  it('deletes (marks deleted) with an audit entry; the row is gone from the lists', async () => {
    expect((await harness.call('DELETE', `/vaccination-reminders/${reminderId}`, { token: nurse })).body.errors).toEqual([
      { path: 'visit_id', message: 'Reminders are charted in a visit: name the visit (visit_id).' },
    ]);
    const deleted = await harness.call('DELETE', `/vaccination-reminders/${reminderId}?visit_id=${laterVisitId}`, { token: nurse });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: reminderId, message: 'The vaccination reminder was deleted.' });
    expect((await harness.call('GET', `/vaccination-reminders?pet_ids=${petId}`, { token: reader })).body.data.filter((row: { source: string }) => row.source === 'vea')).toEqual([]);
    expect((await audit(reminderId)).at(-1)).toMatchObject({ action: 'vaccination_reminder.deleted', detail: { after: null, before: { lot_number: 'LOT-7' } } });
    expect((await harness.call('DELETE', `/vaccination-reminders/${reminderId}?visit_id=${laterVisitId}`, { token: nurse })).status).toBe(404);
    expect(await harness.db.query(`SELECT count(*)::int AS n FROM main.vaccination_reminders WHERE id = $1 AND deleted_at IS NOT NULL`, [reminderId])).toEqual([{ n: 1 }]);
  });

  it('lists at most 200 per pet, newest first, for several pets in one call', async () => {
    await harness.db.query(
      `INSERT INTO main.vaccination_reminders (organization_id, clinic_id, pet_id, visit_id, vaccination_category, vaccine_type, product_name, manufacturers_name,
         lot_number, given_date, expiration_date, reminder_date, created_by, created_by_name, updated_by, updated_by_name)
       SELECT $1, $2, $3, $4, 'Core', 'Killed', 'Rabvac 3', 'Elanco', 'L' || n, DATE '2020-01-01' + n, DATE '2030-01-01', DATE '2029-12-01', $5, 'Nina Nurse', $5, 'Nina Nurse'
         FROM generate_series(1, 205) AS n`,
      [clinic.organizationId, clinic.clinicId, otherPetId, otherPetVisitId, randomUUID()],
    );
    const listed = await harness.call('GET', `/vaccination-reminders?pet_ids=${otherPetId},${petId}`, { token: reader });
    const forOtherPet = listed.body.data.filter((row: { pet_id: string }) => row.pet_id === otherPetId);
    expect(forOtherPet).toHaveLength(200);
    expect(forOtherPet[0].lot_number).toBe('L205');
    expect(listed.body.data.filter((row: { pet_id: string }) => row.pet_id === petId)).toHaveLength(1);
  });
});

describe('other reminders', () => {
  let reminderId: string;
  const reminder = (overrides: Record<string, unknown> = {}) => ({ pet_id: petId, visit_id: visitId, reminder: 'Heartworm test', date: '06/01/2026', last_given_date: '06/01/2025', ...overrides });

  it("refuses a reminder missing its fields with the spec's messages", async () => {
    const empty = await harness.call('POST', '/other-reminders', { token: nurse, body: { pet_id: petId, visit_id: visitId, reminder: ' ', date: '', last_given_date: ' ' } });
    expect(empty.body.errors).toEqual([
      { path: 'reminder', message: 'Enter reminder' },
      { path: 'date', message: 'Select date' },
      { path: 'last_given_date', message: 'Select last given date' },
    ]);
    expect((await harness.call('POST', '/other-reminders', { token: nurse, body: reminder({ date: '2026-06-01' }) })).body.errors).toEqual([
      { path: 'date', message: 'The date must be a real date written MM/DD/YYYY.' },
    ]);
  });

  it('adds, edits with the version, refuses a stale save, lists and deletes, auditing each change', async () => {
    const created = await harness.call('POST', '/other-reminders', { token: nurse, body: reminder() });
    expect(created.status).toBe(201);
    reminderId = created.body.data.id;
    expect(created.body.data).toMatchObject({ type: 'reminder', reminder: 'Heartworm test', date: '06/01/2026', last_given_date: '06/01/2025', version: 1, is_editable: true });
    const edited = await harness.call('PATCH', `/other-reminders/${reminderId}`, { token: nurse, body: reminder({ pet_id: undefined, visit_id: laterVisitId, date: '07/01/2026', based_on_version: 1 }) });
    expect(edited.body.data).toMatchObject({ date: '07/01/2026', version: 2 });
    const stale = await harness.call('PATCH', `/other-reminders/${reminderId}`, { token: vet, body: reminder({ based_on_version: 1 }) });
    expect(stale.status).toBe(409);
    expect(stale.body.details).toMatchObject({ code: 'STALE_VERSION', changed_by_name: 'Nina Nurse', current: { date: '07/01/2026' } });
    expect((await harness.call('GET', `/other-reminders?pet_ids=${petId}`, { token: reader })).body.data.map((row: { id: string }) => row.id)).toEqual([reminderId]);
    expect((await harness.call('GET', `/other-reminders?pet_ids=${petId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('DELETE', `/other-reminders/${reminderId}?visit_id=${visitId}`, { token: other })).status).toBe(404);
    const deleted = await harness.call('DELETE', `/other-reminders/${reminderId}?visit_id=${visitId}`, { token: nurse });
    expect(deleted.body.data).toEqual({ id: reminderId, message: 'The reminder was deleted.' });
    const entries = await audit(reminderId);
    expect(entries.map((entry) => entry.action)).toEqual(['other_reminder.created', 'other_reminder.updated', 'other_reminder.deleted']);
    expect(entries[1]!.detail).toMatchObject({ fields: ['date'], before: { date: '06/01/2026' }, after: { date: '07/01/2026' }, visit_id: laterVisitId });
    expect((await harness.call('GET', `/other-reminders?pet_ids=${petId}`, { token: reader })).body.data).toEqual([]);
  });
});
