// The clinic's reference lab through the Antech adapter, over real HTTP against the sandbox lab
// (it stands in for Antech, outside the product) on a real database: an order placed (and the
// same client order id answering the same order), filled and submitted on the lab's ordering page
// with its own form posts, its results partial then final, the PDF report, cancelling, token
// renewal, a lab that is down, a restart of the lab, GET /lab/status, the sandbox accounts and
// the demo seed. The sandbox lab's clock is the test's, so "some seconds later" is a step of that
// clock.
import { randomBytes, randomUUID } from 'node:crypto';
import { migrateAuth } from '@vetchart/auth/service';
import { testAccessToken } from '@vetchart/auth/testing';
import { loadKeys, type KeyPair, type Principal } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { listen } from '@vetchart/platform/service';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedThirdpartyDemo } from '../integrations/demo.ts';
import type { IntegrationDeps } from '../integrations/integrations.ts';
import { createSecretBox } from '../integrations/secret-box.ts';
import { createPartnerAdapters } from '../partners/adapters.ts';
import type { LabOrderRequest } from '../partners/lab.ts';
import { startSandboxPartners, type RunningSandboxPartners } from '../sandbox/sandbox.ts';
import { createThirdpartyService, migrateThirdparty } from '../service.ts';
import { cancelLabOrder, clinicLab, connectedLabClinics, LabCallError, labOrders, labReport, labResultsSince, placeLabOrder } from './lab.ts';

const DELAY_MS = 5000;
let clock = new Date('2026-03-10T15:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let db: Database;
let keys: KeyPair;
let sandbox: RunningSandboxPartners;
let integrations: IntegrationDeps;
let app: Hono<any>;
const secretKey = randomBytes(32);

const clinicA = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'LABA1' };
const clinicB = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'LABB1' };
const clinicC = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'LABC1' };
const tokens: Record<string, string> = {};

function principal(clinic: typeof clinicA, overrides: Partial<Principal> = {}): Omit<Principal, 'sessionId'> {
  return {
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
    ...overrides,
  };
}

async function call(method: string, path: string, token: string | null, body?: unknown, contentType = 'application/json') {
  const response = await app.request(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': contentType }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // An HTML page.
  }
  return { status: response.status, body: json, text, headers: response.headers };
}

const connectLab = (token: string, clinic: typeof clinicA, labClinicId: string, accountId: string) =>
  call('POST', '/applet/connect', token, { integration: 'antech', clinic_code: clinic.clinicCode, clinic_id: labClinicId, account_id: accountId, username: 'sandbox.vet', password: 'sandbox-pass' });

const order = (clientOrderId: string, tests = [{ code: 'ANT-CBC', name: 'CBC', treatment_id: randomUUID() }]): LabOrderRequest => ({
  client_order_id: clientOrderId,
  visit_id: randomUUID(),
  patient: { pet_id: randomUUID(), name: 'Max', species: 'Canine', breed: 'Labrador Retriever', sex: 'Male (Neutered)', date_of_birth: '2019-04-12', parent_name: 'Olivia Bennett', parent_email: 'olivia.bennett@example.com' },
  tests,
  ordered_by: 'Dr. Priya Raman',
});

/** The kind and message a lab call failed with. */
async function failure(promise: Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LabCallError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('the lab call succeeded');
}

/** The form actions of an ordering page, resolved against the page's own path (as a browser does). */
function formActions(html: string, pagePath: string): Record<string, string> {
  const actions: Record<string, string> = {};
  for (const match of html.matchAll(/<form method="post" action="([^"]+)">/g)) {
    const resolved = new URL(match[1]!.replace(/&amp;/g, '&'), `http://page.test${pagePath}`);
    const name = resolved.pathname.split('/').pop()!;
    actions[name] = `${resolved.pathname}${resolved.search}`;
  }
  return actions;
}

const storedSecret = async (clinicId: string) => {
  const [row] = await db.query<{ secret_ciphertext: string; app_id: string }>(
    `SELECT c.secret_ciphertext, c.app_id FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id
      WHERE c.owner_clinic_id = $1 AND a.slug = 'antech' AND c.status = 'active'`,
    [clinicId],
  );
  return integrations.secrets.open(row!.secret_ciphertext, `${clinicId}:${row!.app_id}`);
};

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateThirdparty(db);
  await migrateAuth(db);
  keys = await loadKeys();
  sandbox = await startSandboxPartners(db, { antech: { now: () => clock, resultDelayMs: DELAY_MS } });
  integrations = { db, adapters: createPartnerAdapters(sandbox.urls), secrets: createSecretBox(secretKey) };
  app = createThirdpartyService({ db, keys, mailer: createOutboxMailer(db), config: testConfig() }, { integrations, labSandboxUrl: sandbox.urls.antech });
  tokens.adminA = await testAccessToken(db, keys, principal(clinicA), 900);
  tokens.vetA = await testAccessToken(db, keys, principal(clinicA, { roleName: 'veterinarian', isClientAdmin: false }), 900);
  tokens.adminB = await testAccessToken(db, keys, principal(clinicB, { fullName: 'Casey Nguyen' }), 900);
  tokens.adminC = await testAccessToken(db, keys, principal(clinicC), 900);
});
afterAll(async () => {
  await sandbox?.close();
  await db?.close();
});

describe('GET /lab/status and the connected clinics', () => {
  it('answers not connected, then the connected lab with its ordering flags, for any clinic member', async () => {
    expect((await call('GET', '/lab/status', null)).status).toBe(401);
    const before = await call('GET', '/lab/status', tokens.vetA!);
    expect(before).toMatchObject({ status: 200, body: { data: { connected: false, provider: null, provider_name: null, place_order: false, allow_additional_order: false } } });
    expect(await clinicLab(integrations, clinicA.clinicId)).toBeNull();

    expect((await connectLab(tokens.adminA!, clinicA, 'SANDBOX-LAB-1', 'ANTECH-ACC-1')).status).toBe(201);
    const after = await call('GET', '/lab/status', tokens.vetA!);
    expect(after.body).toEqual({ data: { connected: true, provider: 'antech', provider_name: 'Antech', place_order: true, allow_additional_order: true } });
    // Another clinic's connection says nothing about this one.
    expect((await call('GET', '/lab/status', tokens.adminB!)).body.data.connected).toBe(false);

    expect(await clinicLab(integrations, clinicA.clinicId)).toEqual({ clinic_id: clinicA.clinicId, organization_id: clinicA.organizationId, clinic_code: 'LABA1', provider: 'antech', provider_name: 'Antech' });
    expect((await connectedLabClinics(integrations)).map((clinic) => clinic.clinic_id)).toEqual([clinicA.clinicId]);
  });
});

describe('lab orders through the sandbox lab', () => {
  it('places an order once per client order id, fills and submits it on the ordering page, then reads partial and final results and the PDF report', async () => {
    const clientOrderId = randomUUID();
    const request = order(clientOrderId);
    const placed = await placeLabOrder(integrations, clinicA.clinicId, request);
    expect(placed).toMatchObject({ client_order_id: clientOrderId, status: 'pending', tests: [{ code: 'ANT-CBC', name: 'CBC', treatment_id: request.tests[0]!.treatment_id }] });
    expect(placed.links).toHaveLength(1);
    expect(placed.links[0]!.type).toBe('order');
    expect(placed.links[0]!.url).toMatch(new RegExp(`^/lab-sandbox/ui/orders/${placed.partner_order_id}\\?token=`));
    // A retry of the same order (a job run again) answers the order the lab already has.
    const again = await placeLabOrder(integrations, clinicA.clinicId, request);
    expect(again.partner_order_id).toBe(placed.partner_order_id);

    // The ordering page, forwarded by the thirdparty service from the sandbox lab.
    const pagePath = placed.links[0]!.url;
    const page = await call('GET', pagePath, null);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<td>ANT-CBC</td>');
    expect(page.text).toContain('Submit Order');
    expect(page.text).toContain('Empty Cart');
    expect(page.text).not.toMatch(/<script/i);
    const actions = formActions(page.text, pagePath);
    expect(Object.keys(actions).sort()).toEqual(['empty', 'submit', 'tests']);

    // Add Total T4 from the test menu; the page comes back with it in the cart.
    const added = await call('POST', actions.tests!, null, 'code=ANT-T4', 'application/x-www-form-urlencoded');
    expect(added.status).toBe(303);
    const back = new URL(added.headers.get('location')!, `http://page.test${actions.tests}`);
    expect(back.pathname).toBe(`/lab-sandbox/ui/orders/${placed.partner_order_id}`);
    const filled = await call('GET', `${back.pathname}${back.search}`, null);
    expect(filled.text).toContain('Test added to the order.');
    expect(filled.text).toMatch(/<td>ANT-T4<\/td>/);

    const submitted = await call('POST', actions.submit!, null, '', 'application/x-www-form-urlencoded');
    expect(submitted.status).toBe(303);
    const [afterSubmit] = await labOrders(integrations, clinicA.clinicId, [placed.partner_order_id]);
    expect(afterSubmit).toMatchObject({ status: 'submitted', tests: [{ code: 'ANT-CBC' }, { code: 'ANT-T4' }] });
    // Submitted orders cannot be cancelled.
    expect(await failure(cancelLabOrder(integrations, clinicA.clinicId, placed.partner_order_id))).toEqual({
      kind: 'refused',
      message: `Order ${placed.partner_order_id} was already submitted.`,
    });

    // Nothing for the order before the lab reports; the account's orphans are there from the start.
    const first = await labResultsSince(integrations, clinicA.clinicId, null);
    expect(first.results.filter((result) => result.client_order_id === clientOrderId)).toEqual([]);
    expect(first.results.filter((result) => result.client_order_id === null)).toHaveLength(4);

    advance(DELAY_MS);
    const partialRead = await labResultsSince(integrations, clinicA.clinicId, first.next_since);
    expect(partialRead.results).toHaveLength(1);
    const partial = partialRead.results[0]!;
    expect(partial).toMatchObject({ status: 'partial', partner_order_id: placed.partner_order_id, client_order_id: clientOrderId, final_result_date: null, report_available: true });
    expect(partial.patient).toEqual({ name: 'Max', species: 'Canine', breed: 'Labrador Retriever', sex: 'Male (Neutered)', parent_name: 'Olivia Bennett' });
    expect(partial.tests.map((test) => [test.code, test.values.length])).toEqual([
      ['ANT-CBC', 4],
      ['ANT-T4', 1],
    ]);
    expect((await labOrders(integrations, clinicA.clinicId, [placed.partner_order_id]))[0]!.status).toBe('in_progress');
    // Nothing changed since that read.
    expect((await labResultsSince(integrations, clinicA.clinicId, partialRead.next_since)).results).toEqual([]);

    advance(DELAY_MS);
    const finalRead = await labResultsSince(integrations, clinicA.clinicId, partialRead.next_since);
    const final = finalRead.results[0]!;
    expect(final).toMatchObject({ partner_result_id: partial.partner_result_id, identifier: partial.identifier, status: 'final', final_result_date: '2026-03-10' });
    expect(Date.parse(final.updated_at)).toBeGreaterThan(Date.parse(partial.updated_at));
    const cbc = final.tests.find((test) => test.code === 'ANT-CBC')!;
    expect(cbc.values.map((value) => value.analyte)).toEqual(['WBC', 'RBC', 'HGB', 'HCT', 'PLT', 'Neutrophils', 'Lymphocytes']);
    // The partial values were the first ones of the final set.
    expect(cbc.values.slice(0, 4)).toEqual(partial.tests[0]!.values);
    for (const value of cbc.values) {
      expect(value.unit).not.toBe('');
      expect(value.reference_range).toMatch(/^\d+(\.\d+)?–\d+(\.\d+)?$/);
      expect(value.value).toMatch(/^\d+(\.\d+)?$/);
      const read = Number(value.value);
      expect(value.flag).toBe(read > value.high! ? 'H' : read < value.low! ? 'L' : 'N');
    }
    expect((await labOrders(integrations, clinicA.clinicId, [placed.partner_order_id]))[0]!.status).toBe('completed');
    // The same order reads the same values every time.
    const reread = (await labResultsSince(integrations, clinicA.clinicId, null)).results.find((result) => result.partner_result_id === final.partner_result_id)!;
    expect(reread.tests).toEqual(final.tests);

    const report = await labReport(integrations, clinicA.clinicId, final.partner_result_id);
    expect(Buffer.from(report.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(report.length).toBeGreaterThan(1000);
    expect(await failure(labReport(integrations, clinicA.clinicId, 'AR-NOPE'))).toEqual({ kind: 'refused', message: 'No report is available for result AR-NOPE.' });
  });

  it('refuses to submit an empty cart, and cancels a pending order', async () => {
    const placed = await placeLabOrder(integrations, clinicA.clinicId, order(randomUUID(), []));
    expect(placed.tests).toEqual([]);
    const page = await call('GET', placed.links[0]!.url, null);
    expect(page.text).toContain('The cart is empty.');
    const actions = formActions(page.text, placed.links[0]!.url);
    const refused = await call('POST', actions.submit!, null, '', 'application/x-www-form-urlencoded');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Add at least one test before submitting the order.');

    const cancelled = await cancelLabOrder(integrations, clinicA.clinicId, placed.partner_order_id);
    expect(cancelled).toMatchObject({ partner_order_id: placed.partner_order_id, status: 'cancelled' });
    // A page link of a cancelled order no longer offers the buttons; a wrong token shows nothing.
    expect((await call('GET', placed.links[0]!.url, null)).text).not.toContain('Submit Order');
    expect((await call('GET', `/lab-sandbox/ui/orders/${placed.partner_order_id}?token=wrong`, null)).status).toBe(404);
    // The lab does not know another account's orders.
    expect(await failure(cancelLabOrder(integrations, clinicA.clinicId, 'AO-NOPE'))).toEqual({ kind: 'refused', message: 'Order AO-NOPE was not found.' });

    // Without the sandbox lab (a real Antech URL), the service serves no ordering page.
    const withoutSandbox = createThirdpartyService({ db, keys, mailer: createOutboxMailer(db), config: testConfig() }, { integrations });
    expect((await withoutSandbox.request(placed.links[0]!.url)).status).toBe(404);
  });

  it('renews an expired token from the stored login and keeps the new one sealed', async () => {
    await labResultsSince(integrations, clinicA.clinicId, null);
    const before = await storedSecret(clinicA.clinicId);
    expect(before.password).toBe('sandbox-pass');
    expect(before.token).toBeTruthy();
    sandbox.antech.expireTokens();
    const read = await labResultsSince(integrations, clinicA.clinicId, null);
    expect(read.results.length).toBeGreaterThanOrEqual(4);
    const after = await storedSecret(clinicA.clinicId);
    expect(after.password).toBe('sandbox-pass');
    expect(after.token).toBeTruthy();
    expect(after.token).not.toBe(before.token);
  });

  it('answers unreachable when the lab is down, and not connected for a clinic without a lab', async () => {
    const closed = await listen(new (await import('hono')).Hono());
    const downUrl = closed.url;
    await closed.close();
    const down: IntegrationDeps = { ...integrations, adapters: createPartnerAdapters({ ...sandbox.urls, antech: downUrl }) };
    expect(await failure(placeLabOrder(down, clinicA.clinicId, order(randomUUID())))).toEqual({ kind: 'unreachable', message: 'Antech could not be reached. Please try again later.' });
    expect(await failure(labResultsSince(down, clinicA.clinicId, null))).toMatchObject({ kind: 'unreachable' });

    expect(await failure(placeLabOrder(integrations, clinicB.clinicId, order(randomUUID())))).toEqual({
      kind: 'not_connected',
      message: 'Antech is not connected yet. Connect it under Integrations.',
    });
  });

  it('keeps the sandbox accounts apart: SANDBOX-LAB-2 holds no results and sees none of SANDBOX-LAB-1', async () => {
    expect((await connectLab(tokens.adminB!, clinicB, 'SANDBOX-LAB-2', 'ANTECH-ACC-2')).status).toBe(201);
    expect((await labResultsSince(integrations, clinicB.clinicId, null)).results).toEqual([]);
    const [ofA] = (await labResultsSince(integrations, clinicA.clinicId, null)).results;
    expect(await failure(labReport(integrations, clinicB.clinicId, ofA!.partner_result_id))).toMatchObject({ kind: 'refused' });
    const placedByA = await placeLabOrder(integrations, clinicA.clinicId, order(randomUUID()));
    expect(await labOrders(integrations, clinicB.clinicId, [placedByA.partner_order_id])).toEqual([]);
    expect((await connectedLabClinics(integrations)).map((clinic) => clinic.clinic_id).sort()).toEqual([clinicA.clinicId, clinicB.clinicId].sort());
  });
});

describe('a restart of the sandbox lab', () => {
  it('still knows the orders placed before it, and their results arrive, through the stored connection', async () => {
    const clientOrderId = randomUUID();
    const placed = await placeLabOrder(integrations, clinicA.clinicId, order(clientOrderId));
    const page = await call('GET', placed.links[0]!.url, null);
    expect((await call('POST', formActions(page.text, placed.links[0]!.url).submit!, null, '', 'application/x-www-form-urlencoded')).status).toBe(303);
    const pending = await placeLabOrder(integrations, clinicA.clinicId, order(randomUUID()));
    const before = await labResultsSince(integrations, clinicA.clinicId, null);

    // The product restarts: a new sandbox lab on the same database, at new addresses, with new keys
    // (the stored token is refused and the adapter signs in again with the stored login).
    const restarted = await startSandboxPartners(db, { antech: { now: () => clock, resultDelayMs: DELAY_MS } });
    try {
      const after: IntegrationDeps = { ...integrations, adapters: createPartnerAdapters(restarted.urls) };
      expect((await labOrders(after, clinicA.clinicId, [placed.partner_order_id, pending.partner_order_id])).map((known) => [known.partner_order_id, known.status])).toEqual([
        [placed.partner_order_id, 'submitted'],
        [pending.partner_order_id, 'pending'],
      ]);
      expect((await placeLabOrder(after, clinicA.clinicId, order(clientOrderId))).partner_order_id).toBe(placed.partner_order_id);
      advance(2 * DELAY_MS);
      const arrived = await labResultsSince(after, clinicA.clinicId, before.next_since);
      expect(arrived.results.filter((result) => result.partner_order_id === placed.partner_order_id)).toMatchObject([{ client_order_id: clientOrderId, status: 'final' }]);
      expect((await labOrders(after, clinicA.clinicId, [placed.partner_order_id]))[0]!.status).toBe('completed');
    } finally {
      await restarted.close();
    }
  });
});

describe('the orphaned results of SANDBOX-LAB-1', () => {
  it('are four final results dated 2, 5, 9 and 20 days before the lab started, three for demo pets and one for no pet', async () => {
    const orphans = (await labResultsSince(integrations, clinicA.clinicId, null)).results.filter((result) => result.client_order_id === null);
    expect(orphans.map((result) => [result.patient.name, result.patient.parent_name, result.final_result_date])).toEqual([
      ['Juniper', 'Gregory Lindqvist', '2026-02-18'],
      ['Bella', 'Marcus Reyes', '2026-03-01'],
      ['Oliver', 'Sofia Alvarez', '2026-03-05'],
      ['Max', 'Olivia Bennett', '2026-03-08'],
    ]);
    for (const orphan of orphans) {
      expect(orphan).toMatchObject({ status: 'final', partner_order_id: null, report_available: true });
      expect(orphan.tests.every((test) => test.values.length > 0)).toBe(true);
    }
  });
});

describe('the thirdparty demo seed', () => {
  const owner = { userId: randomUUID(), name: 'Morgan Hayes' };
  const demoClinic = { clinicId: clinicC.clinicId, organizationId: clinicC.organizationId, clinicCode: clinicC.clinicCode, connectedBy: owner };

  it('does nothing when Antech is not the local sandbox', async () => {
    await seedThirdpartyDemo(integrations, [demoClinic], { antechIsSandbox: false });
    expect(await clinicLab(integrations, clinicC.clinicId)).toBeNull();
  });

  it('connects the demo clinic to SANDBOX-LAB-1 as a connect stores it, once, and leaves a disconnected clinic alone', async () => {
    await seedThirdpartyDemo(integrations, [demoClinic], { antechIsSandbox: true });
    await seedThirdpartyDemo(integrations, [demoClinic], { antechIsSandbox: true });
    const rows = await db.query<{ clinic_id: string; account_id: string; username: string; partner_account_name: string; connected_by_name: string; status: string }>(
      `SELECT clinic_id, account_id, username, partner_account_name, connected_by_name, status FROM thirdparty.connections WHERE owner_clinic_id = $1`,
      [clinicC.clinicId],
    );
    expect(rows).toEqual([{ clinic_id: 'SANDBOX-LAB-1', account_id: 'ANTECH-ACC-1', username: 'sandbox.vet', partner_account_name: 'Sandbox Veterinary Lab Account', connected_by_name: 'Morgan Hayes', status: 'active' }]);
    expect(await storedSecret(clinicC.clinicId)).toEqual({ password: 'sandbox-pass' });
    const [audit] = await db.query<{ action: string; actor_user_id: string }>(`SELECT action, actor_user_id FROM thirdparty.audit_log WHERE clinic_id = $1`, [clinicC.clinicId]);
    expect(audit).toEqual({ action: 'integration.connect', actor_user_id: owner.userId });

    // The stored login works: the first call signs in and reads the orphans.
    expect((await labResultsSince(integrations, clinicC.clinicId, null)).results.filter((result) => result.client_order_id === null)).toHaveLength(4);
    expect((await call('GET', '/applet', tokens.adminC!)).body.data.find((app: any) => app.slug === 'antech')).toMatchObject({ status: 'active', connection: { clinic_id: 'SANDBOX-LAB-1' } });

    // A person disconnects it; the next start's seed does not connect it again.
    expect((await call('POST', '/applet/disconnect', tokens.adminC!, { integration: 'antech', clinic_code: clinicC.clinicCode })).status).toBe(200);
    await seedThirdpartyDemo(integrations, [demoClinic], { antechIsSandbox: true });
    expect(await clinicLab(integrations, clinicC.clinicId)).toBeNull();
  });
});
