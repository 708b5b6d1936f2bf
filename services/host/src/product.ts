// The product's pieces: the services host (database, migrations, demo data, the five REST services
// on internal loopback ports) and the public port (the gateway package: GraphQL, web app, files and,
// outside production, the dev mailbox). This package is the composition root: the gateway imports no
// service code, the host wires the services to each other and puts the gateway in front.
// startProduct runs both in one process (tests, PGlite); `pnpm start` on PGlite runs the host in its
// primary process and the public port in gateway workers; with DATABASE_URL each service is its own
// process (main.ts, separate-services.ts, docs/architecture.md 'Processes and scaling').
import path from 'node:path';
import { loadKeys, type KeyPair } from '@vetchart/platform/access-token';
import type { ProductConfig } from '@vetchart/platform/config';
import { openDatabase, type Database } from '@vetchart/platform/database';
import { acquireDataDirLock } from '@vetchart/platform/data-dir-lock';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { createOutboxMailer, smtpTransport, startOutboxSender } from '@vetchart/platform/mailer';
import { startJobRunner, type JobHandlers } from '@vetchart/platform/jobs';
import { startLimitsPurge } from '@vetchart/platform/rate-limit';
import type { Stoppable } from '@vetchart/platform/run-service';
import { listen, type RunningServer, type ServiceDeps } from '@vetchart/platform/service';
import { ensureWritableDataDir } from '@vetchart/platform/startup-errors';
import { loadIntegrationSecretKey } from '@vetchart/thirdparty/integrations/secret-box';
import type { UpstreamUrls } from '@vetchart/gateway/context';
import { createDevMailboxApp } from '@vetchart/gateway/dev-mailbox';
import { documentCacheFromEnv } from '@vetchart/gateway/documents/document-cache';
import { listenPublic, WEB_DIST } from '@vetchart/gateway/public-app';
import { createGateway } from '@vetchart/gateway/yoga';
import { startPartnersAndMigrate } from './migrate-and-seed.ts';
import type { LabLink, PracticeLink } from '@vetchart/main/results/links';
import { mainLinks, SERVICE_NAMES, serviceProcesses, type MainLinks } from './service-processes.ts';

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
 * in this process (service-processes.ts; plus, outside production, a sandbox partner for each
 * partner URL that is not configured). Without an integrationSecretKey the thirdparty service uses
 * INTEGRATION_SECRET_KEY or a fresh key.
 */
export async function startServices(
  db: Database,
  config: ProductConfig,
  keys: KeyPair,
  options: { integrationSecretKey?: Buffer } = {},
): Promise<RunningServices> {
  // With SMTP, requests only queue mail in the outbox; this process's sender delivers it.
  const sender = config.smtpUrl ? startOutboxSender(db, smtpTransport(config.smtpUrl), config.mailFrom) : null;
  const mailer = createOutboxMailer(db, { deliverInBackground: Boolean(sender), onQueued: () => sender?.wake() });
  const limitsPurge = startLimitsPurge(db);
  const deps: ServiceDeps = { db, keys, mailer, config };

  let started: Awaited<ReturnType<typeof startPartnersAndMigrate>>;
  try {
    started = await startPartnersAndMigrate(deps, options.integrationSecretKey);
  } catch (error) {
    limitsPurge.stop();
    await sender?.stop();
    throw error;
  }
  const { partners, integrations } = started;

  const urls: Partial<UpstreamUrls> = {};
  const links: MainLinks = mainLinks(integrations);
  const definitions = serviceProcesses({ upstream: (name) => urls[name], integrations: () => integrations, labSandboxUrl: partners.labSandboxUrl });
  const servers: RunningServer[] = [];
  const stopping: Stoppable[] = [];
  const handlers: JobHandlers = {};
  for (const name of SERVICE_NAMES) {
    const definition = definitions[name];
    let url: string | undefined;
    const app = await definition.create(deps, { url: () => url, stopping });
    const server = await listen(app);
    servers.push(server);
    urls[name] = url = server.url;
    Object.assign(handlers, definition.jobHandlers?.(deps));
  }
  // Background work of auth (sign-up, forgot password) and main (the e-check-in mails, sending lab orders).
  const jobs = startJobRunner(db, handlers);
  for (const name of SERVICE_NAMES) stopping.push(...(definitions[name].background?.(deps) ?? []));
  return {
    upstreams: urls as UpstreamUrls,
    keys,
    ...links,
    runDueJobs: async () => {
      await jobs.runDue();
    },
    close: async () => {
      for (const part of stopping) await part.stop();
      await Promise.all(servers.map((server) => server.close()));
      await jobs.stop();
      limitsPurge.stop();
      await sender?.stop();
      await partners.close();
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
export async function startProduct(
  config: ProductConfig,
  options: {
    webDist?: string;
    hostname?: string;
    /** GraphQL operations executed at once (gateway-workers.ts, graphqlConcurrency); none: no limit. */
    maxConcurrentOperations?: number;
    /** Awaited once the services run, before the public port opens (given a way to stop them). */
    beforeListening?: (stopServices: () => Promise<void>) => Promise<void>;
  } = {},
): Promise<RunningProduct> {
  const host = await startServicesHost(config);
  const { services, db } = host;
  await options.beforeListening?.(() => host.close());
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
    maxConcurrentOperations: options.maxConcurrentOperations,
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
