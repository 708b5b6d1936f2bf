// Runs one REST service as its own process (services against PostgreSQL, one process each):
// migrations first (under the start-up lock shared by every replica; a no-op when `pnpm start`
// migrated before), then the HTTP app on PORT, the service's job handlers and its other background
// work. The services host (@vetchart/host: run-service.ts) defines each service's process;
// `pnpm start` with DATABASE_URL forks one per service (host/src/separate-services.ts).
//
// Start-up failures print one line (exit 1). Once listening, a process forked with an IPC channel
// says so ({ type: 'ready', url }), so whoever started it waits for that, not for a log line.
// SIGTERM or SIGINT (Ctrl-C reaches the whole process group, then `pnpm start` sends SIGTERM too:
// the stop runs once) finishes in-flight requests within SHUTDOWN_GRACE_SECONDS, stops the
// background work, closes the database and exits 0.
import type { Hono } from 'hono';
import { loadKeys } from './access-token.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { migrateIdempotency } from './idempotency.ts';
import { startJobRunner, type JobHandlers, type JobRunner } from './jobs.ts';
import { createOutboxMailer, migrateOutbox, smtpTransport, startOutboxSender } from './mailer.ts';
import { startLimitsPurge } from './rate-limit.ts';
import { listen, type RunningServer, type ServiceDeps } from './service.ts';
import { describeStartupError } from './startup-errors.ts';

/** Something the service started beside its HTTP app (a scheduler, a poller, a sandbox), stopped before the database closes. */
export interface Stoppable {
  stop(): Promise<void> | void;
}

export interface ServiceProcess {
  name: string;
  migrate(db: Database): Promise<void>;
  /**
   * The HTTP app. `self.url()` is this process's own address once it listens (billing's sandbox
   * payment provider posts its events to the service's own webhook). `stopping` collects what
   * the app started that must stop before the database closes.
   */
  create(deps: ServiceDeps, self: { url(): string | undefined; stopping: Stoppable[] }): Hono<any> | Promise<Hono<any>>;
  /** The service's background jobs (platform/jobs.ts), run by every replica. */
  jobHandlers?(deps: ServiceDeps): JobHandlers;
  /** Other background work (schedulers, pollers), started once the app listens. */
  background?(deps: ServiceDeps): Stoppable[];
}

export async function runService(service: ServiceProcess): Promise<void> {
  const config = loadConfigOrExit();
  let db: Database | undefined;
  let server: RunningServer | undefined;
  const stopping: Stoppable[] = [];
  let jobs: JobRunner | null = null;
  try {
    if (!config.databaseUrl) throw new Error('A service run as its own process needs DATABASE_URL (PGlite allows one process).');
    db = await openDatabase({ databaseUrl: config.databaseUrl });
    const opened = db;
    await opened.withExclusiveLock('vetchart:startup', async () => {
      await migrateOutbox(opened);
      await migrateIdempotency(opened);
      await service.migrate(opened);
    });
    // Every replica of every service sends from the one outbox; SKIP LOCKED keeps them apart.
    const sender = config.smtpUrl ? startOutboxSender(db, smtpTransport(config.smtpUrl), config.mailFrom) : null;
    if (sender) stopping.push(sender);
    const mailer = createOutboxMailer(db, { deliverInBackground: Boolean(sender), onQueued: () => sender?.wake() });
    const purge = startLimitsPurge(db);
    stopping.push({ stop: () => purge.stop() });
    const keys = await loadKeys({ dataDir: config.dataDir });
    const deps: ServiceDeps = { db, keys, mailer, config };
    const app = await service.create(deps, { url: () => server?.url, stopping });
    if (service.jobHandlers) jobs = startJobRunner(db, service.jobHandlers(deps));
    server = await listen(app, { port: config.port, hostname: process.env.HOST ?? '0.0.0.0' });
    stopping.push(...(service.background?.(deps) ?? []));
  } catch (error) {
    await server?.close().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
    for (const part of stopping.reverse()) await Promise.resolve(part.stop()).catch(() => undefined);
    await db?.close().catch(() => undefined);
    console.error(`${service.name} service could not start: ${describeStartupError(error, config) || (error as Error).message}`);
    process.exit(1);
  }
  const running = server;
  const openDb = db!;
  console.log(`${service.name} service listening at ${running.url} (pid ${process.pid})`);
  process.send?.({ type: 'ready', name: service.name, url: running.url });
  const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    setTimeout(() => process.exit(1), graceMs + 5_000).unref();
    try {
      await running.close({ graceMs });
      // Background work after the requests: a request's queued job may still be claimed by another replica.
      for (const part of stopping.reverse()) await part.stop();
      await jobs?.stop();
      await openDb.close();
      process.exit(0);
    } catch (error) {
      console.error(`${service.name} service: shutdown failed:`, error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  // Started by `pnpm start` over IPC: its end (a crash of the primary included) ends this service too.
  process.on('disconnect', () => void stop());
}
