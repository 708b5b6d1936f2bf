import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID() };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID() };
const ALL = ['Add new Pet', 'Edit Pet Details', 'Delete Pet'];
let admin: string;
let other: string;
let assistant: string;

const lookups = { breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID() };

const parent = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Maria',
  last_name: 'Lopez-Garcia',
  phone_number: '5125550111',
  email: 'maria@example.com',
  address: { addressLine1: '12 Elm Street', addressLine2: null, city: 'Austin', state: 'TX', zip: '78704' },
  ...overrides,
});

const pet = (overrides: Record<string, unknown> = {}) => ({
  name: 'Biscuit',
  ...lookups,
  color: 'Brown',
  date_of_birth: '03/14/2021',
  weight: 24.5,
  problems: ['Allergies', ' ', 'Otitis'],
  ...overrides,
});

beforeAll(async () => {
  harness = await startMainHarness();
  admin = await harness.tokenFor({ ...clinic, permissions: ALL, isClientAdmin: false });
  assistant = await harness.tokenFor({ ...clinic, permissions: ['Add new Pet', 'Add Visit'], isClientAdmin: false, roleName: 'veterinarian-assistant' });
  other = await harness.tokenFor({ ...otherClinic, permissions: ALL, isClientAdmin: true });
});
afterAll(async () => harness?.close());

describe('pet parents', () => {
  it('applies the spec rules with its messages', async () => {
    const bad = await harness.call('POST', '/pet-parents', {
      token: admin,
      body: parent({
        first_name: 'Ma-ri-a',
        last_name: 'L0pez',
        phone_number: '512-555-01',
        email: 'nope',
        address: { addressLine1: 'P.O. Box 12', city: '', state: 'TX', zip: '1' },
      }),
    });
    expect(bad.status).toBe(400);
    const messages = Object.fromEntries(bad.body.errors.map((error: { path: string; message: string }) => [error.path, error.message]));
    expect(messages).toMatchObject({
      first_name: 'First Name may contain only letters and 1 hyphen.',
      last_name: 'Last Name may contain only letters and 1 hyphen.',
      phone_number: 'Phone Number must not contain special characters!',
      email: 'Please input correct Email!',
      'address.addressLine1': 'PO Box is not allowed!',
      'address.city': 'Please input City',
    });
    const short = await harness.call('POST', '/pet-parents', { token: admin, body: parent({ phone_number: '51255501' }) });
    expect(short.body.errors).toEqual([{ path: 'phone_number', message: 'Phone Number must be 10-digits.' }]);
    const long = await harness.call('POST', '/pet-parents', { token: admin, body: parent({ first_name: 'A'.repeat(101) }) });
    expect(long.body.errors[0].path).toBe('first_name');
    const [count] = await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM main.pet_parents');
    expect(count!.n).toBe(0);
  });

  it('falls back to the parent for a blank emergency contact, and audits', async () => {
    const created = await harness.call('POST', '/pet-parents', { token: admin, body: parent({ emergency_contact: { er_first_name: '', er_last_name: '', phone_number: '' } }) });
    expect(created.status).toBe(201);
    expect(created.body.emergency_contact).toEqual({ er_first_name: 'Maria', er_last_name: 'Lopez-Garcia', phone_number: '5125550111' });
    const [audit] = await harness.db.query<{ action: string }>(`SELECT action FROM main.audit_log WHERE target_id = $1`, [created.body.id]);
    expect(audit!.action).toBe('pet_parent.created');
  });
});

describe('pets', () => {
  let parentId: string;
  beforeAll(async () => {
    parentId = (await harness.call('POST', '/pet-parents', { token: admin, body: parent({ first_name: 'Owen', last_name: 'Price', email: 'owen@example.com' }) })).body.id;
  });

  it('adds several pets at once, all or nothing', async () => {
    const refused = await harness.call('POST', '/pets/bulk', {
      token: admin,
      body: { parent_id: parentId, pets: [pet(), pet({ name: '', weight: -1, date_of_birth: '02/30/2020' })] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'pets.1.name', message: 'Enter name' },
        { path: 'pets.1.weight', message: 'Weight must be a positive number.' },
        { path: 'pets.1.date_of_birth', message: 'Date of birth must be a real date (MM/DD/YYYY) that is not in the future.' },
      ]),
    );
    const saved = await harness.call('POST', '/pets/bulk', { token: admin, body: { parent_id: parentId, pets: [pet(), pet({ name: 'Mochi', color: 'brown' })] } });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toHaveLength(2);
    expect(saved.body.data[0]).toMatchObject({ name: 'Biscuit', date_of_birth: '03/14/2021', weight: 24.5, weight_unit: 'lb(s)', problems: [{ name: 'Allergies' }, { name: 'Otitis' }], source: 'vea', parent_name: 'Owen Price' });
    // The color lookup is per clinic and case-insensitive: "brown" is the Brown of the first pet.
    expect(saved.body.data[1].color_id).toBe(saved.body.data[0].color_id);
    const list = await harness.call('GET', '/pets?q=mochi', { token: admin });
    expect(list.body.meta.total).toBe(1);
    const byIds = await harness.call('GET', `/pets?ids=${saved.body.data.map((row: { id: string }) => row.id).join(',')}`, { token: admin });
    expect(byIds.body.data).toHaveLength(2);
  });

  it('refuses a missing parent, a future birth date and the required fields', async () => {
    const missing = await harness.call('POST', '/pets', { token: admin, body: { ...pet({ date_of_birth: '01/01/2999' }), parent_id: randomUUID() } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'date_of_birth', message: 'Date of birth must be a real date (MM/DD/YYYY) that is not in the future.' }]);
    const owner = await harness.call('POST', '/pets', { token: admin, body: { ...pet(), parent_id: randomUUID() } });
    expect(owner.body.errors).toEqual([{ path: 'parent_id', message: 'The selected pet owner does not exist.' }]);
    const empty = await harness.call('POST', '/pets', { token: admin, body: {} });
    expect(empty.body.errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining(['Enter name', 'Select breed', 'Select specie', 'Enter color', 'Select date of birth', 'Select gender', 'Enter weight', 'Select pet owner']),
    );
  });

  it('edits, marks deleted, and keeps parents with pets', async () => {
    const created = await harness.call('POST', '/pets', { token: admin, body: { ...pet({ name: 'Pepper' }), parent_id: parentId } });
    const edited = await harness.call('PATCH', `/pets/${created.body.id}`, { token: admin, body: { weight: 11, weight_unit: 'kg(s)', problems: [] } });
    expect(edited.body).toMatchObject({ name: 'Pepper', weight: 11, weight_unit: 'kg(s)', problems: [] });
    const refusedParent = await harness.call('DELETE', `/pet-parents/${parentId}`, { token: admin });
    expect(refusedParent.status).toBe(409);
    expect(refusedParent.body.message).toBe('This pet parent still has pets. Delete their pets first, then the pet parent.');
    expect((await harness.call('DELETE', `/pets/${created.body.id}`, { token: assistant })).status).toBe(403);
    expect((await harness.call('DELETE', `/pets/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await harness.call('GET', `/pets/${created.body.id}`, { token: admin })).status).toBe(404);
    const [row] = await harness.db.query<{ deleted: boolean }>(`SELECT deleted_at IS NOT NULL AS deleted FROM main.pets WHERE id = $1`, [created.body.id]);
    expect(row!.deleted).toBe(true);
  });

  it("answers not found for another clinic's pets and parents, and changes nothing", async () => {
    const created = await harness.call('POST', '/pets', { token: admin, body: { ...pet({ name: 'Secret' }), parent_id: parentId } });
    const id = created.body.id;
    expect((await harness.call('GET', `/pets/${id}`, { token: other })).status).toBe(404);
    expect((await harness.call('GET', `/pets?ids=${id}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('PATCH', `/pets/${id}`, { token: other, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await harness.call('DELETE', `/pets/${id}`, { token: other })).status).toBe(404);
    expect((await harness.call('POST', '/pets', { token: other, body: { ...pet(), parent_id: parentId } })).status).toBe(400);
    expect((await harness.call('GET', `/pet-parents?ids=${parentId}`, { token: other })).body.data).toEqual([]);
    expect((await harness.call('PATCH', `/pet-parents/${parentId}`, { token: other, body: parent() })).status).toBe(404);
    expect((await harness.call('DELETE', `/pet-parents/${parentId}`, { token: other })).status).toBe(404);
    expect((await harness.call('GET', `/pets/${id}`, { token: admin })).body.name).toBe('Secret');
  });

  it('sorts parents by appointment date on the server', async () => {
    await harness.db.query(`UPDATE main.pet_parents SET appointment_date = now() + interval '2 days' WHERE first_name = 'Maria'`);
    await harness.db.query(`UPDATE main.pet_parents SET appointment_date = now() + interval '1 day' WHERE first_name = 'Owen'`);
    const ascending = await harness.call('GET', '/pet-parents?sort=appointment_date', { token: admin });
    expect(ascending.body.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Owen', 'Maria']);
    const descending = await harness.call('GET', '/pet-parents?sort=-appointment_date', { token: admin });
    expect(descending.body.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Maria', 'Owen']);
  });
});
