// The demo practice-system seed (seedPracticeDemo) over a real database, with the sandbox Covetrus
// practice standing in for the partner: the demo clinic is connected as a person's connect stores
// it (no username, the session sealed, audited), the chosen patients are read from the practice as
// a sync reads them and handed to the importer in the same transaction, once; a clinic that ever
// had a connection, a sandbox that does not answer and a configured (real) Covetrus are left alone.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Sql } from '@vetchart/platform/database';
import { createTestDatabase } from '@vetchart/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerAdapters } from '../partners/adapters.ts';
import { connectedClinicSchedules } from '../practice/practice.ts';
import { startSandboxPartners, type RunningSandboxPartners } from '../sandbox/sandbox.ts';
import { migrateThirdparty } from '../service.ts';
import { DEMO_PRACTICE_PATIENT_IDS, seedPracticeDemo, type DemoLabClinic, type DemoPracticePatient } from './demo.ts';
import type { IntegrationDeps } from './integrations.ts';
import { deactivateConnection } from './repository.ts';
import { createSecretBox } from './secret-box.ts';

let db: Database;
let sandbox: RunningSandboxPartners;
let integrations: IntegrationDeps;
const secrets = createSecretBox(randomBytes(32));

const owner = { userId: randomUUID(), name: 'Morgan Hayes' };
const demoClinic = (code: string): DemoLabClinic => ({ clinicId: randomUUID(), organizationId: randomUUID(), clinicCode: code, connectedBy: owner });

/** A patient importer that records what it was handed, in which transaction. */
function recorder() {
  const calls: { clinic: DemoLabClinic; patients: DemoPracticePatient[]; inTransaction: boolean }[] = [];
  return {
    calls,
    linkPatients: async (tx: Sql, clinic: DemoLabClinic, patients: DemoPracticePatient[]) => {
      calls.push({ clinic, patients, inTransaction: tx !== db });
    },
  };
}

const connectionsOf = (clinicId: string) =>
  db.query<{ clinic_id: string; account_id: string; username: string | null; partner_account_name: string; connected_by_name: string; status: string; secret_ciphertext: string | null; app_id: string }>(
    `SELECT c.clinic_id, c.account_id, c.username, c.partner_account_name, c.connected_by_name, c.status, c.secret_ciphertext, c.app_id
       FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id WHERE c.owner_clinic_id = $1 AND a.slug = 'covetrus'`,
    [clinicId],
  );

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateThirdparty(db);
  sandbox = await startSandboxPartners(db);
  integrations = { db, adapters: createPartnerAdapters(sandbox.urls), secrets };
});
afterAll(async () => {
  await sandbox?.close();
  await db?.close();
});

describe('the demo practice-system seed', () => {
  it('does nothing when Covetrus is not the local sandbox', async () => {
    const clinic = demoClinic('DEMOP0');
    const { calls, linkPatients } = recorder();
    await seedPracticeDemo(integrations, [clinic], { covetrusIsSandbox: false, linkPatients });
    expect(await connectionsOf(clinic.clinicId)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('connects the clinic to SANDBOX-CLINIC-1 as a connect stores it and hands over the chosen patients as a sync reads them, once', async () => {
    const clinic = demoClinic('DEMOP1');
    const { calls, linkPatients } = recorder();
    await seedPracticeDemo(integrations, [clinic], { covetrusIsSandbox: true, linkPatients });
    await seedPracticeDemo(integrations, [clinic], { covetrusIsSandbox: true, linkPatients });

    const rows = await connectionsOf(clinic.clinicId);
    expect(rows.map(({ secret_ciphertext: _secret, app_id: _app, ...row }) => row)).toEqual([
      { clinic_id: 'SANDBOX-CLINIC-1', account_id: 'SANDBOX-ACCOUNT-1', username: null, partner_account_name: 'Sandbox Animal Hospital', connected_by_name: 'Morgan Hayes', status: 'active' },
    ]);
    // The partner's session is kept sealed to the clinic and app, as connect keeps it.
    expect(secrets.open(rows[0]!.secret_ciphertext!, `${clinic.clinicId}:${rows[0]!.app_id}`)).toEqual({ token: expect.any(String) });
    const audit = await db.query<{ action: string; actor_user_id: string; target_id: string; detail: Record<string, unknown> }>(
      `SELECT action, actor_user_id, target_id, detail FROM thirdparty.audit_log WHERE clinic_id = $1`,
      [clinic.clinicId],
    );
    expect(audit).toEqual([
      { action: 'integration.connect', actor_user_id: owner.userId, target_id: 'covetrus', detail: { clinic_id: 'SANDBOX-CLINIC-1', account_id: 'SANDBOX-ACCOUNT-1', username: null, demo: true } },
    ]);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.inTransaction).toBe(true);
    expect(calls[0]!.clinic).toEqual(clinic);
    const patients = calls[0]!.patients;
    expect(patients.map((entry) => [entry.source, entry.patient.id, entry.patient.name, `${entry.patient.client?.first_name} ${entry.patient.client?.last_name}`])).toEqual([
      ['covetrus', 'CV-PT-3001', 'Biscuit', 'Hannah Brooks'],
      ['covetrus', 'CV-PT-3002', 'Pepper', 'Hannah Brooks'],
      ['covetrus', 'CV-PT-3005', 'Rocco', 'Thomas Reed'],
    ]);
    expect(patients.map((entry) => entry.patient.id)).toEqual([...DEMO_PRACTICE_PATIENT_IDS]);
    expect(patients[0]!.medical_records.map((record) => record.id)).toEqual(['CV-MR-1', 'CV-MR-2', 'CV-MR-3']);

    // The stored connection reads the practice's schedule: today's appointments are Biscuit's and Pepper's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const schedules = await connectedClinicSchedules(integrations, { from: today, to: today });
    const mine = schedules.find((schedule) => schedule.clinic_id === clinic.clinicId);
    expect(mine?.rows.map((row) => [row.pet_name, row.source_id, row.appointment_date])).toEqual([
      ['Biscuit', 'CV-PT-3001', today],
      ['Pepper', 'CV-PT-3002', today],
    ]);
  });

  it('connects nothing when the importer fails, and tries again at the next start', async () => {
    const clinic = demoClinic('DEMOP2');
    await expect(
      seedPracticeDemo(integrations, [clinic], {
        covetrusIsSandbox: true,
        linkPatients: async () => {
          throw new Error('the clinic lists are broken');
        },
      }),
    ).rejects.toThrow('the clinic lists are broken');
    expect(await connectionsOf(clinic.clinicId)).toEqual([]);
    expect(await db.query(`SELECT 1 FROM thirdparty.audit_log WHERE clinic_id = $1`, [clinic.clinicId])).toEqual([]);

    const { calls, linkPatients } = recorder();
    await seedPracticeDemo(integrations, [clinic], { covetrusIsSandbox: true, linkPatients });
    expect(await connectionsOf(clinic.clinicId)).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('leaves a clinic a person disconnected alone', async () => {
    const clinic = demoClinic('DEMOP3');
    await seedPracticeDemo(integrations, [clinic], { covetrusIsSandbox: true, linkPatients: recorder().linkPatients });
    const [row] = await db.query<{ id: string }>(`SELECT id FROM thirdparty.connections WHERE owner_clinic_id = $1`, [clinic.clinicId]);
    await deactivateConnection(db, row!.id, owner);

    const { calls, linkPatients } = recorder();
    await seedPracticeDemo(integrations, [clinic], { covetrusIsSandbox: true, linkPatients });
    expect((await connectionsOf(clinic.clinicId)).map((connection) => connection.status)).toEqual(['inactive']);
    expect(calls).toEqual([]);
  });

  it('stores nothing when the sandbox does not answer (the next start tries again)', async () => {
    const clinic = demoClinic('DEMOP4');
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
    const unreachable = { ...integrations, adapters: createPartnerAdapters({ covetrus: 'http://127.0.0.1:9' }) };
    const { calls, linkPatients } = recorder();
    await seedPracticeDemo(unreachable, [clinic], { covetrusIsSandbox: true, linkPatients });
    expect(await connectionsOf(clinic.clinicId)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
