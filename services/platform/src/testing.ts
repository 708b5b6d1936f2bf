// Test helpers shared by every suite: a fresh, empty database per test file (in-memory PGlite,
// or a new database on the PostgreSQL server named by DATABASE_URL), real keys and an outbox.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database.ts';
import { loadConfig, type ProductConfig } from './config.ts';

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `vetchart_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    engine: db.engine,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Partial<ProductConfig> = {}): ProductConfig {
  return {
    ...loadConfig({}),
    publicUrl: 'http://app.test',
    demoData: false,
    dataDir: '/nonexistent',
    ...overrides,
  };
}
