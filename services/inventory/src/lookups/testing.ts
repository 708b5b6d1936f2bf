// Test harness for the inventory service's lookup lists: a fresh database with the inventory
// schema, the real app, and access tokens signed with the test keys for people of two clinics.
import { randomUUID } from 'node:crypto';
import { migrateAuth } from '@vetchart/auth/service';
import { testAccessToken } from '@vetchart/auth/testing';
import { loadKeys, type Principal } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { createInventoryService, migrateInventory, type InventoryServiceOptions } from '../service.ts';

export interface CallResult<Body = any> {
  status: number;
  body: Body;
  headers: Headers;
  bytes: Buffer;
}

export interface InventoryHarness {
  db: Database;
  call<Body = any>(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<CallResult<Body>>;
  /** A raw request to the service (multipart uploads). */
  request(path: string, init: RequestInit): Promise<Response>;
  /** An access token for someone of the given clinic. */
  token(person: Partial<Principal> & { clinicId: string; organizationId: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startInventoryHarness(options: InventoryServiceOptions = {}): Promise<InventoryHarness> {
  // Every schema already migrated (the run's template); the migrations below find nothing to do.
  const db = await createTestDatabase({ from: 'migrated' });
  await migrateInventory(db);
  // Every service checks that a token's session is live in auth's published view.
  await migrateAuth(db);
  const keys = await loadKeys();
  const app = createInventoryService({ db, keys, mailer: createOutboxMailer(db), config: testConfig() }, options);
  return {
    db,
    async request(path, init) {
      return app.request(path, init);
    },
    async call(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      const bytes = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get('content-type') ?? '';
      const body = type.includes('application/json') && bytes.length ? JSON.parse(bytes.toString('utf8')) : bytes.toString('utf8');
      return { status: response.status, body, headers: response.headers, bytes };
    },
    async token(person) {
      const principal: Omit<Principal, 'sessionId'> = {
        userId: randomUUID(),
        userCode: 'U1',
        email: 'person@clinic.test',
        fullName: 'Test Person',
        organizationCode: 'ORG1',
        clinicCode: 'CL1',
        roleId: randomUUID(),
        roleName: 'Admin',
        isSuperAdmin: false,
        isClientAdmin: false,
        permissions: [],
        ...person,
      };
      return testAccessToken(db, keys, principal, 600);
    },
    close: () => db.close(),
  };
}
