// The integrations endpoints over a real database, with the sandbox partners standing in for
// Covetrus and Antech (outside the product) and real signed access tokens.
import { randomBytes, randomUUID } from 'node:crypto';
import { migrateAuth } from '@vetchart/auth/service';
import { testAccessToken } from '@vetchart/auth/testing';
import { loadKeys, type KeyPair, type Principal } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxPartners, type RunningSandboxPartners } from '../sandbox/sandbox.ts';
import { createThirdpartyService, migrateThirdparty } from '../service.ts';
import { NO_PIMS_CONNECTED } from './integrations.ts';
import { createSecretBox } from './secret-box.ts';

let db: Database;
let keys: KeyPair;
let sandbox: RunningSandboxPartners;
let app: Hono<any>;
const secretKey = randomBytes(32);

const clinicA = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLINA1' };
const clinicB = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLINB1' };

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
    roleName: 'veterinarian',
    isSuperAdmin: false,
    isClientAdmin: false,
    permissions: [],
    ...overrides,
  };
}

const tokens: Record<string, string> = {};
const adminA = principal(clinicA, { roleName: 'Admin', isClientAdmin: true, fullName: 'Morgan Hayes' });

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateThirdparty(db);
  await migrateAuth(db);
  keys = await loadKeys();
  sandbox = await startSandboxPartners(db);
  app = createThirdpartyService(
    { db, keys, mailer: createOutboxMailer(db), config: testConfig() },
    { partnerUrls: sandbox.urls, secretKey },
  );
  const sign = (who: Omit<Principal, 'sessionId'>) => testAccessToken(db, keys, who, 900);
  tokens.adminA = await sign(adminA);
  tokens.superA = await sign(principal(clinicA, { roleName: 'Super Admin', isSuperAdmin: true, fullName: 'Avery Brooks' }));
  tokens.namedAdminA = await sign(principal(clinicA, { roleName: 'Admin' }));
  tokens.vetA = await sign(principal(clinicA, { roleName: 'veterinarian' }));
  tokens.techA = await sign(principal(clinicA, { roleName: 'veterinarian-technician' }));
  tokens.adminB = await sign(principal(clinicB, { roleName: 'Admin', isClientAdmin: true, fullName: 'Casey Nguyen' }));
});
afterAll(async () => {
  await sandbox?.close();
  await db?.close();
});

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const response = await app.request(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, text };
}

const ANTECH = { integration: 'antech', clinic_code: clinicA.clinicCode, clinic_id: 'SANDBOX-LAB-1', account_id: 'ANTECH-ACC-1', username: 'sandbox.vet', password: 'sandbox-pass' };
const COVETRUS = { integration: 'covetrus', clinic_code: clinicA.clinicCode, clinic_id: 'SANDBOX-CLINIC-1', account_id: 'SANDBOX-ACCOUNT-1' };

const counts = async () => {
  const [row] = await db.query<{ connections: number; audit: number }>(
    `SELECT (SELECT count(*)::int FROM thirdparty.connections) AS connections, (SELECT count(*)::int FROM thirdparty.audit_log) AS audit`,
  );
  return row!;
};

describe('GET /applet', () => {
  it('lists the catalogue with the clinic status, for admins only', async () => {
    const list = await call('GET', '/applet', tokens.adminA!);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(list.body.data.map((app: any) => [app.slug, app.kind, app.status, app.requires_login])).toEqual([
      ['covetrus', 'pims', 'inactive', false],
      ['antech', 'lab', 'inactive', true],
    ]);
    expect(list.body.data[0]).toMatchObject({ name: 'Covetrus', app_name: 'Covetrus Pulse', applet_code: 'APP-COVETRUS', connection: null });
    expect(list.body.data[0]).not.toHaveProperty('__total');
    // A page past the end is empty but still reports how many apps there are.
    const past = await call('GET', '/applet?limit=1&page=5', tokens.adminA!);
    expect(past.body).toMatchObject({ data: [], meta: { total: 2, page: 5, limit: 1, offset: 4 } });
    expect(list.body.data[0].logo).toMatch(/^data:image\/svg\+xml;base64,/);

    const searched = await call('GET', '/applet?q=lab', tokens.adminA!);
    expect(searched.body.data.map((app: any) => app.slug)).toEqual(['antech']);
    const byIds = await call('GET', `/applet?ids=${list.body.data[1].id},not-a-uuid`, tokens.adminA!);
    expect(byIds.body.data.map((app: any) => app.slug)).toEqual(['antech']);

    expect((await call('GET', '/applet', tokens.superA!)).status).toBe(200);
    expect((await call('GET', '/applet', tokens.namedAdminA!)).status).toBe(200);
    expect((await call('GET', '/applet', tokens.vetA!)).status).toBe(403);
    expect((await call('GET', '/applet', tokens.techA!)).status).toBe(403);
    expect((await call('GET', '/applet', null)).status).toBe(401);
  });
});

describe('POST /applet/connect', () => {
  it('refuses vets and technicians before reading the body, and changes nothing', async () => {
    const before = await counts();
    expect((await call('POST', '/applet/connect', tokens.vetA!, ANTECH)).status).toBe(403);
    expect((await call('POST', '/applet/connect', tokens.techA!, {})).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('validates the payload: Clinic ID always, username and password for the lab provider', async () => {
    const before = await counts();
    const noClinicId = await call('POST', '/applet/connect', tokens.adminA!, { ...COVETRUS, clinic_id: '  ' });
    expect(noClinicId.status).toBe(400);
    expect(noClinicId.body.errors).toEqual([{ path: 'clinic_id', message: 'Please input Clinic ID' }]);

    const noLogin = await call('POST', '/applet/connect', tokens.adminA!, { ...ANTECH, username: '', password: undefined });
    expect(noLogin.status).toBe(400);
    expect(noLogin.body.errors).toEqual([
      { path: 'username', message: 'Please input Username' },
      { path: 'password', message: 'Please input Password' },
    ]);

    const unknown = await call('POST', '/applet/connect', tokens.adminA!, { ...COVETRUS, integration: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'integration', message: 'Unknown integration.' }]);
    expect(await counts()).toEqual(before);
  });

  it("refuses another clinic's clinic_code as not found", async () => {
    const before = await counts();
    const other = await call('POST', '/applet/connect', tokens.adminA!, { ...ANTECH, clinic_code: clinicB.clinicCode });
    expect(other.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("shows the partner's refusal and stores nothing for wrong credentials", async () => {
    const before = await counts();
    const wrong = await call('POST', '/applet/connect', tokens.adminA!, { ...ANTECH, password: 'not-the-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Invalid clinic ID, username or password.');
    const wrongAccount = await call('POST', '/applet/connect', tokens.adminA!, { ...COVETRUS, account_id: 'SANDBOX-ACCOUNT-9' });
    expect(wrongAccount.status).toBe(422);
    expect(wrongAccount.body.message).toBe('The practice ID and account ID do not match an active Covetrus account.');
    expect(await counts()).toEqual(before);
  });

  it('connects Antech with the sandbox login, stores the password sealed, and never answers with it', async () => {
    const connected = await call('POST', '/applet/connect', tokens.adminA!, ANTECH);
    expect(connected.status).toBe(201);
    expect(connected.body).toMatchObject({
      slug: 'antech',
      status: 'active',
      connection: {
        clinic_id: 'SANDBOX-LAB-1',
        account_id: 'ANTECH-ACC-1',
        username: 'sandbox.vet',
        account_name: 'Sandbox Veterinary Lab Account',
        connected_by: 'Morgan Hayes',
        connected_by_id: adminA.userId,
      },
    });
    expect(connected.text).not.toContain('sandbox-pass');
    expect(connected.text).not.toMatch(/secret|password|token/i);

    const [row] = await db.query<{ secret_ciphertext: string; owner_clinic_id: string; app_id: string; status: string }>(
      `SELECT secret_ciphertext, owner_clinic_id, app_id, status FROM thirdparty.connections WHERE status = 'active'`,
    );
    expect(row!.secret_ciphertext).not.toContain('sandbox-pass');
    const opened = createSecretBox(secretKey).open(row!.secret_ciphertext, `${row!.owner_clinic_id}:${row!.app_id}`);
    expect(opened.password).toBe('sandbox-pass');
    expect(opened.token).toEqual(expect.any(String));
    // Sealed to its clinic and app: the same envelope does not open for another row.
    expect(() => createSecretBox(secretKey).open(row!.secret_ciphertext, `${clinicB.clinicId}:${row!.app_id}`)).toThrow();

    const [audit] = await db.query<{ action: string; target_id: string; actor_user_id: string; detail: Record<string, unknown> }>(
      `SELECT action, target_id, actor_user_id, detail FROM thirdparty.audit_log WHERE action = 'integration.connect'`,
    );
    expect(audit).toMatchObject({ action: 'integration.connect', target_id: 'antech', actor_user_id: adminA.userId });
    expect(JSON.stringify(audit!.detail)).not.toContain('sandbox-pass');

    const list = await call('GET', '/applet', tokens.adminA!);
    expect(list.body.data.find((app: any) => app.slug === 'antech').status).toBe('active');
    expect(list.text).not.toContain('sandbox-pass');
    const connection = await call('GET', '/applet/antech/connection', tokens.adminA!);
    expect(connection.status).toBe(200);
    expect(connection.body).toMatchObject({ integration: 'antech', status: 'active', username: 'sandbox.vet', connected_by: 'Morgan Hayes' });
    expect(connection.text).not.toContain('sandbox-pass');

    const again = await call('POST', '/applet/connect', tokens.adminA!, ANTECH);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Antech is already connected. Disconnect it first to connect with other details.');
  });

  it("keeps each clinic's connections to itself", async () => {
    const list = await call('GET', '/applet', tokens.adminB!);
    expect(list.body.data.map((app: any) => app.status)).toEqual(['inactive', 'inactive']);
    expect((await call('GET', '/applet/antech/connection', tokens.adminB!)).status).toBe(404);
    const disconnect = await call('POST', '/applet/disconnect', tokens.adminB!, { integration: 'antech', clinic_code: clinicB.clinicCode });
    expect(disconnect.status).toBe(404);
    const aimedAtA = await call('POST', '/applet/disconnect', tokens.adminB!, { integration: 'antech', clinic_code: clinicA.clinicCode });
    expect(aimedAtA.status).toBe(404);
    expect((await call('GET', '/applet/antech/connection', tokens.adminA!)).status).toBe(200);
  });
});

describe('POST /clinic-resource/sync', () => {
  it('says plainly that no practice management system is connected', async () => {
    const result = await call('POST', `/clinic-resource/sync?clinic_code=${clinicA.clinicCode}`, tokens.vetA!);
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(NO_PIMS_CONNECTED);
    const antech = await call('POST', '/clinic-resource/sync?provider=covetrus', tokens.vetA!);
    expect(antech.body.message).toBe('Covetrus is not connected yet. Connect it under Integrations.');
    expect((await call('POST', `/clinic-resource/sync?clinic_code=${clinicB.clinicCode}`, tokens.vetA!)).status).toBe(404);
  });

  it('checks a connected practice system with the partner', async () => {
    expect((await call('POST', '/applet/connect', tokens.adminA!, COVETRUS)).status).toBe(201);
    const [before] = await db.query<{ last_verified_at: Date }>(
      `SELECT c.last_verified_at FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id WHERE a.slug = 'covetrus' AND c.status = 'active'`,
    );
    const result = await call('POST', '/clinic-resource/sync', tokens.techA!);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'verified', providers: [{ provider: 'covetrus', account_name: 'Sandbox Animal Hospital' }] });
    expect(result.body.message).toBe(
      'Covetrus is connected: the connection was checked with Covetrus just now and works.',
    );
    const [after] = await db.query<{ last_verified_at: Date }>(
      `SELECT c.last_verified_at FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id WHERE a.slug = 'covetrus' AND c.status = 'active'`,
    );
    expect(new Date(after!.last_verified_at).getTime()).toBeGreaterThanOrEqual(new Date(before!.last_verified_at).getTime());
  });

  it('renews an expired partner session from the stored credentials', async () => {
    const [row] = await db.query<{ id: string; secret_ciphertext: string; owner_clinic_id: string; app_id: string }>(
      `SELECT c.id, c.secret_ciphertext, c.owner_clinic_id, c.app_id FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id
        WHERE a.slug = 'antech' AND c.status = 'active'`,
    );
    const box = createSecretBox(secretKey);
    const context = `${row!.owner_clinic_id}:${row!.app_id}`;
    const stale = box.seal({ ...box.open(row!.secret_ciphertext, context), token: 'expired.token' }, context);
    await db.query(`UPDATE thirdparty.connections SET secret_ciphertext = $2 WHERE id = $1`, [row!.id, stale]);
    const result = await call('POST', '/clinic-resource/sync?provider=antech', tokens.adminA!);
    expect(result.status).toBe(200);
    expect(result.body.message).toContain('New results from Antech arrive on their own');
    const [renewed] = await db.query<{ secret_ciphertext: string }>(`SELECT secret_ciphertext FROM thirdparty.connections WHERE id = $1`, [row!.id]);
    const opened = box.open(renewed!.secret_ciphertext, context);
    expect(opened.token).not.toBe('expired.token');
    expect(opened.password).toBe('sandbox-pass');
  });
});

describe('POST /applet/disconnect', () => {
  it('marks the connection inactive, erases its secret, audits it, and lets the clinic connect again', async () => {
    expect((await call('POST', '/applet/disconnect', tokens.vetA!, { integration: 'antech', clinic_code: clinicA.clinicCode })).status).toBe(403);
    const result = await call('POST', '/applet/disconnect', tokens.adminA!, { integration: 'antech', clinic_code: clinicA.clinicCode });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ slug: 'antech', status: 'inactive', connection: null });
    const rows = await db.query<{ status: string; secret_ciphertext: string | null; disconnected_by_name: string }>(
      `SELECT c.status, c.secret_ciphertext, c.disconnected_by_name FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id WHERE a.slug = 'antech'`,
    );
    expect(rows).toEqual([{ status: 'inactive', secret_ciphertext: null, disconnected_by_name: 'Morgan Hayes' }]);
    const audit = await db.query<{ action: string }>(`SELECT action FROM thirdparty.audit_log WHERE target_id = 'antech' ORDER BY id`);
    expect(audit.map((entry) => entry.action)).toEqual(['integration.connect', 'integration.disconnect']);

    const twice = await call('POST', '/applet/disconnect', tokens.adminA!, { integration: 'antech', clinic_code: clinicA.clinicCode });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('Antech is not connected.');
    expect((await call('POST', '/applet/connect', tokens.adminA!, ANTECH)).status).toBe(201);
  });
});

describe('a partner that cannot be asked', () => {
  it('answers 502 with a message people can act on, and stores nothing', async () => {
    const unreachable = createThirdpartyService(
      { db, keys, mailer: createOutboxMailer(db), config: testConfig() },
      // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
      { partnerUrls: { antech: 'http://127.0.0.1:9' }, secretKey },
    );
    const before = await counts();
    const request = (body: unknown) =>
      unreachable.request('/applet/connect', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.adminB}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const antech = await request({ ...ANTECH, clinic_code: clinicB.clinicCode });
    expect(antech.status).toBe(502);
    expect((await antech.json()).message).toBe('Antech could not be reached. Please try again later.');
    const covetrus = await request({ ...COVETRUS, clinic_code: clinicB.clinicCode });
    expect(covetrus.status).toBe(502);
    expect((await covetrus.json()).message).toBe('Covetrus is not configured on this server (COVETRUS_API_URL is not set).');
    expect(await counts()).toEqual(before);
  });
});
