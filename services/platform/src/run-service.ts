// Runs one REST service as its own process (production with separate services): migrations
// first (under the start-up lock shared by every replica), then the HTTP app on PORT. The
// one-process `pnpm start` does not use this. Start-up failures print one line (exit 1);
// SIGTERM finishes in-flight requests within SHUTDOWN_GRACE_SECONDS and exits 0.
import type { Hono } from 'hono';
import { loadKeys } from './access-token.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { migrateIdempotency } from './idempotency.ts';
import { startJobRunner, type JobHandlers } from './jobs.ts';
import { createOutboxMailer, migrateOutbox, smtpTransport, startOutboxSender } from './mailer.ts';
import { startLimitsPurge } from './rate-limit.ts';
import { listen, type RunningServer, type ServiceDeps } from './service.ts';
import { describeStartupError } from './startup-errors.ts';

export async function runService(
  name: string,
  create: (deps: ServiceDeps) => Hono<any>,
  migrateSchema: (db: Database) => Promise<void>,
  /** The service's background work (platform/jobs.ts), run by every replica. */
  jobHandlers?: (deps: ServiceDeps) => JobHandlers,
): Promise<void> {
  const config = loadConfigOrExit();
  let db: Database | undefined;
  let server: RunningServer;
  try {
    if (!config.databaseUrl) throw new Error('A service run as its own process needs DATABASE_URL (PGlite allows one process).');
    db = await openDatabase({ databaseUrl: config.databaseUrl });
    const opened = db;
    await opened.withExclusiveLock('vetchart:startup', async () => {
      await migrateOutbox(opened);
      await migrateIdempotency(opened);
      await migrateSchema(opened);
    });
    // Every replica of every service sends from the one outbox; SKIP LOCKED keeps them apart.
    const sender = config.smtpUrl ? startOutboxSender(db, smtpTransport(config.smtpUrl), config.mailFrom) : null;
    const mailer = createOutboxMailer(db, { deliverInBackground: Boolean(sender), onQueued: () => sender?.wake() });
    startLimitsPurge(db);
    const keys = await loadKeys({ dataDir: config.dataDir });
    const deps: ServiceDeps = { db, keys, mailer, config };
    if (jobHandlers) startJobRunner(db, jobHandlers(deps));
    server = await listen(create(deps), { port: config.port, hostname: process.env.HOST ?? '0.0.0.0' });
  } catch (error) {
    await db?.close().catch(() => undefined);
    console.error(`${name} service could not start: ${describeStartupError(error, config) || (error as Error).message}`);
    process.exit(1);
  }
  console.log(`${name} service listening at ${server.url}`);
  const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
  const stop = async () => {
    setTimeout(() => process.exit(1), graceMs + 5_000).unref();
    await server.close({ graceMs });
    await db!.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}
