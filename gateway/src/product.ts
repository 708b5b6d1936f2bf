// The whole product in one process: the five REST services on internal loopback ports, the
// GraphQL gateway, the built web app and (outside production) the dev mailbox, on one port.
// Production can instead run each service and the gateway as its own process.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authJobHandlers, createAuthService, migrateAuth, seedAuthDemo } from '@vetchart/auth/service';
import { createBillingService, migrateBilling, seedBillingDemo } from '@vetchart/billing/service';
import { demoHospitalClinics } from '@vetchart/auth/demo/demo-data';
import { createInventoryService, migrateInventory, seedInventoryDemo } from '@vetchart/inventory/service';
import { lookupIdsByName } from '@vetchart/inventory/lookups/lookup-names';
import { createMainService, migrateMain, seedMainDemo } from '@vetchart/main/service';
import { loadKeys, type KeyPair } from '@vetchart/platform/access-token';
import type { ProductConfig } from '@vetchart/platform/config';
import { openDatabase, type Database } from '@vetchart/platform/database';
import { clientAddressOf } from '@vetchart/platform/client-address';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { createOutboxMailer, migrateOutbox, smtpTransport, startOutboxSender } from '@vetchart/platform/mailer';
import { startJobRunner } from '@vetchart/platform/jobs';
import { startLimitsPurge } from '@vetchart/platform/rate-limit';
import { listen, type RunningServer, type ServiceDeps } from '@vetchart/platform/service';
import { loadIntegrationSecretKey } from '@vetchart/thirdparty/integrations/secret-box';
import { startSandboxPartners } from '@vetchart/thirdparty/sandbox/sandbox';
import { createThirdpartyService, migrateThirdparty } from '@vetchart/thirdparty/service';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { UpstreamUrls } from './context.ts';
import { mountDevMailbox } from './dev-mailbox.ts';
import { mountFiles } from './files/serve-files.ts';
import { mountGraphiQLAssets } from './security/graphiql.ts';
import { imageOriginsFromEnv, securityHeaders } from './security/security-headers.ts';
import { mountWebApp } from './static-web.ts';
import { createGateway } from './yoga.ts';

export const WEB_DIST = process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningProduct {
  url: string;
  db: Database;
  upstreams: UpstreamUrls;
  close(): Promise<void>;
}

export interface RunningServices {
  upstreams: UpstreamUrls;
  keys: KeyPair;
  /** Runs the background work queued so far (tests call it to see its effects at once). */
  runDueJobs(): Promise<void>;
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
  // With SMTP, requests only queue mail in the outbox; this process's sender delivers it.
  const sender = config.smtpUrl ? startOutboxSender(db, smtpTransport(config.smtpUrl), config.mailFrom) : null;
  const mailer = createOutboxMailer(db, { deliverInBackground: Boolean(sender), onQueued: () => sender?.wake() });
  const limitsPurge = startLimitsPurge(db);
  const deps: ServiceDeps = { db, keys, mailer, config };

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

  const jobs = startJobRunner(db, authJobHandlers(deps));
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
    runDueJobs: async () => {
      await jobs.runDue();
    },
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await jobs.stop();
      limitsPurge.stop();
      await sender?.stop();
      await sandbox?.close();
    },
  };
}

export async function startProduct(config: ProductConfig, options: { webDist?: string; hostname?: string } = {}): Promise<RunningProduct> {
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  const services = await startServices(db, config, await loadKeys({ dataDir: config.dataDir }), {
    integrationSecretKey: loadIntegrationSecretKey({ dataDir: config.dataDir }),
  });
  const gateway = createGateway({
    upstreams: services.upstreams,
    publicKey: services.keys.publicKey,
    countUpstreamCalls: config.countUpstreamCalls,
    publicUrl: config.publicUrl,
    corsAllowedOrigins: config.corsAllowedOrigins,
    production: config.production,
  });
  const app = new Hono();
  app.use('*', securityHeaders({ publicUrl: config.publicUrl, imageOrigins: imageOriginsFromEnv() }));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  mountGraphQL(app, gateway, { trustProxy: config.trustProxy });
  if (!config.production) mountDevMailbox(app, db);
  mountFiles(app, createFileStorage(config.dataDir));
  mountGraphiQLAssets(app);
  mountWebApp(app, options.webDist ?? WEB_DIST);

  const server = await listen(app, { port: config.port, hostname: options.hostname ?? process.env.HOST ?? '127.0.0.1' });
  return {
    url: server.url,
    db,
    upstreams: services.upstreams,
    async close() {
      await server.close();
      await services.close();
      await db.close();
    },
  };
}

/**
 * /graphql on the product's port. Answers of 1 KB or more go out gzip-compressed to clients that
 * accept it (the pets table's page of 10 pets: 6.1 KB of JSON, 2.0 KB gzipped); smaller ones as they are.
 */
/** /graphql with compressed answers; the caller's network address goes to Yoga's server context. */
export function mountGraphQL(
  app: Hono,
  gateway: { fetch: (request: Request, serverContext: { clientAddress?: string }) => Response | Promise<Response> },
  options: { trustProxy?: ProductConfig['trustProxy'] } = {},
): void {
  // Caches must keep the compressed and the plain answer apart (compress() does not say so itself).
  app.use('/graphql', async (c, next) => {
    await next();
    const headers = new Headers(c.res.headers);
    if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  });
  app.use('/graphql', compress({ encoding: 'gzip', threshold: 1024 }));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => gateway.fetch(c.req.raw, { clientAddress: clientAddressOf(c, options.trustProxy ?? 0) }));
}
