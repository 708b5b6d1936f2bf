// The FHIR export started from Settings (docs/fhir.md 'Exporting from Settings'): an admin starts
// it, the task queue builds it, its zip verifies against its manifest; only admins, each clinic its own.
import { createHash, randomUUID } from 'node:crypto';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FhirManifest } from './fhir-export-contract.ts';
import { fhirExportFileKey, fhirExportStorage, fhirExportTask } from './fhir-export-job.ts';
import { startMainHarness, type MainHarness } from '../testing.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-FX-${randomUUID().slice(0, 6)}` };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-FXO-${randomUUID().slice(0, 6)}` };
let admin: string;
let vet: string;
let other: string;
const petIds: string[] = [];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function addPet(name: string) {
  const parent = await harness.call('POST', '/pet-parents', {
    token: vet,
    body: { first_name: 'Rosa', last_name: 'Diaz', phone_number: '5125550111', email: `rosa-${randomUUID().slice(0, 6)}@example.com`, address: { addressLine1: '4 Oak St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token: vet,
    body: { parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Black', date_of_birth: '03/04/2020', weight: 12, problems: [] },
  });
  expect(pet.status, JSON.stringify(pet.body)).toBe(201);
  petIds.push(pet.body.id);
}

async function finished(id: string, token = admin) {
  for (let tries = 0; tries < 100; tries += 1) {
    const read = await harness.call('GET', `/fhir-exports/${id}`, { token });
    if (read.body.data.state === 'done' || read.body.data.state === 'failed') return read.body.data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the export did not finish');
}

async function seedClinic(scope: typeof clinic) {
  await harness.db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Export Org', 'basic')`, [scope.organizationId, `ORG-${scope.clinicCode}`]);
  await harness.db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, tax_rate) VALUES ($1, $2, $3, 'Export Clinic', NULL)`, [scope.clinicId, scope.organizationId, scope.clinicCode]);
}

beforeAll(async () => {
  harness = await startMainHarness({ fhirExports: true });
  // The export names the clinic from auth's clinics, as in the product.
  await seedClinic(clinic);
  await seedClinic(otherClinic);
  admin = await harness.tokenFor({ ...clinic, fullName: 'Ada Admin', roleName: 'Admin', isClientAdmin: true, permissions: [] });
  vet = await harness.tokenFor({ ...clinic, fullName: 'Wren Vet', roleName: 'Veterinarian', isClientAdmin: false, permissions: ['Add new Pet', 'Add Visit'] });
  other = await harness.tokenFor({ ...otherClinic, fullName: 'Otis Other', roleName: 'Admin', isClientAdmin: true, permissions: [] });
  await addPet('Pepper');
  await addPet('Biscuit');
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

describe('FHIR exports from Settings', () => {
  it('an admin starts one, the task builds it, and its zip matches its manifest', async () => {
    const started = await harness.call('POST', '/fhir-exports', { token: admin, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data).toMatchObject({ state: 'queued', pet_id: null, requested_by_name: 'Ada Admin', file_size: null });
    const done = await finished(started.body.data.id);
    expect(done).toMatchObject({ state: 'done', error: null, progress_step: 'done' });
    expect(done.progress_done).toBe(done.progress_total);
    expect(done.finished_at).not.toBeNull();

    const listed = await harness.call('GET', '/fhir-exports', { token: admin });
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(done.id);

    const download = await harness.request('GET', `/fhir-exports/${done.id}/file`, { token: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const zip = new Uint8Array(await download.arrayBuffer());
    expect(zip.length).toBe(done.file_size);
    expect(sha256(zip)).toBe(done.sha256);
    const entries = unzipSync(zip);
    const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as FhirManifest;
    expect(manifest.scope).toMatchObject({ clinicId: clinic.clinicId, patientId: null });
    for (const output of manifest.output) {
      const bytes = entries[output.url]!;
      expect(bytes.length).toBe(output.size);
      expect(sha256(bytes)).toBe(output.sha256);
    }
    const patients = new TextDecoder().decode(entries['Patient.ndjson']).trim().split('\n').map((line) => JSON.parse(line) as { id: string });
    expect(patients.map((patient) => patient.id).sort()).toEqual([...petIds].sort());

    const audited = await harness.db.query<{ action: string }>(`SELECT action FROM main.audit_log WHERE target_type = 'fhir_export' AND target_id = $1 ORDER BY id`, [done.id]);
    expect(audited.map((row) => row.action)).toEqual(['fhir_export.requested', 'fhir_export.running', 'fhir_export.done', 'fhir_export.downloaded']);

    // The stored zip verifies against its manifest; changed in storage (one byte of the patients), it does not.
    const verified = await harness.call('POST', `/fhir-exports/${done.id}/verify`, { token: admin, body: {} });
    expect(verified.body).toMatchObject({ data: { verified: true, zip_sha256_matches: true, problems: [] } });
    expect((await harness.call('POST', `/fhir-exports/${done.id}/verify`, { token: vet, body: {} })).status).toBe(403);
    expect((await harness.call('POST', `/fhir-exports/${done.id}/verify`, { token: other, body: {} })).status).toBe(404);
    const patientsBytes = entries['Patient.ndjson']!;
    const changed = new Uint8Array(patientsBytes);
    changed[10] = changed[10] === 0x41 ? 0x42 : 0x41;
    const storage = fhirExportStorage({ config: { dataDir: harness.dataDir } as never });
    await storage.put(fhirExportFileKey(done.id), Buffer.from(zipSync({ ...entries, 'Patient.ndjson': changed })), 'application/zip');
    const tampered = await harness.call('POST', `/fhir-exports/${done.id}/verify`, { token: admin, body: {} });
    expect(tampered.body.data).toMatchObject({ verified: false, zip_sha256_matches: false });
    expect(tampered.body.data.problems.map((problem: { file: string; problem: string }) => `${problem.file} ${problem.problem}`)).toEqual(['zip sha256', 'Patient.ndjson sha256']);
    await storage.put(fhirExportFileKey(done.id), Buffer.from(zip), 'application/zip');
  }, 60_000);

  it('exports one pet when asked, and refuses another clinic\'s pet', async () => {
    const started = await harness.call('POST', '/fhir-exports', { token: admin, body: { pet_id: petIds[0] } });
    expect(started.status).toBe(201);
    const done = await finished(started.body.data.id);
    const zip = new Uint8Array(await (await harness.request('GET', `/fhir-exports/${done.id}/file`, { token: admin })).arrayBuffer());
    const patients = new TextDecoder().decode(unzipSync(zip)['Patient.ndjson']).trim().split('\n');
    expect(patients).toHaveLength(1);
    expect((await harness.call('POST', '/fhir-exports', { token: other, body: { pet_id: petIds[0] } })).status).toBe(404);
  }, 60_000);

  it('only admins start, list, read and download exports', async () => {
    expect((await harness.call('POST', '/fhir-exports', { token: vet, body: {} })).status).toBe(403);
    expect((await harness.call('GET', '/fhir-exports', { token: vet })).status).toBe(403);
    const [row] = await harness.db.query<{ id: string }>(`SELECT id FROM main.fhir_exports WHERE clinic_id = $1 LIMIT 1`, [clinic.clinicId]);
    expect((await harness.call('GET', `/fhir-exports/${row!.id}`, { token: vet })).status).toBe(403);
    expect((await harness.request('GET', `/fhir-exports/${row!.id}/file`, { token: vet })).status).toBe(403);
    expect((await harness.request('GET', `/fhir-exports/${row!.id}/file`)).status).toBe(401);
  });

  it('another clinic neither sees nor downloads them', async () => {
    const [row] = await harness.db.query<{ id: string }>(`SELECT id FROM main.fhir_exports WHERE clinic_id = $1 AND state = 'done' LIMIT 1`, [clinic.clinicId]);
    expect((await harness.call('GET', '/fhir-exports', { token: other })).body.data).toEqual([]);
    expect((await harness.call('GET', `/fhir-exports/${row!.id}`, { token: other })).status).toBe(404);
    expect((await harness.request('GET', `/fhir-exports/${row!.id}/file`, { token: other })).status).toBe(404);
    expect((await harness.call('GET', `/fhir-exports?ids=${row!.id}`, { token: other })).body.data).toEqual([]);
  });

  it('a rerun of a done export changes nothing, and a run that stored the zip before stopping finishes with it', async () => {
    const storage = fhirExportStorage({ config: { dataDir: harness.dataDir } as never });
    const task = fhirExportTask(harness.db, storage);
    const attempt = { id: 'x', retryCount: 0, retryLimit: 2, last: false };
    const [done] = await harness.db.query<{ id: string; file_sha256: string; finished_at: Date }>(`SELECT id, file_sha256, finished_at FROM main.fhir_exports WHERE clinic_id = $1 AND state = 'done' LIMIT 1`, [clinic.clinicId]);
    const before = await storage.get(fhirExportFileKey(done!.id));
    await task.run({ exportId: done!.id }, attempt);
    const [after] = await harness.db.query<{ file_sha256: string; finished_at: Date }>(`SELECT file_sha256, finished_at FROM main.fhir_exports WHERE id = $1`, [done!.id]);
    expect(after).toEqual({ file_sha256: done!.file_sha256, finished_at: done!.finished_at });
    expect((await storage.get(fhirExportFileKey(done!.id)))!.body.equals(before!.body)).toBe(true);

    // A row left running with its zip kept (the process stopped after storing it): the rerun finishes it with that zip.
    const [stuck] = await harness.db.query<{ id: string }>(
      `INSERT INTO main.fhir_exports (organization_id, clinic_id, requested_by, requested_by_name, state) VALUES ($1, $2, $3, 'Ada Admin', 'running') RETURNING id`,
      [clinic.organizationId, clinic.clinicId, randomUUID()],
    );
    await storage.put(fhirExportFileKey(stuck!.id), before!.body, 'application/zip');
    await task.run({ exportId: stuck!.id }, attempt);
    const [finishedRow] = await harness.db.query<{ state: string; file_sha256: string }>(`SELECT state, file_sha256 FROM main.fhir_exports WHERE id = $1`, [stuck!.id]);
    expect(finishedRow).toEqual({ state: 'done', file_sha256: sha256(before!.body) });
  });
});
