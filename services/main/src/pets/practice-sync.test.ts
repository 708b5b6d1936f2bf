// Sync over the real services: main reads the patient from the real thirdparty service (which
// asks the sandbox Covetrus practice, standing in for the partner outside the product) and the
// lookup ids from the real inventory service, then writes the parent, pet and medical records.
import { randomUUID } from 'node:crypto';
import { createPracticeData, type SandboxPractice } from '@vetchart/thirdparty/sandbox/covetrus-practice-data';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { SYNC_FAILED } from './practice-sync.ts';

let harness: MainHarness;
let practices: SandboxPractice[];
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'SYNC-A' };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'SYNC-B' };
let admin: string;
let viewer: string;
let other: string;

const counts = async () => {
  const [row] = await harness.db.query<{ pets: number; parents: number; records: number }>(
    `SELECT (SELECT count(*)::int FROM main.pets WHERE clinic_id = $1) AS pets,
            (SELECT count(*)::int FROM main.pet_parents WHERE clinic_id = $1) AS parents,
            (SELECT count(*)::int FROM main.pet_medical_records WHERE clinic_id = $1) AS records`,
    [clinic.clinicId],
  );
  return row!;
};

beforeAll(async () => {
  practices = createPracticeData();
  harness = await startMainHarness({ practice: { covetrus: { practices } } });
  await migrateIdempotency(harness.db);
  admin = await harness.tokenFor({ ...clinic, permissions: ['Add new Pet'], isClientAdmin: true });
  viewer = await harness.tokenFor({ ...clinic, permissions: [], isClientAdmin: false, roleName: 'veterinarian-assistant' });
  other = await harness.tokenFor({ ...otherClinic, permissions: ['Add new Pet'], isClientAdmin: true });
  // The clinic connects Covetrus the way Integrations does (thirdparty's own endpoint).
  const response = await fetch(`${harness.upstreams.thirdparty}/applet/connect`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ integration: 'covetrus', clinic_code: clinic.clinicCode, clinic_id: 'SANDBOX-CLINIC-1', account_id: 'SANDBOX-ACCOUNT-1' }),
  });
  expect(response.status).toBe(201);
});
afterAll(async () => harness?.close());

const sync = (sourceId: string, token = admin) => harness.call('POST', '/pets/sync', { token, body: { source: 'covetrus', source_id: sourceId } });

describe('POST /pets/sync', () => {
  it('imports the pet, its parent and its medical records, with the clinic lookup ids', async () => {
    const { status, body } = await sync('CV-PT-3001');
    expect(status).toBe(200);
    expect(body.created).toBe(true);
    expect(body.pet).toMatchObject({
      name: 'Biscuit',
      date_of_birth: '04/12/2019',
      weight: 68.4,
      weight_unit: 'lb(s)',
      color: { color: 'Yellow' },
      parent_name: 'Hannah Brooks',
      source: 'covetrus',
      source_id: 'CV-PT-3001',
      can_sync: false,
      clinic_id: clinic.clinicId,
    });
    const breeds = await fetch(`${harness.upstreams.inventory}/breeds/${body.pet.breed_id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect((await breeds.json()).breed).toBe('Labrador Retriever');
    const parent = await harness.call('GET', `/pet-parents/${body.pet.parent_id}`, { token: admin });
    expect(parent.body).toMatchObject({ first_name: 'Hannah', last_name: 'Brooks', email: 'hannah.brooks@example.com', phone_number: '2125550141', emergency_contact: { er_first_name: 'Hannah', er_last_name: 'Brooks', phone_number: '2125550141' } });
    const records = await harness.call('GET', `/pets/${body.pet.id}/medical-records`, { token: admin });
    expect(records.body.data.map((record: any) => [record.date, record.kind, record.title])).toEqual([
      ['2025-09-02', 'medication', 'Carprofen 75 mg'],
      ['2025-03-18', 'exam', 'Annual wellness exam'],
      ['2025-03-18', 'vaccination', 'Rabies 3-year'],
    ]);
    expect(await counts()).toEqual({ pets: 1, parents: 1, records: 3 });
  });

  it('twice creates no duplicates, and updates what changed in the practice system', async () => {
    const first = await sync('CV-PT-3001');
    expect(first.body.created).toBe(false);
    expect(await counts()).toEqual({ pets: 1, parents: 1, records: 3 });

    const biscuit = practices[0]!.patients.find((patient) => patient.id === 'CV-PT-3001')!;
    biscuit.weight = 70.2;
    biscuit.updated_at = '2026-02-01T10:00:00.000Z';
    biscuit.medical_records = biscuit.medical_records.slice(1);
    practices[0]!.clients.find((client) => client.id === 'CV-CL-2001')!.phone = '(212) 555-0199';
    const again = await sync('CV-PT-3001');
    expect(again.status).toBe(200);
    expect(again.body.pet).toMatchObject({ id: first.body.pet.id, weight: 70.2 });
    const parent = await harness.call('GET', `/pet-parents/${again.body.pet.parent_id}`, { token: admin });
    expect(parent.body.phone_number).toBe('2125550199');
    expect(await counts()).toEqual({ pets: 1, parents: 1, records: 2 });

    // The parent's second pet joins the same parent.
    const pepper = await sync('CV-PT-3002');
    expect(pepper.body.pet.parent_id).toBe(again.body.pet.parent_id);
    expect(await counts()).toEqual({ pets: 2, parents: 1, records: 4 });

    const synced = await harness.call('GET', '/pets/synced?source=covetrus&source_ids=CV-PT-3001,CV-PT-3002,CV-PT-3005', { token: admin });
    expect(synced.body.data.map((row: any) => [row.source_id, row.pet_id, row.source_updated_at])).toEqual([
      ['CV-PT-3001', first.body.pet.id, '2026-02-01T10:00:00.000Z'],
      ['CV-PT-3002', pepper.body.pet.id, '2026-01-05T15:00:00.000Z'],
    ]);
  });

  it('audits each sync', async () => {
    const rows = await harness.db.query<{ action: string }>(
      `SELECT action FROM main.audit_log WHERE clinic_id = $1 AND action LIKE '%synced%' ORDER BY id`,
      [clinic.clinicId],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'pet_parent.synced_new', 'pet.synced_new', 'pet_parent.synced', 'pet.synced', 'pet_parent.synced', 'pet.synced', 'pet_parent.synced', 'pet.synced_new',
    ]);
  });

  it('answers a retried sync from its first answer (Idempotency-Key), writing once', async () => {
    const key = `sync-${randomUUID()}`;
    const send = () => harness.call('POST', '/pets/sync', { token: admin, body: { source: 'covetrus', source_id: 'CV-PT-3002' }, headers: { 'idempotency-key': key } });
    const first = await send();
    expect(first.status).toBe(200);
    const retry = await send();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const rows = await harness.db.query(`SELECT id FROM main.audit_log WHERE detail->>'source_id' = 'CV-PT-3002' AND action LIKE 'pet.%'`);
    // The first sync of Pepper (earlier) and this one; the retry wrote nothing.
    expect(rows).toHaveLength(2);
  });

  it('refuses a breed the clinic does not have, writing nothing', async () => {
    practices[0]!.patients.find((patient) => patient.id === 'CV-PT-3003')!.breed = 'Shiba Inu';
    const before = await counts();
    const { status, body } = await sync('CV-PT-3003');
    expect(status).toBe(422);
    expect(body.message).toBe(`The clinic has no Canine breed "Shiba Inu". Add it to the clinic's lists, then sync again.`);
    expect(await counts()).toEqual(before);
  });

  it("says so for a patient the practice does not have, and needs the right to add pets", async () => {
    const missing = await sync('CV-PT-0000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Covetrus has no patient CV-PT-0000.');
    expect((await sync('CV-PT-3004', viewer)).status).toBe(403);
    const invalid = await harness.call('POST', '/pets/sync', { token: admin, body: { source: 'covetrus' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ path: 'source_id', message: 'Please choose a patient to sync' }]);
  });

  it("is the caller's clinic only: another clinic has no connection and sees none of these pets", async () => {
    const elsewhere = await sync('CV-PT-3001', other);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe('Covetrus is not connected yet. Connect it under Integrations.');
    const synced = await harness.call('GET', '/pets/synced?source=covetrus&source_ids=CV-PT-3001', { token: other });
    expect(synced.body.data).toEqual([]);
    const [{ id }] = await harness.db.query<{ id: string }>(`SELECT id FROM main.pets WHERE clinic_id = $1 LIMIT 1`, [clinic.clinicId]);
    expect((await harness.call('GET', `/pets/${id}/medical-records`, { token: other })).status).toBe(404);
  });

  it("keeps the practice's order among records of one day (newest written first), whatever their ids", async () => {
    const pepper = practices[0]!.patients.find((patient) => patient.id === 'CV-PT-3002')!;
    const titles = async () => {
      const { body } = await sync('CV-PT-3002');
      const records = await harness.call('GET', `/pets/${body.pet.id}/medical-records`, { token: admin });
      return records.body.data.map((record: any) => [record.date, record.title]);
    };
    const listed = () => pepper.medical_records.map((record) => [record.date, record.title]);
    expect(new Set(listed().map(([date]) => date)).size).toBe(1);
    expect(await titles()).toEqual(listed());
    // The practice now lists them the other way round (its ids unchanged): ours follow.
    pepper.medical_records = [...pepper.medical_records].reverse();
    expect(await titles()).toEqual(listed());
    expect(listed()[0]![1]).toBe('Chemistry panel');
  });

  it("answers the spec's message and writes nothing when the practice system is down", async () => {
    await harness.stopPartners();
    const before = await counts();
    const { status, body } = await sync('CV-PT-3004');
    expect(status).toBe(502);
    expect(body.message).toBe(SYNC_FAILED);
    expect(await counts()).toEqual(before);
  });
});
