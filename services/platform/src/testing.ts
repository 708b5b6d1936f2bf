// Test helpers shared by every suite: a database of its own per test file (PGlite in a folder of
// its own, or a new database on the PostgreSQL server named by DATABASE_URL), real keys and an outbox.
// The database is a copy of a template the run's global setup prepared (test-templates.ts): empty,
// with every schema migrated, or with the demo data too; copying is what makes a file's boot cheap.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './database.ts';
import { loadConfig, type ProductConfig } from './config.ts';
import { databaseUrlFor, TEMPLATES_ENV, type TestDatabaseTemplate, type TestTemplatesManifest } from './test-templates.ts';

export type { TestDatabaseTemplate };

/** The templates the run's global setup prepared for this engine, if any (a script outside vitest has none). */
export function testTemplates(): TestTemplatesManifest | null {
  const file = process.env[TEMPLATES_ENV];
  if (!file || !existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as TestTemplatesManifest;
  return manifest.databaseUrl === (process.env.DATABASE_URL || null) ? manifest : null;
}

/**
 * The key the demo template's partner secrets were sealed with: whoever starts the services on a
 * 'demo' copy passes it on (startServices' integrationSecretKey), or the demo lab connection's
 * login cannot be opened.
 */
export function testIntegrationSecretKey(): Buffer | undefined {
  const manifest = testTemplates();
  return manifest ? Buffer.from(manifest.integrationSecretKey, 'base64') : undefined;
}

/**
 * A database of the test file's own. `from`: what it starts with; 'empty' by default. Without
 * prepared templates (no global setup) every kind starts empty, so a caller asking for 'migrated'
 * or 'demo' must still run its migrations and seed (startServices does: both are idempotent, and
 * on a copy they find their work done).
 */
export async function createTestDatabase(options: { from?: TestDatabaseTemplate } = {}): Promise<Database> {
  const manifest = testTemplates();
  const template = manifest?.templates[options.from ?? 'empty'];
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (!template) return openDatabase({});
    const folder = await mkdtemp(path.join(tmpdir(), 'vetchart-test-db-'));
    await cp(template, folder, { recursive: true });
    const db = await openDatabase({ dataDir: folder });
    return {
      ...db,
      engine: db.engine,
      async close() {
        await db.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  }
  const copy = await copyPostgresDatabase(serverUrl, template);
  const db = await openDatabase({ databaseUrl: copy.url });
  return {
    ...db,
    engine: db.engine,
    async close() {
      await db.close();
      await copy.drop();
    },
  };
}

/** A new database on the PostgreSQL server, a copy of `template` when given; drop() removes it. */
async function copyPostgresDatabase(serverUrl: string, template: string | undefined): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vetchart_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: databaseUrlFor(serverUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

/**
 * The database of a whole product started on `dataDir` (the security suite's probes, the
 * reliability suite's processes), a copy of the run's template, so the start finds its migrations
 * (and, from 'demo', its seed) done: on PostgreSQL (DATABASE_URL) a new database whose URL the
 * product is given; on PGlite, or with `pglite` on any run, the template folder copied into
 * DATA_DIR/pglite where the product opens it ('migrated' only, on a PostgreSQL run). The demo data's
 * partner secrets were sealed with the run's key, so the key is written where the product reads its
 * own. Without templates (outside vitest) nothing is copied and the product migrates and seeds.
 */
export async function productDatabaseFromTemplate(
  dataDir: string,
  from: 'migrated' | 'demo',
  options: { pglite?: boolean } = {},
): Promise<{ databaseUrl: string | undefined; drop(): Promise<void> }> {
  const manifest = testTemplates();
  if (manifest) {
    await mkdir(path.join(dataDir, 'keys'), { recursive: true });
    await writeFile(path.join(dataDir, 'keys/integration-secret.key'), manifest.integrationSecretKey, { mode: 0o600 });
  }
  const serverUrl = options.pglite ? undefined : process.env.DATABASE_URL;
  if (serverUrl) {
    const copy = await copyPostgresDatabase(serverUrl, manifest?.templates[from]);
    return { databaseUrl: copy.url, drop: copy.drop };
  }
  const folder = manifest && (manifest.databaseUrl === null ? manifest.templates[from] : from === 'migrated' ? manifest.pgliteMigrated : undefined);
  if (folder) await cp(folder, path.join(dataDir, 'pglite'), { recursive: true });
  return { databaseUrl: undefined, drop: async () => undefined };
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
