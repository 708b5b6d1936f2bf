// Writing a medical record back to the clinic's practice system (the treatment result's
// write-back, through the host's PracticeLink): over a real database and real HTTP against the
// sandbox Covetrus practice (it stands in for Covetrus, outside the product). The record is read
// back through GET /practice/patients/{id}, also after the sandbox restarts; writing the same
// external id again updates it.
import { randomBytes, randomUUID } from 'node:crypto';
import { migrateAuth } from '@vetchart/auth/service';
import { testAccessToken } from '@vetchart/auth/testing';
import { loadKeys, type KeyPair, type Principal } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationDeps } from '../integrations/integrations.ts';
import { createSecretBox } from '../integrations/secret-box.ts';
import { createPartnerAdapters } from '../partners/adapters.ts';
import { startSandboxPartners, type RunningSandboxPartners } from '../sandbox/sandbox.ts';
import { createThirdpartyService, migrateThirdparty } from '../service.ts';
import { PracticeCallError, readPracticeMedicalRecord, writePracticeMedicalRecord, type MedicalRecordWrite } from './practice.ts';

let db: Database;
let keys: KeyPair;
let sandbox: RunningSandboxPartners;
let integrations: IntegrationDeps;
let app: Hono<any>;
const tokens: Record<string, string> = {};

const clinicA = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'MRECA1' };
const clinicB = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'MRECB1' };

const principal = (clinic: typeof clinicA): Omit<Principal, 'sessionId'> => ({
  userId: randomUUID(),
  userCode: 'U1',
  email: 'someone@clinic.vet',
  fullName: 'Morgan Hayes',
  organizationId: clinic.organizationId,
  organizationCode: 'ORG1',
  clinicId: clinic.clinicId,
  clinicCode: clinic.clinicCode,
  roleId: randomUUID(),
  roleName: 'Admin',
  isSuperAdmin: false,
  isClientAdmin: true,
  permissions: [],
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const visitId = randomUUID();
const record = (overrides: Partial<MedicalRecordWrite> = {}): MedicalRecordWrite => ({
  source: 'covetrus',
  patient_source_id: 'CV-PT-3001',
  visit_id: visitId,
  title: 'Lab Results Summary — Visit V-1001',
  date: '2026-03-10',
  sections: [
    { section: 'Assessment', value: 'Hypothyroidism' },
    { section: 'Lab results', value: 'Total T4 0.6 µg/dL (L, 1.0–4.0)' },
  ],
  author: 'Dr. Priya Raman',
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PracticeCallError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('the write succeeded');
}

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateThirdparty(db);
  await migrateAuth(db);
  keys = await loadKeys();
  sandbox = await startSandboxPartners(db);
  integrations = { db, adapters: createPartnerAdapters(sandbox.urls), secrets: createSecretBox(randomBytes(32)) };
  app = createThirdpartyService({ db, keys, mailer: createOutboxMailer(db), config: testConfig() }, { integrations });
  tokens.adminA = await testAccessToken(db, keys, principal(clinicA), 900);
  const connected = await call('POST', '/applet/connect', tokens.adminA, { integration: 'covetrus', clinic_code: clinicA.clinicCode, clinic_id: 'SANDBOX-CLINIC-1', account_id: 'SANDBOX-ACCOUNT-1' });
  expect(connected.status).toBe(201);
});
afterAll(async () => {
  await sandbox?.close();
  await db?.close();
});

describe('writing a medical record to the practice system', () => {
  it('records it on the patient, readable back, and updates the same record on a second write', async () => {
    const written = await writePracticeMedicalRecord(integrations, clinicA.clinicId, record());
    expect(written).toMatchObject({ source: 'covetrus', source_name: 'Covetrus' });
    expect(written.record_id).toMatch(/^MR-/);

    const readBack = await call('GET', '/practice/patients/CV-PT-3001', tokens.adminA);
    const mine = readBack.body.medical_records.filter((entry: any) => entry.id === written.record_id);
    expect(mine).toEqual([
      {
        id: written.record_id,
        date: '2026-03-10',
        kind: 'treatment_result',
        title: 'Lab Results Summary — Visit V-1001',
        notes: 'Assessment: Hypothyroidism\nLab results: Total T4 0.6 µg/dL (L, 1.0–4.0)',
        external_id: `treatment-result:${visitId}`,
        sections: record().sections,
        medications: [],
        charges: [],
      },
    ]);
    const countBefore = readBack.body.medical_records.length;

    // Written again (a second write-back of the same visit): the same record, changed.
    const again = await writePracticeMedicalRecord(integrations, clinicA.clinicId, record({ title: 'Sick Visit — Visit V-1001', sections: [{ section: 'Plan', value: 'Levothyroxine 0.1 mg twice daily' }] }));
    expect(again.record_id).toBe(written.record_id);
    const after = await call('GET', '/practice/patients/CV-PT-3001', tokens.adminA);
    expect(after.body.medical_records).toHaveLength(countBefore);
    expect(after.body.medical_records.find((entry: any) => entry.id === written.record_id)).toMatchObject({ title: 'Sick Visit — Visit V-1001', notes: 'Plan: Levothyroxine 0.1 mg twice daily' });

    // Another external id (a SOAP note) is a record of its own.
    const soap = await writePracticeMedicalRecord(integrations, clinicA.clinicId, record({ kind: 'soap', external_id: `soap:${visitId}` }));
    expect(soap.record_id).not.toBe(written.record_id);
  });

  it('sends medications and charges as structured lines, reads them back by our external id, and counts the writes', async () => {
    const externalId = `soap:${randomUUID()}`;
    const medications = [{ code: 'MED-CARP', name: 'Carprofen 25 mg', dose_mg: 50, doses_per_day: 2, dose_instructions: '', directions: 'With food', quantity: 14 }];
    const charges = [{ code: 'MED-CARP', name: 'Carprofen 25 mg', kind: 'MEDICATION', quantity: 14, unit_price_cents: 125, subtotal_cents: 1750, tax_cents: 140, total_cents: 1890 }];
    expect(await readPracticeMedicalRecord(integrations, clinicA.clinicId, { source: 'covetrus', patient_source_id: 'CV-PT-3001', external_id: externalId })).toBeNull();
    const written = await writePracticeMedicalRecord(integrations, clinicA.clinicId, record({ kind: 'soap', external_id: externalId, medications, charges }));
    const kept = await readPracticeMedicalRecord(integrations, clinicA.clinicId, { source: 'covetrus', patient_source_id: 'CV-PT-3001', external_id: externalId });
    expect(kept).toMatchObject({ id: written.record_id, kind: 'soap', external_id: externalId, sections: record().sections, medications, charges });
    await writePracticeMedicalRecord(integrations, clinicA.clinicId, record({ kind: 'soap', external_id: externalId, medications, charges }));
    const [row] = await db.query<{ writes: number }>(`SELECT writes FROM thirdparty.sandbox_practice_records WHERE external_id = $1`, [externalId]);
    expect(row!.writes).toBe(2);
    expect(await failure(writePracticeMedicalRecord(integrations, clinicA.clinicId, record({ external_id: externalId, medications: [{ nested: { no: 1 } } as never] })))).toMatchObject({ kind: 'refused' });
  });

  it('reads the record back after the practice system restarts (a new sandbox on the same database)', async () => {
    const externalId = `treatment-result:${randomUUID()}`;
    const written = await writePracticeMedicalRecord(integrations, clinicA.clinicId, record({ external_id: externalId, title: 'Before the restart' }));
    const restarted = await startSandboxPartners(db);
    try {
      const after: IntegrationDeps = { ...integrations, adapters: createPartnerAdapters(restarted.urls) };
      const service = createThirdpartyService({ db, keys, mailer: createOutboxMailer(db), config: testConfig() }, { integrations: after });
      const response = await service.request('/practice/patients/CV-PT-3001', { headers: { authorization: `Bearer ${tokens.adminA}` } });
      const records = ((await response.json()) as { medical_records: Array<{ id: string; title: string }> }).medical_records;
      expect(records.filter((entry) => entry.id === written.record_id).map((entry) => entry.title)).toEqual(['Before the restart']);
      // Written again after the restart: still that one record.
      expect((await writePracticeMedicalRecord(after, clinicA.clinicId, record({ external_id: externalId }))).record_id).toBe(written.record_id);
    } finally {
      await restarted.close();
    }
  });

  it('refuses a patient the practice does not have, and a clinic without the practice system connected', async () => {
    expect(await failure(writePracticeMedicalRecord(integrations, clinicA.clinicId, record({ patient_source_id: 'CV-PT-NOPE' })))).toEqual({
      kind: 'refused',
      message: 'No patient with that ID in this practice.',
    });
    expect(await failure(writePracticeMedicalRecord(integrations, clinicB.clinicId, record()))).toEqual({
      kind: 'not_connected',
      message: 'Covetrus is not connected yet. Connect it under Integrations.',
    });
  });
});
