// The practice-system reads over a real database, with the sandbox Covetrus practice standing in
// for the partner (outside the product), a fixed "today" for it, and real signed access tokens.
import { randomBytes, randomUUID } from 'node:crypto';
import { migrateAuth } from '@vetchart/auth/service';
import { testAccessToken } from '@vetchart/auth/testing';
import { loadKeys, type KeyPair, type Principal } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeData, type SandboxPractice } from '../sandbox/covetrus-practice-data.ts';
import { startSandboxPartners, type RunningSandboxPartners } from '../sandbox/sandbox.ts';
import { createThirdpartyService, migrateThirdparty } from '../service.ts';

let db: Database;
let keys: KeyPair;
let sandbox: RunningSandboxPartners;
let app: Hono<any>;
let practices: SandboxPractice[];
const secretKey = randomBytes(32);
// 10:00 in New York on 10 March 2026.
const NOW = new Date('2026-03-10T14:00:00Z');

const clinicA = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'PRACA1' };
const clinicB = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'PRACB1' };

const principal = (clinic: typeof clinicA, overrides: Partial<Principal> = {}): Omit<Principal, 'sessionId'> => ({
  userId: randomUUID(),
  userCode: 'U1',
  email: 'someone@clinic.vet',
  fullName: 'Morgan Hayes',
  organizationId: clinic.organizationId,
  organizationCode: 'ORG1',
  clinicId: clinic.clinicId,
  clinicCode: clinic.clinicCode,
  roleId: randomUUID(),
  roleName: 'veterinarian',
  isSuperAdmin: false,
  isClientAdmin: false,
  permissions: [],
  ...overrides,
});

const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateThirdparty(db);
  await migrateAuth(db);
  keys = await loadKeys();
  practices = createPracticeData();
  sandbox = await startSandboxPartners(db, { covetrus: { practices, now: () => NOW } });
  app = createThirdpartyService({ db, keys, mailer: createOutboxMailer(db), config: testConfig() }, { partnerUrls: sandbox.urls, secretKey });
  const sign = (who: Omit<Principal, 'sessionId'>) => testAccessToken(db, keys, who, 900);
  tokens.adminA = await sign(principal(clinicA, { roleName: 'Admin', isClientAdmin: true }));
  tokens.vetA = await sign(principal(clinicA));
  tokens.vetB = await sign(principal(clinicB));
  const connected = await call(app, 'POST', '/applet/connect', tokens.adminA, {
    integration: 'covetrus',
    clinic_code: clinicA.clinicCode,
    clinic_id: 'SANDBOX-CLINIC-1',
    account_id: 'SANDBOX-ACCOUNT-1',
  });
  expect(connected.status).toBe(201);
});
afterAll(async () => {
  await sandbox?.close();
  await db?.close();
});

async function call(target: Hono<any>, method: string, path: string, token: string | null, body?: unknown) {
  const response = await target.request(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('GET /practice/schedules', () => {
  it("lists the practice's appointments in the range, in order, as schedule rows", async () => {
    const { status, body } = await call(app, 'GET', '/practice/schedules?start_date=2026-03-10&end_date=2026-03-11', tokens.vetA);
    expect(status).toBe(200);
    expect(body.source).toBe('covetrus');
    expect(body.data.map((row: any) => [row.appointment_date, row.appointment_time, row.pet_name])).toEqual([
      ['2026-03-10', '09:00', 'Biscuit'],
      ['2026-03-10', '09:30', 'Pepper'],
      ['2026-03-11', '11:00', 'Mochi'],
    ]);
    expect(body.data[0]).toEqual({
      appointment_id: 'CV-AP-5002',
      pet_name: 'Biscuit',
      pet_parent_name: 'Hannah Brooks',
      pet_parent_email: 'hannah.brooks@example.com',
      doctor: 'Dr. Elena Ramirez, DVM',
      doctor_id: 'CV-DR-101',
      appointment_type: 'Wellness Exam',
      appointment_date: '2026-03-10',
      appointment_time: '09:00',
      time_zone: 'America/New_York',
      duration_minutes: 30,
      status: 'Confirmed',
      source: 'covetrus',
      source_id: 'CV-PT-3001',
      source_updated_at: '2026-01-05T15:00:00.000Z',
    });
  });

  it("keeps one doctor's appointments when a doctor is chosen", async () => {
    const { body } = await call(app, 'GET', '/practice/schedules?start_date=2026-03-09&end_date=2026-03-20&doctor_id=CV-DR-103', tokens.vetA);
    expect(body.data.map((row: any) => row.appointment_id)).toEqual(['CV-AP-5005', 'CV-AP-5007']);
  });

  it('refuses a missing or reversed range with field errors', async () => {
    const missing = await call(app, 'GET', '/practice/schedules?end_date=2026-03-10', tokens.vetA);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'start_date', message: 'Please select a start date' }]);
    const reversed = await call(app, 'GET', '/practice/schedules?start_date=2026-03-10&end_date=2026-03-01', tokens.vetA);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ path: 'end_date', message: 'The end date must not be before the start date' }]);
  });

  it("is the caller's clinic only: another clinic has no connection, a foreign clinic_code is not found, no token is 401", async () => {
    const other = await call(app, 'GET', '/practice/schedules?start_date=2026-03-10&end_date=2026-03-11', tokens.vetB);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('No practice management system is connected yet. Connect one under Integrations.');
    const foreign = await call(app, 'GET', `/practice/schedules?start_date=2026-03-10&end_date=2026-03-11&clinic_code=${clinicA.clinicCode}`, tokens.vetB);
    expect(foreign.status).toBe(404);
    expect((await call(app, 'GET', '/practice/schedules?start_date=2026-03-10&end_date=2026-03-11', null)).status).toBe(401);
  });

  it('answers 502 when the practice system cannot be reached', async () => {
    const down = createThirdpartyService(
      { db, keys, mailer: createOutboxMailer(db), config: testConfig() },
      { partnerUrls: { covetrus: 'http://127.0.0.1:9', antech: sandbox.urls.antech }, secretKey },
    );
    const { status, body } = await call(down, 'GET', '/practice/schedules?start_date=2026-03-10&end_date=2026-03-11', tokens.vetA);
    expect(status).toBe(502);
    expect(body.message).toBe('Covetrus could not be reached. Please try again later.');
  });
});

describe('doctors and patients', () => {
  it("names the clinic's connected practice systems, none for another clinic", async () => {
    expect((await call(app, 'GET', '/practice/systems', tokens.vetA)).body).toEqual({ data: [{ source: 'covetrus', name: 'Covetrus' }] });
    expect((await call(app, 'GET', '/practice/systems', tokens.vetB)).body).toEqual({ data: [] });
    expect((await call(app, 'GET', '/practice/systems', null)).status).toBe(401);
  });

  it("lists the practice's doctors", async () => {
    const { status, body } = await call(app, 'GET', '/practice/doctors', tokens.vetA);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: 'CV-DR-101', name: 'Dr. Elena Ramirez, DVM' },
      { id: 'CV-DR-102', name: 'Dr. Marcus Okafor, DVM' },
      { id: 'CV-DR-103', name: 'Dr. Priya Shah, DVM, DACVIM' },
    ]);
  });

  it('searches patients by pet or parent name', async () => {
    const { body } = await call(app, 'GET', '/practice/patients?search=brooks', tokens.vetA);
    expect(body.data.map((pet: any) => [pet.name, pet.parent_name, pet.specie, pet.source_id])).toEqual([
      ['Biscuit', 'Hannah Brooks', 'Canine', 'CV-PT-3001'],
      ['Pepper', 'Hannah Brooks', 'Feline', 'CV-PT-3002'],
    ]);
  });

  it('reads one patient with its client and medical records, and says when there is none', async () => {
    const { status, body } = await call(app, 'GET', '/practice/patients/CV-PT-3002', tokens.vetA);
    expect(status).toBe(200);
    expect(body.patient).toMatchObject({ id: 'CV-PT-3002', name: 'Pepper', species: 'Feline', client: { id: 'CV-CL-2001', email: 'hannah.brooks@example.com' } });
    expect(body.medical_records.map((record: any) => record.title)).toEqual(['Vomiting, two days', 'Chemistry panel']);
    const missing = await call(app, 'GET', '/practice/patients/CV-PT-9999', tokens.vetA);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Covetrus has no patient CV-PT-9999.');
  });

  it('answers with what the practice holds now', async () => {
    practices[0]!.patients[5]!.name = 'Kiwi Junior';
    const { body } = await call(app, 'GET', '/practice/patients?search=kiwi', tokens.vetA);
    expect(body.data.map((pet: any) => pet.name)).toEqual(['Kiwi Junior']);
  });
});
