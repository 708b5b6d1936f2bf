import { loadKeys } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainService, migrateMain } from './service.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

describe('main service', () => {
  it('migrates its schema once and answers the health check', async () => {
    await migrateMain(db);
    await migrateMain(db);
    const [schema] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name = 'main'`);
    expect(schema!.n).toBe(1);
    const app = createMainService({ db, keys: await loadKeys(), mailer: createOutboxMailer(db), config: testConfig() }, { upstreams: { auth: 'http://127.0.0.1:9', inventory: 'http://127.0.0.1:9' } });
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'main' });
  });
});
