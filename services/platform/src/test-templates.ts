// Template test databases: a test file used to pay for a whole database boot (on PGlite
// its initdb alone takes ~8 s on this machine, then every schema's migrations and the demo seed).
// Once per vitest run, a global setup prepares three templates and writes a manifest; each test
// file then gets its own copy (createTestDatabase in testing.ts):
//   empty     a database with nothing in it
//   migrated  every schema migrated
//   demo      migrated, plus the demo data as startServices seeds it
// On PostgreSQL a template is a database (`CREATE DATABASE copy TEMPLATE template`); on PGlite a
// data folder, copied file by file and opened in place.
// 'empty' and 'migrated' are named by a hash of the sources that migrate, so a later run with the
// same sources reuses them and a changed migration never meets a stale template. 'demo' is built
// anew for every run: the demo data is dated relative to now (upcoming appointments), and its
// partner secrets are sealed with a key made for this run.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './database.ts';

export type TestDatabaseTemplate = 'empty' | 'migrated' | 'demo';

/** What the global setup prepared, read by every test worker (VETCHART_TEST_TEMPLATES names the file). */
export interface TestTemplatesManifest {
  /** The DATABASE_URL the templates live on; null for PGlite folders. */
  databaseUrl: string | null;
  /** A PGlite folder or a PostgreSQL database name per template. */
  templates: Record<TestDatabaseTemplate, string>;
  /** The thirdparty key the demo data's partner secrets were sealed with (base64). */
  integrationSecretKey: string;
  /**
   * A PGlite folder with every schema migrated, on PostgreSQL runs too: the tests that start the
   * product as a process on PGlite (tests/reliability) copy it into their data folder.
   */
  pgliteMigrated: string;
}

export const TEMPLATES_ENV = 'VETCHART_TEST_TEMPLATES';

export interface TemplateBuilders {
  /** Migrates every schema (startServices without demo data). */
  migrate(db: Database): Promise<void>;
  /** Seeds the demo data on a migrated database, sealing partner secrets with integrationSecretKey. */
  seedDemo(db: Database, integrationSecretKey: Buffer): Promise<void>;
}

export interface PreparedTemplates {
  manifestPath: string;
  manifest: TestTemplatesManifest;
  /** Removes what belongs to this run only (the demo template); the hashed ones stay for the next run. */
  teardown(): Promise<void>;
}

/**
 * Builds (or reuses) the templates for this run. `sourceHash` names the sources that shape the
 * migrated schema; `stateDir` holds the manifest and, on PGlite, the template folders.
 */
export async function prepareTestTemplates(options: {
  stateDir: string;
  sourceHash: string;
  builders: TemplateBuilders;
  databaseUrl?: string;
}): Promise<PreparedTemplates> {
  const { stateDir, builders } = options;
  const hash = options.sourceHash.slice(0, 16);
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const integrationSecretKey = randomBytes(32);
  mkdirSync(stateDir, { recursive: true });
  const pgliteDir = path.join(stateDir, 'pglite');
  // On PostgreSQL the PGlite folder is built beside the databases, on the other core.
  const [prepared, pgliteMigrated] = options.databaseUrl
    ? await Promise.all([
        preparePostgres(options.databaseUrl, hash, runId, builders, integrationSecretKey),
        preparePgliteMigrated(pgliteDir, hash, runId, builders.migrate).then((folders) => folders.migrated),
      ])
    : await preparePglite(pgliteDir, hash, runId, builders, integrationSecretKey).then((pglite) => [pglite, pglite.templates.migrated] as const);
  const manifest: TestTemplatesManifest = {
    databaseUrl: options.databaseUrl ?? null,
    templates: prepared.templates,
    integrationSecretKey: integrationSecretKey.toString('base64'),
    pgliteMigrated,
  };
  const manifestPath = path.join(stateDir, `manifest-${runId}.json`);
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return {
    manifestPath,
    manifest,
    async teardown() {
      await prepared.teardown();
      rmSync(manifestPath, { force: true });
    },
  };
}

// PGlite: folders under <dir>/<hash>/{empty,migrated} kept between runs, <dir>/run-<runId>/demo per run.
async function preparePglite(dir: string, hash: string, runId: string, builders: TemplateBuilders, integrationSecretKey: Buffer) {
  const { empty, migrated } = await preparePgliteMigrated(dir, hash, runId, builders.migrate);
  const runDir = path.join(dir, `run-${runId}`);
  const demo = path.join(runDir, 'demo');
  await cp(migrated, demo, { recursive: true });
  await buildPgliteFolder(demo, (db) => builders.seedDemo(db, integrationSecretKey));
  return {
    templates: { empty, migrated, demo },
    async teardown() {
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/**
 * The PGlite 'empty' and 'migrated' template folders under <dir>/<hash>, built once and kept for
 * later runs with the same sources.
 */
async function preparePgliteMigrated(dir: string, hash: string, runId: string, migrate: TemplateBuilders['migrate']): Promise<{ empty: string; migrated: string }> {
  mkdirSync(dir, { recursive: true });
  // Folders of older sources, and demo folders of runs that ended without their teardown (a killed
  // run: its process is gone), are removed.
  for (const entry of readdirSync(dir)) {
    const runPid = /^run-(\d+)_/.exec(entry)?.[1];
    if (runPid ? !processAlive(Number(runPid)) : entry !== hash && !entry.startsWith('building-')) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  const hashed = path.join(dir, hash);
  const empty = path.join(hashed, 'empty');
  const migrated = path.join(hashed, 'migrated');
  if (!existsSync(path.join(hashed, 'complete'))) {
    // Built aside and renamed into place, so a run that is stopped half-way leaves no half template.
    const building = path.join(dir, `building-${runId}`);
    await buildPgliteFolder(path.join(building, 'empty'), async () => undefined);
    await cp(path.join(building, 'empty'), path.join(building, 'migrated'), { recursive: true });
    await buildPgliteFolder(path.join(building, 'migrated'), migrate);
    writeFileSync(path.join(building, 'complete'), new Date().toISOString());
    try {
      renameSync(building, hashed);
    } catch {
      // Another run finished the same templates first: theirs are equal to ours.
      rmSync(building, { recursive: true, force: true });
    }
  }
  return { empty, migrated };
}

async function buildPgliteFolder(folder: string, build: (db: Database) => Promise<void>): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const db = await openDatabase({ dataDir: folder });
  try {
    await build(db);
  } finally {
    await db.close();
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// PostgreSQL: databases vetchart_tpl_<hash>_{empty,migrated} kept between runs (on a CI machine the
// server is new anyway), vetchart_tpl_run_<runId>_demo per run.
async function preparePostgres(serverUrl: string, hash: string, runId: string, builders: TemplateBuilders, integrationSecretKey: Buffer) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const names = (await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'vetchart\\_tpl\\_%'`)).rows.map((row) => row.datname);
    // Demo templates and half-built ones of runs whose process is gone.
    for (const name of names) {
      const runPid = /^vetchart_tpl_(?:run|building)_(\d+)_/.exec(name)?.[1];
      if (runPid && !processAlive(Number(runPid))) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    }
    const empty = `vetchart_tpl_${hash}_empty`;
    const migrated = `vetchart_tpl_${hash}_migrated`;
    if (!names.includes(migrated)) {
      const building = `vetchart_tpl_building_${runId}`;
      await admin.query(`CREATE DATABASE ${building}`);
      await buildPostgresDatabase(serverUrl, building, builders.migrate);
      try {
        // The name appears only once the template is complete; a concurrent run may win the race.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${migrated}`);
      } catch {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      }
    }
    if (!names.includes(empty)) await admin.query(`CREATE DATABASE ${empty}`).catch(() => undefined);
    const demo = `vetchart_tpl_run_${runId}_demo`;
    await admin.query(`CREATE DATABASE ${demo} TEMPLATE ${migrated}`);
    await buildPostgresDatabase(serverUrl, demo, (db) => builders.seedDemo(db, integrationSecretKey));
    return {
      templates: { empty, migrated, demo },
      async teardown() {
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${demo} WITH (FORCE)`).catch(() => undefined);
        await cleanup.end();
      },
    };
  } finally {
    await admin.end();
  }
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function buildPostgresDatabase(serverUrl: string, name: string, build: (db: Database) => Promise<void>): Promise<void> {
  const db = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
  try {
    await build(db);
  } finally {
    // No connection may stay open on a template: CREATE DATABASE … TEMPLATE refuses one in use.
    await db.close();
  }
}
