// The test databases: each test file gets a copy of a template the run's global setup
// prepared (tests/support/test-databases.setup.ts), and a copy is what startServices would have made.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '@vetchart/platform/database';
import { createTestDatabase, testIntegrationSecretKey, testTemplates } from '@vetchart/platform/testing';
import { startTestGateway, type TestGateway } from './testing.ts';

const opened: Database[] = [];
const open = async (from: 'empty' | 'migrated' | 'demo') => {
  const db = await createTestDatabase({ from });
  opened.push(db);
  return db;
};
const schemas = async (db: Database) =>
  (await db.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE nspname IN ('auth', 'main', 'billing', 'inventory', 'thirdparty') ORDER BY 1`)).map((row) => row.name);
const demoUsers = async (db: Database) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auth.users WHERE email LIKE '%@demo.vet'`))[0].n;

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
});

describe('test databases copied from the run\'s templates', () => {
  it('the global setup prepared the templates for this engine, and the demo data\'s sealing key', () => {
    expect(testTemplates()).not.toBeNull();
    expect(testIntegrationSecretKey()).toHaveLength(32);
  });

  it('an empty copy has no schema; a migrated one every schema and no demo data; a demo one the demo accounts', async () => {
    expect(await schemas(await open('empty'))).toEqual([]);
    const migrated = await open('migrated');
    expect(await schemas(migrated)).toEqual(['auth', 'billing', 'inventory', 'main', 'thirdparty']);
    expect(await demoUsers(migrated)).toBe(0);
    expect(await demoUsers(await open('demo'))).toBeGreaterThanOrEqual(5);
  });

  it('each copy is the file\'s own: what one writes, another copy of the same template never sees', async () => {
    const first = await open('demo');
    const second = await open('demo');
    await first.query(`UPDATE auth.users SET email = 'moved@clinic.test' WHERE email = 'assistant@demo.vet'`);
    expect(await first.query(`SELECT 1 FROM auth.users WHERE email = 'assistant@demo.vet'`)).toEqual([]);
    expect(await second.query(`SELECT 1 FROM auth.users WHERE email = 'assistant@demo.vet'`)).toHaveLength(1);
    expect(await (await open('demo')).query(`SELECT 1 FROM auth.users WHERE email = 'assistant@demo.vet'`)).toHaveLength(1);
  });
});

describe('the services started on a demo copy', () => {
  let gateway: TestGateway;
  afterAll(async () => {
    await gateway?.close();
  });

  it('find their migrations and seed done (no second set of demo data) and sign the demo accounts in', async () => {
    gateway = await startTestGateway();
    const [{ n }] = await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auth.users WHERE email = 'admin@demo.vet'`);
    expect(n).toBe(1);
    await expect(gateway.signIn('admin@demo.vet')).resolves.toHaveProperty('accessToken');
  });

  it('open the demo lab connection\'s sealed login (sealed with the template\'s key when it was seeded)', async () => {
    const [connection] = await gateway.db.query<{ owner_clinic_id: string; app_id: string; secret_ciphertext: string }>(
      `SELECT c.owner_clinic_id, c.app_id, c.secret_ciphertext FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id WHERE a.slug = 'antech' LIMIT 1`,
    );
    expect(connection).toBeDefined();
    const { createSecretBox } = await import('@vetchart/thirdparty/integrations/secret-box');
    const key = testIntegrationSecretKey();
    expect(key).toBeDefined();
    expect(createSecretBox(key!).open(connection.secret_ciphertext, `${connection.owner_clinic_id}:${connection.app_id}`)).toHaveProperty('password');
  });
});
