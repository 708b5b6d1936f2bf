// The product's pieces: the services host (database, migrations, demo data, the five REST services
// on internal loopback ports) and the public port (the gateway package: GraphQL, web app, files and,
// outside production, the dev mailbox). This package is the composition root: the gateway imports no
// service code, the host wires the services to each other and puts the gateway in front.
// startProduct runs both in one process (tests, PGlite); `pnpm start` on PGlite runs the host in its
// primary process and the public port in gateway workers; with DATABASE_URL each service is its own
// process (main.ts, separate-services.ts, docs/architecture.md 'Processes and scaling').
import path from 'node:path';
import { authJobHandlers, createAuthService, migrateAuth, seedAuthDemo } from '@vetchart/auth/service';
import { createBillingService, migrateBilling, seedBillingDemo, seedBillingSubscriptionsDemo } from '@vetchart/billing/service';
import { demoHospitalClinicOwners, demoHospitalClinics, demoOrganizationsForBilling } from '@vetchart/auth/demo/demo-data';
import { createInventoryService, migrateInventory, seedInventoryDemo } from '@vetchart/inventory/service';
import { lookupIdsByName } from '@vetchart/inventory/lookups/lookup-names';
import { createMainService, echeckinJobHandlers, labJobHandlers, migrateMain, seedMainDemo, startAuditHeadExporter, startEcheckinScheduler, startLabResultPoller } from '@vetchart/main/service';
import type { LabLink, PracticeLink } from '@vetchart/main/results/links';
import { loadKeys, type KeyPair } from '@vetchart/platform/access-token';
import type { ProductConfig } from '@vetchart/platform/config';
import { openDatabase, type Database } from '@vetchart/platform/database';
import { acquireDataDirLock } from '@vetchart/platform/data-dir-lock';
import { migrateIdempotency } from '@vetchart/platform/idempotency';
import { AUDIT_HEADS_AREA, createFileStorage } from '@vetchart/platform/file-storage';
import { documentCacheFromEnv } from '@vetchart/gateway/documents/document-cache';
import { createOutboxMailer, migrateOutbox, smtpTransport, startOutboxSender } from '@vetchart/platform/mailer';
import { startJobRunner } from '@vetchart/platform/jobs';
import { startLimitsPurge } from '@vetchart/platform/rate-limit';
import { listen, type RunningServer, type ServiceDeps } from '@vetchart/platform/service';
import { ensureWritableDataDir } from '@vetchart/platform/startup-errors';
import { seedThirdpartyDemo } from '@vetchart/thirdparty/integrations/demo';
import { loadIntegrationSecretKey } from '@vetchart/thirdparty/integrations/secret-box';
import { startSandboxPartners } from '@vetchart/thirdparty/sandbox/sandbox';
import { createThirdpartyIntegrations, createThirdpartyService, migrateThirdparty } from '@vetchart/thirdparty/service';
import type { UpstreamUrls } from '@vetchart/gateway/context';
import { createDevMailboxApp } from '@vetchart/gateway/dev-mailbox';
import { practiceEcheckinSource } from './echeckin-source.ts';
import { thirdpartyLabLink, thirdpartyPracticeLink } from './lab-links.ts';
import { listenPublic, WEB_DIST } from '@vetchart/gateway/public-app';
import { createGateway } from '@vetchart/gateway/yoga';

export { WEB_DIST };

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
  /** The clinic's lab and practice system as the main service is handed them (lab-links.ts). */
  labLink: LabLink;
  practiceLink: PracticeLink;
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

  // Outside production, a sandbox partner for each partner URL that is not configured; the partners
  // and sealed secrets are made before the demo seed, which connects the demo clinic to the sandbox lab.
  // The partners keep their orders and written records in thirdparty's tables (migrated below,
  // before anything calls them), so a restart keeps them as the real partners would.
  const sandbox = !config.production && !(config.covetrusApiUrl && config.antechApiUrl) ? await startSandboxPartners(db) : null;
  const partnerUrls = {
    covetrus: config.covetrusApiUrl ?? sandbox?.urls.covetrus,
    antech: config.antechApiUrl ?? sandbox?.urls.antech,
  };
  const labSandboxUrl = config.antechApiUrl ? undefined : sandbox?.urls.antech;
  const integrations = createThirdpartyIntegrations(deps, { partnerUrls, secretKey: options.integrationSecretKey });

  // Migrations and demo seeding run under one lock, so replicas starting together on one
  // PostgreSQL database take turns instead of seeding the same rows at once.
  try {
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
        await seedBillingSubscriptionsDemo(deps, await demoOrganizationsForBilling(db));
        const demoClinics = await demoHospitalClinics(db);
        await seedInventoryDemo(deps, demoClinics);
        // Demo pets use the clinic's lookup ids, resolved by name through the inventory module.
        await seedMainDemo(db, await Promise.all(demoClinics.map(async (clinic) => ({ ...clinic, lookups: await lookupIdsByName(db, clinic.clinicId) }))));
        // The demo hospital starts connected to the sandbox lab (only when Antech is the local sandbox).
        await seedThirdpartyDemo(integrations, await demoHospitalClinicOwners(db), { antechIsSandbox: labSandboxUrl !== undefined });
      }
    });
  } catch (error) {
    // A failed start leaves no sandbox partner listening.
    await sandbox?.close();
    throw error;
  }

  // The clinic's lab and practice system as main reads them (lab orders, result polling, write-back):
  // in-process, through thirdparty's adapters and sealed connections (lab-links.ts).
  const labLink = thirdpartyLabLink(integrations);
  const practiceLink = thirdpartyPracticeLink(integrations);
  // Background work of auth (sign-up, forgot password) and main (the e-check-in mails, sending lab orders).
  const jobs = startJobRunner(db, { ...authJobHandlers(deps), ...echeckinJobHandlers(deps), ...labJobHandlers(deps, labLink) });
  const servers: RunningServer[] = [];
  const start = async (app: Parameters<typeof listen>[0]) => {
    const server = await listen(app);
    servers.push(server);
    return server.url;
  };
  // Main prices treatment plans from the inventory catalogue and auth's clinic tax rate, over
  // HTTP with the caller's token (docs/architecture.md, 'Service to service'): those two start first.
  const auth = await start(createAuthService(deps));
  // Inventory's AI triage for the public subjective form checks the link with main, which starts
  // after it: the URL is read when a request needs it.
  let mainUrl: string | undefined;
  const inventory = await start(createInventoryService(deps, { upstreams: { main: () => mainUrl } }));
  // A pet sync reads the practice system through thirdparty: it starts before main too.
  // Its offline address suggestions read the caller's clinic addresses from auth.
  const thirdparty = await start(createThirdpartyService(deps, { integrations, labSandboxUrl, upstreams: { auth } }));
  // The billing service reads an organization's plan from auth, and its sandbox payment provider
  // sends events to the billing service's own webhook endpoint, whose URL is known once it listens.
  let billingUrl: string | undefined;
  const billing = createBillingService(deps, { upstreams: { auth }, webhookUrl: () => (billingUrl ? `${billingUrl}/webhooks/payments` : undefined) });
  const upstreams: UpstreamUrls = {
    auth,
    main: (mainUrl = await start(createMainService(deps, { upstreams: { auth, inventory, thirdparty }, labLink, practiceLink }))),
    billing: (billingUrl = await start(billing)),
    inventory,
    thirdparty,
  };
  // The e-check-in mails (main/src/echeckin, docs/echeckin.md): every process looks each minute;
  // the database decides each mail once and the job runner above sends it.
  const echeckin = startEcheckinScheduler(db, practiceEcheckinSource(db, integrations));
  // Lab results (main/src/results/lab-sync.ts, docs/rest-main-results.md): every process asks the
  // connected labs for new results; unique keys make a second process or a restart double nothing.
  const labPoller = startLabResultPoller(db, labLink, { intervalMs: config.labPollIntervalMs });
  // The audit chain's heads, once a day, to file storage outside the database (main/src/audit,
  // docs/visit-charting.md 'The audit log'), so a shortened or rewritten log shows in audit:verify.
  const auditHeads = startAuditHeadExporter(db, createFileStorage(config.dataDir, process.env, AUDIT_HEADS_AREA));
  return {
    upstreams,
    keys,
    labLink,
    practiceLink,
    runDueJobs: async () => {
      await jobs.runDue();
    },
    close: async () => {
      // The sandbox's event deliveries: no new ones, and the one under way ends before the database closes.
      await billing.sandbox?.stop();
      await echeckin.stop();
      await labPoller.stop();
      await auditHeads.stop();
      await Promise.all(servers.map((server) => server.close()));
      await jobs.stop();
      limitsPurge.stop();
      await sender?.stop();
      await sandbox?.close();
    },
  };
}

export interface ServicesHost {
  db: Database;
  services: RunningServices;
  /** Outside production, the dev mailbox served on loopback for gateways in other processes. */
  mailboxUrl: string | null;
  close(): Promise<void>;
}

/**
 * Everything but the public port: the database, every service's migrations, the demo data when
 * configured and the five services on loopback ports (services.upstreams). `pnpm start` runs it
 * in its primary process, with the gateway in worker processes (main.ts); with `exposeMailbox`
 * the dev mailbox is served on loopback too, for those workers to forward to.
 */
export async function startServicesHost(config: ProductConfig, options: { exposeMailbox?: boolean } = {}): Promise<ServicesHost> {
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
  const openDb = db;
  const mailbox = options.exposeMailbox && !config.production ? await listen(createDevMailboxApp(openDb)) : null;
  return {
    db: openDb,
    services,
    mailboxUrl: mailbox?.url ?? null,
    async close() {
      await mailbox?.close();
      await services.close();
      await openDb.close();
      dataDirLock?.release();
    },
  };
}

/** The whole product in this process: the services host and the public port (gateway, web app). */
export async function startProduct(config: ProductConfig, options: { webDist?: string; hostname?: string } = {}): Promise<RunningProduct> {
  const host = await startServicesHost(config);
  const { services, db } = host;
  const gateway = createGateway({
    upstreams: services.upstreams,
    publicKey: services.keys.publicKey,
    countUpstreamCalls: config.countUpstreamCalls,
    publicUrl: config.publicUrl,
    corsAllowedOrigins: config.corsAllowedOrigins,
    production: config.production,
  });
  const server = await listenPublic({
    gateway,
    storage: createFileStorage(config.dataDir),
    documentCache: documentCacheFromEnv(config.dataDir),
    webDist: options.webDist ?? WEB_DIST,
    mailbox: config.production ? null : { db },
    labSandbox: !config.production,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    port: config.port,
    hostname: options.hostname ?? process.env.HOST ?? '127.0.0.1',
  });
  return {
    url: server.url,
    db,
    upstreams: services.upstreams,
    async close(closeOptions) {
      // The public port first (in-flight answers finish), then the gateway's connection pools,
      // then the services, then the database.
      await server.close(closeOptions);
      await gateway.dispose();
      await host.close();
    },
  };
}

export { mountGraphQL } from '@vetchart/gateway/public-app';
