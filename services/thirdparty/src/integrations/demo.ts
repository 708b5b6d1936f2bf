// The thirdparty demo data: Demo Animal Hospital starts connected to the sandbox lab's demo
// account SANDBOX-LAB-1 (whose orphaned results the main service's poller imports), stored as a
// real connect stores it: the login's password sealed, the connection audited. Only when the
// Antech URL is the local sandbox lab; a clinic that has ever had a lab connection (one a person
// disconnected included) is left alone.
// Likewise it starts connected to the sandbox practice system's SANDBOX-CLINIC-1 (seedPracticeDemo),
// only when the Covetrus URL is the local sandbox, with a few of that practice's patients synced.
import type { Sql } from '@vetchart/platform/database';
import type { IntegrationDeps } from './integrations.ts';
import { findAppBySlug, insertConnection, recordAudit } from './repository.ts';
import { isPracticeSystem } from '../partners/adapters.ts';
import type { StoredConnection } from '../partners/credentials.ts';
import type { PracticeMedicalRecord, PracticePatient } from '../partners/practice-system.ts';
import { ANTECH_SANDBOX_ACCOUNT } from '../sandbox/antech-sandbox.ts';
import { COVETRUS_SANDBOX_PRACTICES } from '../sandbox/covetrus-sandbox.ts';

export interface DemoLabClinic {
  clinicId: string;
  organizationId: string;
  clinicCode: string;
  /** Who the connection is recorded as made by (the demo hospital's owner). */
  connectedBy: { userId: string; name: string };
}

export async function seedThirdpartyDemo(deps: IntegrationDeps, clinics: DemoLabClinic[], options: { antechIsSandbox: boolean }): Promise<void> {
  if (!options.antechIsSandbox) return;
  const app = await findAppBySlug(deps.db, 'antech');
  if (!app) return;
  const account = ANTECH_SANDBOX_ACCOUNT;
  for (const clinic of clinics) {
    await deps.db.transaction(async (tx) => {
      const [existing] = await tx.query(`SELECT 1 FROM thirdparty.connections WHERE owner_clinic_id = $1 AND app_id = $2 LIMIT 1`, [clinic.clinicId, app.id]);
      if (existing) return;
      await insertConnection(tx, {
        appId: app.id,
        organizationId: clinic.organizationId,
        ownerClinicId: clinic.clinicId,
        clinicCode: clinic.clinicCode,
        clinicId: account.clinicId,
        accountId: account.accountId,
        username: account.username,
        partnerAccountName: account.name,
        // No token yet: the first lab call signs in with the login and keeps the token it gets.
        secretCiphertext: deps.secrets.seal({ password: account.password }, `${clinic.clinicId}:${app.id}`),
        connectedByUserId: clinic.connectedBy.userId,
        connectedByName: clinic.connectedBy.name,
      });
      await recordAudit(tx, {
        actorUserId: clinic.connectedBy.userId,
        organizationId: clinic.organizationId,
        clinicId: clinic.clinicId,
        action: 'integration.connect',
        targetType: 'integration',
        targetId: app.slug,
        detail: { clinic_id: account.clinicId, account_id: account.accountId, username: account.username, demo: true },
      });
    });
  }
}

/** The sandbox practice the demo hospital starts connected to. */
export const DEMO_PRACTICE = COVETRUS_SANDBOX_PRACTICES[0];

/**
 * The sandbox practice's patients the demo hospital starts with, synced: Biscuit and Pepper of
 * Hannah Brooks (both seen today) and Rocco of Thomas Reed (seen yesterday, back in a week). The
 * practice's other patients (Mochi, Luna, Kiwi) are left for Sync to import.
 */
export const DEMO_PRACTICE_PATIENT_IDS = ['CV-PT-3001', 'CV-PT-3002', 'CV-PT-3005'] as const;

/** A patient as the product's sync reads it from the practice system (practice.ts readPatient). */
export interface DemoPracticePatient {
  source: string;
  patient: PracticePatient;
  medical_records: PracticeMedicalRecord[];
}

/**
 * Connects each demo clinic to the sandbox practice SANDBOX-CLINIC-1, as a person's connect would
 * (the practice checked with the partner, its session sealed, the connection audited), and has
 * `linkPatients` import DEMO_PRACTICE_PATIENT_IDS, read from the practice as a sync reads them, in
 * the same transaction: a clinic gets both or neither. Only when Covetrus is the local sandbox; a
 * clinic that has ever had a Covetrus connection (one a person disconnected included) is left alone.
 * A sandbox that does not answer leaves the clinic unconnected until the next start (logged).
 */
export async function seedPracticeDemo(
  deps: IntegrationDeps,
  clinics: DemoLabClinic[],
  options: { covetrusIsSandbox: boolean; linkPatients: (tx: Sql, clinic: DemoLabClinic, patients: DemoPracticePatient[]) => Promise<void> },
): Promise<void> {
  if (!options.covetrusIsSandbox) return;
  const app = await findAppBySlug(deps.db, 'covetrus');
  const adapter = app ? deps.adapters.get(app.slug) : undefined;
  if (!app || !adapter || !isPracticeSystem(adapter)) return;
  const everConnected = (sql: Sql, clinicId: string) =>
    sql.query(`SELECT 1 FROM thirdparty.connections WHERE owner_clinic_id = $1 AND app_id = $2 LIMIT 1`, [clinicId, app.id]);
  const practice = DEMO_PRACTICE;
  for (const clinic of clinics) {
    if ((await everConnected(deps.db, clinic.clinicId)).length) continue;
    // Read before the transaction, as a sync reads the partner before its own.
    const credentials = { clinicId: practice.practiceId, accountId: practice.accountId, username: null, password: null };
    let session: { accountName: string; token: string | null };
    const patients: DemoPracticePatient[] = [];
    try {
      const verification = await adapter.verifyCredentials(credentials);
      if (!verification.ok) throw new Error(verification.message);
      let connection: StoredConnection = { ...credentials, token: verification.token };
      for (const patientId of DEMO_PRACTICE_PATIENT_IDS) {
        const read = await adapter.getPatient(connection, patientId);
        connection = { ...connection, token: read.token };
        if (read.value) patients.push({ source: app.slug, patient: read.value.patient, medical_records: read.value.medical_records });
      }
      session = { accountName: verification.accountName, token: connection.token };
    } catch (error) {
      console.warn(`[demo] The ${app.name} sandbox did not answer; ${clinic.clinicCode} starts without it:`, error instanceof Error ? error.message : error);
      continue;
    }
    await deps.db.transaction(async (tx) => {
      if ((await everConnected(tx, clinic.clinicId)).length) return;
      await insertConnection(tx, {
        appId: app.id,
        organizationId: clinic.organizationId,
        ownerClinicId: clinic.clinicId,
        clinicCode: clinic.clinicCode,
        clinicId: practice.practiceId,
        accountId: practice.accountId,
        // A practice-management connection keeps no username or password: its session is the secret.
        username: null,
        partnerAccountName: session.accountName,
        secretCiphertext: session.token ? deps.secrets.seal({ token: session.token }, `${clinic.clinicId}:${app.id}`) : null,
        connectedByUserId: clinic.connectedBy.userId,
        connectedByName: clinic.connectedBy.name,
      });
      await recordAudit(tx, {
        actorUserId: clinic.connectedBy.userId,
        organizationId: clinic.organizationId,
        clinicId: clinic.clinicId,
        action: 'integration.connect',
        targetType: 'integration',
        targetId: app.slug,
        detail: { clinic_id: practice.practiceId, account_id: practice.accountId, username: null, demo: true },
      });
      await options.linkPatients(tx, clinic, patients);
    });
  }
}
