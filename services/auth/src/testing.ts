// Test harness for the auth service: a fresh database with the auth schema and the outbox, the
// real app with real keys, and helpers to call it and read the mail it sent.
import { randomUUID } from 'node:crypto';
import { loadKeys, signAccessToken, type KeyPair, type Principal } from '@vetchart/platform/access-token';
import { CLIENT_ADDRESS_HEADER } from '@vetchart/platform/client-address';
import type { ProductConfig } from '@vetchart/platform/config';
import type { Database, Sql } from '@vetchart/platform/database';
import { createOutboxMailer, listOutbox, migrateOutbox, type OutboxMail } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';
import { randomToken, sha256 } from '@vetchart/platform/secrets';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { startJobRunner } from '@vetchart/platform/jobs';
import { authJobHandlers, createAuthService, migrateAuth } from './service.ts';

export interface CallResult<Body = any> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface AuthHarness {
  db: Database;
  deps: ServiceDeps;
  keys: KeyPair;
  /** `address`: the client address the gateway would forward (x-client-ip). */
  call<Body = any>(method: string, path: string, options?: { body?: unknown; token?: string; address?: string }): Promise<CallResult<Body>>;
  /** The newest mail to an address, and its first link containing `marker`. */
  lastMail(to: string, marker: string): Promise<{ mail: OutboxMail; link: URL }>;
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

export async function startAuthHarness(overrides: Partial<ProductConfig> = {}): Promise<AuthHarness> {
  // Every schema already migrated (the run's template); the migrations below find nothing to do.
  const db = await createTestDatabase({ from: 'migrated' });
  await migrateOutbox(db);
  await migrateAuth(db);
  const keys = await loadKeys();
  const deps: ServiceDeps = { db, keys, mailer: createOutboxMailer(db), config: testConfig(overrides) };
  const app = createAuthService(deps);
  // Background work (forgot password, sign-up) is run after each call, so tests see its result.
  const jobs = startJobRunner(db, authJobHandlers(deps), { pollMs: 60_000 });

  return {
    db,
    deps,
    keys,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.address) headers[CLIENT_ADDRESS_HEADER] = options.address;
      const response = await app.request(path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      await jobs.runDue();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    async lastMail(to, marker) {
      const [mail] = await listOutbox(db, { to, limit: 1 });
      if (!mail) throw new Error(`no mail to ${to}`);
      const link = mail.links.find((candidate) => candidate.includes(marker));
      if (!link) throw new Error(`no ${marker} link in mail to ${to}: ${mail.text_body}`);
      return { mail, link: new URL(link) };
    },
    async count(table) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return row!.n;
    },
    async close() {
      await jobs.stop();
      await db.close();
    },
  };
}

/** A valid sign-up body; override any field. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    organization: 'Maple Vet Group',
    address: { zip: '60614', city: 'Chicago', country: 'US', state: 'IL', address1: '1200 N Clark St', address2: 'Floor 2' },
    clinics: [{ name: 'Maple Vet Downtown' }],
    first_name: 'Jamie',
    last_name: 'Park',
    email: 'jamie@maple.vet',
    phone: '3125550188',
    password: 'Str0ng!pass',
    question_answers: { question: 'What was the name of your first pet?', answer: 'Biscuit' },
    plan_code: 'basic',
    ...overrides,
  };
}

/** Signs up and activates an owner through the real endpoints; returns their login session. */
export async function signUpAndVerify(harness: AuthHarness, overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  const signup = await harness.call('POST', '/auth/signup', { body: payload });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
  const { link } = await harness.lastMail(payload.email, '/verify/');
  const token = link.pathname.split('/verify/')[1]!;
  const verified = await harness.call('POST', `/verify/${token}`, { body: {} });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  const login = await harness.call('POST', '/auth/login', { body: { email: payload.email, password: payload.password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { signup: signup.body, session: login.body, payload };
}

/** Signs in through POST /auth/login; fails the test when that does not work. */
export async function signIn(harness: AuthHarness, email: string, password = 'Demo!2345') {
  const login = await harness.call('POST', '/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login as ${email} failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body as { token: string; refresh_token: string; token_expires_at: string; [key: string]: any };
}

/**
 * For the other services' tests, which act as made-up people: the auth rows behind such a person
 * (their organization, an active account, a membership and a live sign-in), so that the session
 * check every service makes (auth.active_sessions) accepts their tokens. Needs migrateAuth.
 * Returns the principal with the new session's id.
 */
export async function openTestSession(sql: Sql, who: Omit<Principal, 'sessionId'>): Promise<Principal> {
  await sql.query(
    `INSERT INTO auth.organizations (id, organization_code, name, plan_code) VALUES ($1, $2, 'Test organization', 'basic')
     ON CONFLICT (id) DO NOTHING`,
    [who.organizationId, `TEST-${who.organizationId}`],
  );
  await sql.query(
    `INSERT INTO auth.users (id, user_code, email, first_name, last_name, is_active, email_verified_at, is_super_admin)
     VALUES ($1, $2, $3, 'Test', 'Person', true, now(), $4)
     ON CONFLICT (id) DO NOTHING`,
    [who.userId, `TEST-${who.userId}`, `${who.userId}@session.test`, who.isSuperAdmin],
  );
  await sql.query(
    `INSERT INTO auth.user_organizations (user_id, organization_id, role_id, is_client_admin)
     SELECT $1, $2, id, $3 FROM auth.roles WHERE organization_id IS NULL AND slug = 'admin'
     ON CONFLICT (user_id, organization_id) DO NOTHING`,
    [who.userId, who.organizationId, who.isClientAdmin],
  );
  const sessionId = randomUUID();
  await sql.query(
    `INSERT INTO auth.refresh_tokens (family_id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
    [sessionId, who.userId, sha256(randomToken())],
  );
  return { ...who, sessionId };
}

/** An access token for a made-up person with a live session (openTestSession). */
export async function testAccessToken(sql: Sql, keys: KeyPair, who: Omit<Principal, 'sessionId'>, ttlSeconds = 900): Promise<string> {
  return (await signAccessToken(keys.privateKey!, await openTestSession(sql, who), ttlSeconds)).token;
}
