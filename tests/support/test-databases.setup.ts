// vitest global setup (vitest.config.ts): once per run, the template databases every test file
// copies its own database from (services/platform/src/test-templates.ts). The templates are made
// by startServices itself, so a copy is exactly what a test's own startServices would have made.
// It also brings the server build up to date (scripts/build-server.mjs) before the reliability and
// security files start products with `node scripts/start.mjs` side by side, so they run the
// build instead of each making it at the same moment.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServices } from '@vetchart/host/product';
import { loadKeys } from '@vetchart/platform/access-token';
import { prepareTestTemplates, TEMPLATES_ENV, type PreparedTemplates } from '@vetchart/platform/test-templates';
import { testConfig } from '@vetchart/platform/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry);
    if (entry === 'node_modules') return [];
    return statSync(file).isDirectory() ? filesUnder(file, keep) : keep(file) ? [file] : [];
  });
}

/**
 * A hash of everything that shapes the migrated schema: every service's migrations folder, the
 * platform's own migrating modules (jobs, outbox, limits, idempotency), each service's migrate
 * function, startServices, the host's migrateAndSeed and this setup. Another hash is another
 * template, never a stale one.
 */
export function migrationSourcesHash(): string {
  const services = readdirSync(path.join(root, 'services'));
  const files = [
    ...services.flatMap((service) => filesUnder(path.join(root, 'services', service, 'migrations'), () => true)),
    ...filesUnder(path.join(root, 'services/platform/src'), (file) => file.endsWith('.ts') && !file.endsWith('.test.ts')),
    ...services.map((service) => path.join(root, 'services', service, 'src/service.ts')).filter((file) => statSync(file, { throwIfNoEntry: false })),
    path.join(root, 'services/host/src/product.ts'),
    path.join(root, 'services/host/src/migrate-and-seed.ts'),
    fileURLToPath(import.meta.url),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

let prepared: PreparedTemplates | undefined;

export default async function setup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const { buildServer, serverBuildIsStale } = (await import(path.join(root, 'scripts/build-server.mjs'))) as { buildServer(): Promise<void>; serverBuildIsStale(): boolean };
  if (serverBuildIsStale()) await buildServer();
  // Keys are made here and thrown away: nothing seeded is signed with them (sessions are made by the tests).
  const keys = await loadKeys();
  const run = async (db: Parameters<typeof startServices>[0], demoData: boolean, integrationSecretKey?: Buffer) => {
    const services = await startServices(db, testConfig({ demoData }), keys, { integrationSecretKey });
    await services.close();
  };
  prepared = await prepareTestTemplates({
    stateDir: path.join(root, '.tmp/test-templates'),
    sourceHash: migrationSourcesHash(),
    databaseUrl: process.env.DATABASE_URL || undefined,
    builders: {
      migrate: (db) => run(db, false),
      seedDemo: (db, integrationSecretKey) => run(db, true, integrationSecretKey),
    },
  });
  // Test workers start after this and inherit the variable (createTestDatabase reads the manifest).
  process.env[TEMPLATES_ENV] = prepared.manifestPath;
  if (process.env.VETCHART_TEST_TEMPLATES_VERBOSE) console.log(`[test templates] ready in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(prepared.manifest.templates)}`);
  return async () => {
    await prepared?.teardown();
  };
}
