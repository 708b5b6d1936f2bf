// The templates' lifecycle: 'migrated' is kept under its sources' hash and reused by the next run
// with the same sources, rebuilt for other sources; 'demo' is made for each run and removed after it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrlFor, prepareTestTemplates, type PreparedTemplates, type TemplateBuilders } from './test-templates.ts';
import { openDatabase } from './database.ts';

const serverUrl = process.env.DATABASE_URL || undefined;
const stateDirs: string[] = [];
const prepared: PreparedTemplates[] = [];

afterAll(async () => {
  for (const run of prepared) await run.teardown();
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const run of prepared) {
      for (const name of Object.values(run.manifest.templates)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.end();
  }
  for (const dir of stateDirs) await rm(dir, { recursive: true, force: true });
});

function counting(): TemplateBuilders & { migrations: number; seeds: number } {
  const builders = {
    migrations: 0,
    seeds: 0,
    async migrate(db: Parameters<TemplateBuilders['migrate']>[0]) {
      builders.migrations += 1;
      await db.exec(`CREATE SCHEMA probe; CREATE TABLE probe.rows (note text)`);
    },
    async seedDemo(db: Parameters<TemplateBuilders['seedDemo']>[0], key: Buffer) {
      builders.seeds += 1;
      await db.query(`INSERT INTO probe.rows VALUES ($1)`, [key.toString('base64')]);
    },
  };
  return builders;
}

async function rowsOf(template: string): Promise<string[]> {
  const db = await openDatabase(serverUrl ? { databaseUrl: databaseUrlFor(serverUrl, template) } : { dataDir: template });
  try {
    return (await db.query<{ note: string }>(`SELECT note FROM probe.rows`)).map((row) => row.note);
  } finally {
    await db.close();
  }
}

/** The probe rows of a PGlite folder, whatever engine the run's templates are on. */
async function pgliteRowsOf(folder: string): Promise<string[]> {
  const db = await openDatabase({ dataDir: folder });
  try {
    return (await db.query<{ note: string }>(`SELECT note FROM probe.rows`)).map((row) => row.note);
  } finally {
    await db.close();
  }
}

const exists = async (template: string) => {
  if (!serverUrl) return existsSync(template);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template]);
  await admin.end();
  return rows.length === 1;
};

describe('prepareTestTemplates', () => {
  it('reuses the migrated template of the same sources, builds another for other sources, and makes the demo one per run', async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'vetchart-templates-'));
    stateDirs.push(stateDir);
    // A hash no other run has: a run on the same server never meets these templates.
    const hash = `t${Date.now().toString(16)}${process.pid}`.padEnd(16, '0');
    const builders = counting();
    // On PostgreSQL the migrated template is built twice: the database, and the PGlite folder the
    // tests that start the product as a process on PGlite copy.
    const builds = serverUrl ? 2 : 1;
    const first = await prepareTestTemplates({ stateDir, sourceHash: hash, builders, databaseUrl: serverUrl });
    prepared.push(first);
    expect([builders.migrations, builders.seeds]).toEqual([builds, 1]);
    expect(await pgliteRowsOf(first.manifest.pgliteMigrated)).toEqual([]);
    expect(await rowsOf(first.manifest.templates.demo)).toEqual([first.manifest.integrationSecretKey]);
    expect(await rowsOf(first.manifest.templates.migrated)).toEqual([]);

    const second = await prepareTestTemplates({ stateDir, sourceHash: hash, builders, databaseUrl: serverUrl });
    prepared.push(second);
    // Same sources: the migrated template is reused; the demo data is seeded again, with this run's key.
    expect([builders.migrations, builders.seeds]).toEqual([builds, 2]);
    expect(second.manifest.pgliteMigrated).toBe(first.manifest.pgliteMigrated);
    expect(second.manifest.templates.migrated).toBe(first.manifest.templates.migrated);
    expect(second.manifest.templates.demo).not.toBe(first.manifest.templates.demo);
    expect(second.manifest.integrationSecretKey).not.toBe(first.manifest.integrationSecretKey);

    const changed = await prepareTestTemplates({ stateDir, sourceHash: `${hash.slice(0, 15)}x`, builders, databaseUrl: serverUrl });
    prepared.push(changed);
    expect(builders.migrations).toBe(2 * builds);
    expect(changed.manifest.templates.migrated).not.toBe(first.manifest.templates.migrated);
    expect(changed.manifest.pgliteMigrated).not.toBe(first.manifest.pgliteMigrated);

    // The end of a run removes its demo template and manifest only.
    await first.teardown();
    prepared.splice(prepared.indexOf(first), 1);
    expect(await exists(first.manifest.templates.demo)).toBe(false);
    expect(existsSync(first.manifestPath)).toBe(false);
    expect(await exists(second.manifest.templates.demo)).toBe(true);
  }, 180_000);
});
