// The write-back to the practice system (docs/write-back.md) against the real main service and
// database, with pg-boss running the tasks as in the product: the plan's medications and charges
// sent as structured lines, the clinic's write-back list with its counts, another clinic kept out,
// and a process that stops in the middle of a write-back: after the restart the version is written
// once, nothing is lost and nothing is sent twice. The practice system is a partner outside the
// product, faked in memory at the PracticeLink interface.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTaskQueue } from '@vetchart/platform/task-queue';
import { seedSoapTemplatesDemo } from '../results/demo-templates.ts';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { InMemoryPractice } from './in-memory-practice.ts';
import { writeBackTask } from './write-back-task.ts';

const practice = new InMemoryPractice();
let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-WB-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-WBO-${randomUUID().slice(0, 6)}` };
let vet: string;
let reader: string;
let other: string;
let templateCode: string;

async function seedClinic(scope: typeof clinic) {
  await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Write-back Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
  await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Write-back Clinic', 8.25)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
}

/** A pet linked to its patient in the practice system, with a visit whose SOAP note is saved. */
async function savedNote(options: { plan?: unknown[] } = {}) {
  const parent = await harness.call('POST', '/pet-parents', {
    token: vet,
    body: { first_name: 'Rosa', last_name: 'Diaz', phone_number: '5125550111', email: `rosa-${randomUUID().slice(0, 6)}@example.com`, address: { addressLine1: '4 Oak St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token: vet,
    body: { parent_id: parent.body.id, name: 'Pepper', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Black', date_of_birth: '03/04/2020', weight: 12, problems: [] },
  });
  expect(pet.status, JSON.stringify(pet.body)).toBe(201);
  await harness.db.query(`UPDATE main.pets SET source = 'covetrus', source_id = $2 WHERE id = $1`, [pet.body.id, `CV-PAT-${randomUUID().slice(0, 8)}`]);
  const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: pet.body.id } });
  const visitId: string = visit.body.data.id;
  if (options.plan) {
    const plan = await harness.call('POST', `/visits/${visitId}/treatment-plan`, { token: vet, body: { items: options.plan } });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  }
  const canvas = await harness.call('POST', `/visits/${visitId}/soap-canvas`, { token: vet, body: { template_code: templateCode, data: { final_soap: '## Assessment\nOtitis externa.\n', prompt: '' } } });
  expect(canvas.status, JSON.stringify(canvas.body)).toBe(201);
  return { visitId, version: canvas.body.data.version as number };
}

async function finalize(note: { visitId: string; version: number }) {
  const done = await harness.call('POST', `/visits/${note.visitId}/soap-canvas/finalize`, { token: vet, body: { based_on_version: note.version } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data.practice_export.id as string;
}

async function exportRow(id: string) {
  const [row] = await harness.db.query<{ state: string; attempts: number; partner_record_id: string | null }>(`SELECT state, attempts, partner_record_id FROM main.practice_exports WHERE id = $1`, [id]);
  return row!;
}

beforeAll(async () => {
  harness = await startMainHarness({ practiceLink: practice, writeBackExpireSeconds: 2 });
  await seedClinic(clinic);
  await seedClinic(otherClinic);
  vet = await harness.tokenFor({ ...clinic, fullName: 'Wren Vet', roleName: 'Veterinarian', isClientAdmin: false, permissions: ['Add new Pet', 'Add Visit'] });
  reader = await harness.tokenFor({ ...clinic, fullName: 'Rey Reader', roleName: 'Reception', isClientAdmin: false, permissions: [] });
  other = await harness.tokenFor({ ...otherClinic, fullName: 'Otis Other', roleName: 'Veterinarian', isClientAdmin: true, permissions: ['Add new Pet', 'Add Visit'] });
  await seedSoapTemplatesDemo(harness.db, [clinic, otherClinic]);
  templateCode = (await harness.call('GET', '/soap-templates', { token: vet })).body.data[0].code;
}, 90_000);
afterAll(async () => harness?.close());

describe('the write-back', () => {
  it("sends the plan's medications and charges as structured lines, priced by the server", async () => {
    const keeper = await harness.tokenFor({ ...clinic, fullName: 'Kai Keeper', roleName: 'Admin', isClientAdmin: true, permissions: ['Modify Knowledge Base'] });
    const created = await fetch(`${harness.upstreams.inventory}/medications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keeper}`, 'content-type': 'application/json' },
      body: JSON.stringify({ product_name: `Maropitant ${randomUUID().slice(0, 6)}`, dosage_unit: [{ dosage: '16', unit: 'mg tablet' }], price: 12.5 }),
    });
    const medication = (await created.json()) as { id: string; product_name: string };
    const note = await savedNote({ plan: [{ kind: 'MEDICATION', catalogue_id: medication.id, quantity: 2, removed: false, approved: true, directions: 'Once daily with food' }] });
    const id = await finalize(note);
    await expect.poll(async () => (await exportRow(id)).state, { timeout: 20_000 }).toBe('written');
    const { record } = practice.written(clinic.clinicId, `soap:${note.visitId}`)!;
    expect(record.sections).toEqual([{ section: 'Assessment', value: 'Otitis externa.' }]);
    expect(record.medications).toEqual([expect.objectContaining({ name: medication.product_name, quantity: 2 })]);
    expect(record.charges).toHaveLength(1);
    const [charge] = record.charges!;
    expect(charge).toMatchObject({ name: medication.product_name, kind: 'MEDICATION', quantity: 2 });
    expect(charge!.total_cents).toBe(Number(charge!.subtotal_cents) + Number(charge!.tax_cents));
  });

  it("lists the clinic's write-backs with a count per state, and keeps another clinic out", async () => {
    const id = await finalize(await savedNote());
    await expect.poll(async () => (await exportRow(id)).state, { timeout: 20_000 }).toBe('written');
    const all = await harness.call('GET', '/practice-exports?limit=50', { token: reader });
    expect(all.status).toBe(200);
    expect(all.body.data.map((row: any) => row.id)).toContain(id);
    expect(all.body.meta.counts.written).toBeGreaterThanOrEqual(1);
    expect(all.body.data.find((row: any) => row.id === id)).toMatchObject({ kind: 'soap', state: 'written', pet_name: 'Pepper', requested_by_name: 'Wren Vet' });
    const failed = await harness.call('GET', '/practice-exports?state=failed', { token: reader });
    expect(failed.body.data).toEqual([]);
    expect((await harness.call('GET', '/practice-exports?state=nope', { token: reader })).status).toBe(400);
    expect((await harness.call('GET', `/practice-exports/${id}`, { token: reader })).body.data.id).toBe(id);
    // Reading is for the clinic's staff; retrying is a charting write.
    expect((await harness.call('POST', `/practice-exports/${id}/retry`, { token: reader })).status).toBe(403);
    // Another clinic sees none of it.
    expect((await harness.call('GET', '/practice-exports', { token: other })).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await harness.call('GET', `/practice-exports/${id}`, { token: other })).status).toBe(404);
    expect((await harness.call('POST', `/practice-exports/${id}/retry`, { token: other })).status).toBe(404);
  });

  it('survives a process that stops in the middle of a write-back: the version is written once, not sent twice', async () => {
    // The process stops after the practice system kept the record, before the product noted it.
    let stopHere: () => void = () => undefined;
    const reachedPartner = new Promise<void>((resolve) => (stopHere = resolve));
    practice.afterWrite = () => {
      stopHere();
      return new Promise<void>(() => undefined);
    };
    const note = await savedNote();
    const id = await finalize(note);
    await reachedPartner;
    const writes = practice.writes;
    expect(await exportRow(id)).toMatchObject({ state: 'sending', attempts: 1, partner_record_id: null });
    await harness.tasks!.stop({ abrupt: true });
    practice.afterWrite = null;

    // The restarted process: its queue finds the run expired, runs the task again, and the
    // task finds the record already in the practice system.
    const restarted = await startTaskQueue(harness.db, [writeBackTask(harness.db, practice, { retryDelaySeconds: 1, expireInSeconds: 2 })], {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    try {
      await expect.poll(async () => (await exportRow(id)).state, { timeout: 30_000, interval: 250 }).toBe('written');
      expect(await exportRow(id)).toMatchObject({ attempts: 2, partner_record_id: practice.written(clinic.clinicId, `soap:${note.visitId}`)!.id });
      expect(practice.writes).toBe(writes);
    } finally {
      await restarted.stop();
    }
  }, 60_000);
});
