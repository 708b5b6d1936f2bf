// Test harness for the billing service: a fresh database with the auth schema (sessions, and the
// organization's plan the service reads from auth's GET /me), the real auth and billing services
// on loopback ports (the sandbox delivers its events to billing's webhook endpoint over HTTP),
// and helpers to act as the people of an organization.
import { randomUUID } from 'node:crypto';
import { loadKeys, type KeyPair, type Principal } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { createOutboxMailer, migrateOutbox } from '@vetchart/platform/mailer';
import { listen, type RunningServer, type ServiceDeps } from '@vetchart/platform/service';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { createAuthService, migrateAuth } from '@vetchart/auth/service';
import { testAccessToken } from '@vetchart/auth/testing';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox.ts';
import { createBillingService, migrateBilling, seedBillingDemo, type BillingApp } from './service.ts';

export const WEBHOOK_SECRET = 'whsec_test_billing_harness';

export interface CallResult<Body = any> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface BillingHarness {
  db: Database;
  deps: ServiceDeps;
  keys: KeyPair;
  app: BillingApp;
  url: string;
  sandbox: SandboxProvider | null;
  call<Body = any>(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string }): Promise<CallResult<Body>>;
  /** A client admin (or member) of an organization, with a live session; a new organization unless given. */
  person(options?: { organizationId?: string; clientAdmin?: boolean; superAdmin?: boolean; planCode?: string; name?: string }): Promise<{ token: string; organizationId: string; userId: string }>;
  count(table: string, where?: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

export async function startBillingHarness(options: { provider?: (db: Database, webhookUrl: () => string | undefined) => PaymentProvider } = {}): Promise<BillingHarness> {
  // Every schema already migrated (the run's template); the migrations below find nothing to do.
  const db = await createTestDatabase({ from: 'migrated' });
  await migrateIdempotency(db);
  await migrateOutbox(db);
  await migrateAuth(db);
  await migrateBilling(db);
  const keys = await loadKeys();
  const deps: ServiceDeps = { db, keys, mailer: createOutboxMailer(db), config: testConfig() };
  await seedBillingDemo(deps);
  const servers: RunningServer[] = [];
  const auth = await listen(createAuthService(deps));
  servers.push(auth);
  let billingUrl: string | undefined;
  const webhookUrl = () => (billingUrl ? `${billingUrl}/webhooks/payments` : undefined);
  const provider = options.provider
    ? options.provider(db, webhookUrl)
    : createSandboxProvider({ db, webhookSecret: WEBHOOK_SECRET, webhookUrl, retryDelaysMs: [] });
  const app = createBillingService(deps, { upstreams: { auth: auth.url }, provider });
  const billing = await listen(app);
  servers.push(billing);
  billingUrl = billing.url;

  return {
    db,
    deps,
    keys,
    app,
    url: billing.url,
    sandbox: app.sandbox,
    async call(method, path, callOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.body !== undefined || callOptions.raw !== undefined) headers['content-type'] = 'application/json';
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      const response = await fetch(`${billing.url}${path}`, {
        method,
        headers,
        body: callOptions.raw ?? (callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body)),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    async person(who = {}) {
      const organizationId = who.organizationId ?? randomUUID();
      const userId = randomUUID();
      const principal: Omit<Principal, 'sessionId'> = {
        userId,
        userCode: `U-${userId.slice(0, 8)}`,
        email: `${userId.slice(0, 8)}@clinic.test`,
        fullName: who.name ?? 'Robin Admin',
        organizationId,
        organizationCode: `ORG-${organizationId.slice(0, 8)}`,
        clinicId: null,
        clinicCode: null,
        roleId: randomUUID(),
        roleName: 'Admin',
        isSuperAdmin: who.superAdmin ?? false,
        isClientAdmin: who.clientAdmin ?? false,
        permissions: [],
      };
      const token = await testAccessToken(db, keys, principal);
      if (who.planCode) await db.query(`UPDATE auth.organizations SET plan_code = $2 WHERE id = $1`, [organizationId, who.planCode]);
      return { token, organizationId, userId };
    },
    async count(table, where, params) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}${where ? ` WHERE ${where}` : ''}`, params);
      return row!.n;
    },
    async close() {
      await app.sandbox?.stop();
      await Promise.all(servers.map((server) => server.close({ graceMs: 100 })));
      await db.close();
    },
  };
}
