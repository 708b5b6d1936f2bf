// The e-check-in scheduler as the services host wires it: the clinic's connected Covetrus practice
// (the sandbox partner stands in for Covetrus, outside the product) answers the schedule through
// the thirdparty service's adapter, auth's clinic settings give the time zone, and main sends the
// form link to the parent of the pet synced with POST /pets/sync at the local time, once. A clinic
// with no connection is never asked about, and another clinic's pets are never reached.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echeckinJobHandlers, scanEcheckins } from '@vetchart/main/echeckin/scheduler';
import { startMainHarness, type MainHarness } from '@vetchart/main/testing';
import { startJobRunner, type JobRunner } from '@vetchart/platform/jobs';
import { createOutboxMailer, listOutbox, migrateOutbox } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';
import { testConfig } from '@vetchart/platform/testing';
import type { IntegrationDeps } from '@vetchart/thirdparty/integrations/integrations';
import { createPracticeData } from '@vetchart/thirdparty/sandbox/covetrus-practice-data';
import { createThirdpartyIntegrations } from '@vetchart/thirdparty/service';
import { practiceEcheckinSource } from './echeckin-source.ts';

// 10:00 in New York (the sandbox practice's zone) on 10 March 2026; the sandbox's "today".
const SANDBOX_NOW = new Date('2026-03-10T14:00:00Z');
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'ECHK-SRC-A' };
const unconnected = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'ECHK-SRC-B' };

let harness: MainHarness;
let integrations: IntegrationDeps;
let runner: JobRunner;
let staffB: string;

/** A pet of clinic B named like a synced one (B has no connection, so this is only the state a sync would leave). */
async function petNamedAsSynced(token: string, name: string, email: string, sourceId: string): Promise<string> {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: 'Daniel', last_name: 'Kim', phone_number: '7185550178', email, address: { addressLine1: '402 Atlantic Avenue', city: 'Brooklyn', state: 'NY', zip: '11217' } },
  });
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Red', date_of_birth: '01/22/2020', weight: 10.5, problems: [] },
  });
  expect(pet.status).toBe(201);
  await harness.db.query(`UPDATE main.pets SET source = 'covetrus', source_id = $2 WHERE id = $1`, [pet.body.id, sourceId]);
  return pet.body.id;
}

const SECRET_KEY_ENV = 'INTEGRATION_SECRET_KEY';
let savedSecretKey: string | undefined;

beforeAll(async () => {
  // The host's scheduler and the thirdparty service share one secret key (the stored partner session).
  savedSecretKey = process.env[SECRET_KEY_ENV];
  process.env[SECRET_KEY_ENV] = randomBytes(32).toString('base64');
  harness = await startMainHarness({ practice: { covetrus: { practices: createPracticeData(), now: () => SANDBOX_NOW } } });
  const { db } = harness;
  await migrateOutbox(db);
  const deps: ServiceDeps = { db, keys: harness.keys, mailer: createOutboxMailer(db), config: testConfig({ dataDir: harness.dataDir }) };
  integrations = createThirdpartyIntegrations(deps, { partnerUrls: harness.partnerUrls });
  // The clinics' Hospital Settings: clinic A works on Chicago time.
  for (const [c, zone] of [[clinic, 'America/Chicago'], [unconnected, 'UTC']] as const) {
    await db.query(`INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, $2, 'basic')`, [c.organizationId, `ORG-${c.clinicCode}`]);
    await db.query(`INSERT INTO auth.clinics (id, organization_id, clinic_code, name, timezone) VALUES ($1, $2, $3, $3, $4)`, [c.clinicId, c.organizationId, c.clinicCode, zone]);
  }
  const admin = await harness.tokenFor({ ...clinic, isClientAdmin: true, permissions: ['Add new Pet'] });
  const connected = await fetch(`${harness.upstreams.thirdparty}/applet/connect`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ integration: 'covetrus', clinic_code: clinic.clinicCode, clinic_id: 'SANDBOX-CLINIC-1', account_id: 'SANDBOX-ACCOUNT-1' }),
  });
  expect(connected.status).toBe(201);
  // Mochi (CV-PT-3003, Daniel Kim's) has a Dermatology Consult tomorrow at 11:00 New York time, 10:00 in Chicago.
  const synced = await harness.call('POST', '/pets/sync', { token: admin, body: { source: 'covetrus', source_id: 'CV-PT-3003' } });
  expect(synced.status).toBe(200);
  staffB = await harness.tokenFor({ ...unconnected, isClientAdmin: true, permissions: ['Add new Pet'] });
  runner = startJobRunner(db, echeckinJobHandlers(deps), { pollMs: 60_000 });
});
afterAll(async () => {
  await runner?.stop();
  await harness?.close();
  if (savedSecretKey === undefined) delete process.env[SECRET_KEY_ENV];
  else process.env[SECRET_KEY_ENV] = savedSecretKey;
});

describe('the e-check-in source of the services host', () => {
  it("reads each connected clinic's schedule on its own wall clock", async () => {
    const clinics = await practiceEcheckinSource(harness.db, integrations).upcomingAppointments({ from: '2026-03-10', to: '2026-03-18' });
    expect(clinics.map((c) => [c.clinic_code, c.time_zone, c.source])).toEqual([[clinic.clinicCode, 'America/Chicago', 'covetrus']]);
    expect(clinics[0]!.appointments.find((a) => a.appointment_id === 'CV-AP-5004')).toEqual({
      appointment_id: 'CV-AP-5004',
      source_id: 'CV-PT-3003',
      pet_parent_email: 'daniel.kim@example.com',
      appointment_date: '2026-03-11',
      appointment_time: '10:00',
      status: 'Scheduled',
    });
  });

  it("sends the synced pet's parent the form link 24 hours before, once, and nothing to another clinic's pet", async () => {
    // Clinic B has a pet with the same practice-system id, but no connection: never asked about.
    await petNamedAsSynced(staffB, 'Mochi', 'other.parent@example.com', 'CV-PT-3003');
    const source = practiceEcheckinSource(harness.db, integrations);
    expect(await scanEcheckins(harness.db, source, new Date('2026-03-10T14:59:00Z'))).toMatchObject({ queued: 0 });
    expect(await scanEcheckins(harness.db, source, new Date('2026-03-10T15:00:00Z'))).toMatchObject({ queued: 1 });
    expect(await scanEcheckins(harness.db, source, new Date('2026-03-10T15:01:00Z'))).toMatchObject({ queued: 0 });
    await runner.runDue();
    const mails = await listOutbox(harness.db, { to: 'daniel.kim@example.com' });
    expect(mails.map((mail) => mail.subject)).toEqual(["Check in for Mochi's visit on 03/11/2026 at 10:00 AM"]);
    expect(await listOutbox(harness.db, { to: 'other.parent@example.com' })).toEqual([]);
    // The link carries what its public form shows from auth and inventory, as 'Send History Form' links do.
    const [link] = await harness.db.query<{ header: any }>(
      `SELECT l.header FROM main.subjective_form_links l JOIN main.echeckin_sends s ON s.link_id = l.id WHERE s.appointment_id = 'CV-AP-5004'`,
    );
    expect(link!.header.clinic).toMatchObject({ time_zone: 'America/Chicago' });
    expect(link!.header.clinic.name).toEqual(expect.any(String));
    expect(link!.header.species).toEqual(expect.any(String));
    expect(link!.header.medications).toEqual(expect.any(Array));
  });
});
