// The whole product in one process: the five REST services on internal loopback ports, the
// GraphQL gateway, the built web app and (outside production) the dev mailbox, on one port.
// Production can instead run each service and the gateway as its own process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuthService, migrateAuth, seedAuthDemo } from '@vetchart/auth/service';
import { createBillingService, migrateBilling, seedBillingDemo } from '@vetchart/billing/service';
import { demoHospitalClinics } from '@vetchart/auth/demo/demo-data';
import { createInventoryService, migrateInventory, seedInventoryDemo } from '@vetchart/inventory/service';
import { lookupIdsByName } from '@vetchart/inventory/lookups/lookup-names';
import { createMainService, migrateMain, seedMainDemo } from '@vetchart/main/service';
import { loadKeys, type KeyPair } from '@vetchart/platform/access-token';
import type { ProductConfig } from '@vetchart/platform/config';
import { openDatabase, type Database } from '@vetchart/platform/database';
import { acquireDataDirLock } from '@vetchart/platform/data-dir-lock';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { createOutboxMailer, createSmtpMailer, migrateOutbox } from '@vetchart/platform/mailer';
import { listen, type RunningServer, type ServiceDeps } from '@vetchart/platform/service';
import { ensureWritableDataDir } from '@vetchart/platform/startup-errors';
import { loadIntegrationSecretKey } from '@vetchart/thirdparty/integrations/secret-box';
import { startSandboxPartners } from '@vetchart/thirdparty/sandbox/sandbox';
import { createThirdpartyService, migrateThirdparty } from '@vetchart/thirdparty/service';
import { Hono } from 'hono';
import type { UpstreamUrls } from './context.ts';
import { mountDevMailbox } from './dev-mailbox.ts';
import { mountFiles } from './files/serve-files.ts';
import { mountWebApp } from './static-web.ts';
import { createGateway } from './yoga.ts';

export const WEB_DIST = process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningProduct {
  url: string;
  db: Database;
  upstreams: UpstreamUrls;
  /** Stops taking requests, lets in-flight ones finish (graceMs, default 10 s), then closes everything. */
  close(options?: { graceMs?: number }): Promise<void>;
}

export interface RunningServices {
  upstreams: UpstreamUrls;
  keys: KeyPair;
  close(): Promise<void>;
}

/**
 * Migrates every service's schema, loads demo data when configured, and starts the five services
 * (plus, outside production, a sandbox partner for each partner URL that is not configured).
 * Without an integrationSecretKey the thirdparty service uses INTEGRATION_SECRET_KEY or a fresh key.
 */
export async function startServices(
  db: Database,
  config: ProductConfig,
  keys: KeyPair,
  options: { integrationSecretKey?: Buffer } = {},
): Promise<RunningServices> {
  await migrateOutbox(db);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db);
  const deps: ServiceDeps = { db, keys, mailer, config };

  // Migrations and demo seeding run under one lock, so replicas starting together on one
  // PostgreSQL database take turns instead of seeding the same rows at once.
  await db.withExclusiveLock('vetchart:startup', async () => {
    await migrateIdempotency(db);
    await migrateAuth(db);
    await migrateMain(db);
    await migrateBilling(db);
    await migrateInventory(db);
    await migrateThirdparty(db);
    if (config.demoData) {
      await seedBillingDemo(deps);
      await seedAuthDemo(deps);
      const demoClinics = await demoHospitalClinics(db);
      await seedInventoryDemo(deps, demoClinics);
      // Demo pets use the clinic's lookup ids, resolved by name through the inventory module.
      await seedMainDemo(db, await Promise.all(demoClinics.map(async (clinic) => ({ ...clinic, lookups: await lookupIdsByName(db, clinic.clinicId) }))));
    }
  });

  const servers: RunningServer[] = [];
  const sandbox = !config.production && !(config.covetrusApiUrl && config.antechApiUrl) ? await startSandboxPartners() : null;
  const partnerUrls = {
    covetrus: config.covetrusApiUrl ?? sandbox?.urls.covetrus,
    antech: config.antechApiUrl ?? sandbox?.urls.antech,
  };
  const start = async (app: Parameters<typeof listen>[0]) => {
    const server = await listen(app);
    servers.push(server);
    return server.url;
  };
  const upstreams: UpstreamUrls = {
    auth: await start(createAuthService(deps)),
    main: await start(createMainService(deps)),
    billing: await start(createBillingService(deps)),
    inventory: await start(createInventoryService(deps)),
    thirdparty: await start(createThirdpartyService(deps, { partnerUrls, secretKey: options.integrationSecretKey })),
  };
  return {
    upstreams,
    keys,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await sandbox?.close();
    },
  };
}

export async function startProduct(config: ProductConfig, options: { webDist?: string; hostname?: string } = {}): Promise<RunningProduct> {
  ensureWritableDataDir(config.dataDir);
  // PGlite's files allow one process: a second start on the same folder is refused at once.
  // With DATABASE_URL the folder only holds keys and uploads, which replicas may share.
  const dataDirLock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  let db: Database | undefined;
  let services: RunningServices;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
    services = await startServices(db, config, await loadKeys({ dataDir: config.dataDir }), {
      integrationSecretKey: loadIntegrationSecretKey({ dataDir: config.dataDir }),
    });
  } catch (error) {
    // Whatever failed (an unreachable database, a migration), nothing is left holding the folder.
    await db?.close().catch(() => undefined);
    dataDirLock?.release();
    throw error;
  }
  const gateway = createGateway({
    upstreams: services.upstreams,
    publicKey: services.keys.publicKey,
    countUpstreamCalls: config.countUpstreamCalls,
  });
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => gateway.fetch(c.req.raw));
  if (!config.production) mountDevMailbox(app, db);
  mountFiles(app, createFileStorage(config.dataDir));
  mountWebApp(app, options.webDist ?? WEB_DIST);

  const server = await listen(app, { port: config.port, hostname: options.hostname ?? process.env.HOST ?? '127.0.0.1' });
  return {
    url: server.url,
    db,
    upstreams: services.upstreams,
    async close(closeOptions) {
      // The public port first (in-flight answers finish), then the gateway's connection pools,
      // then the services, then the database.
      await server.close(closeOptions);
      await gateway.dispose();
      await services.close();
      await db.close();
      dataDirLock?.release();
    },
  };
}
