// Runs one REST service as its own process (production with separate services):
// migrations first, then the HTTP app on PORT. The one-process `pnpm start` does not use this.
import type { Hono } from 'hono';
import { loadKeys } from './access-token.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { createOutboxMailer, migrateOutbox, smtpTransport, startOutboxSender } from './mailer.ts';
import { startJobRunner, type JobHandlers } from './jobs.ts';
import { startLimitsPurge } from './rate-limit.ts';
import { listen, type ServiceDeps } from './service.ts';

export async function runService(
  name: string,
  create: (deps: ServiceDeps) => Hono<any>,
  migrateSchema: (db: Database) => Promise<void>,
  /** The service's background work (platform/jobs.ts), run by every replica. */
  jobHandlers?: (deps: ServiceDeps) => JobHandlers,
): Promise<void> {
  const config = loadConfigOrExit();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await migrateOutbox(db);
  await migrateSchema(db);
  // Every replica of every service sends from the one outbox; SKIP LOCKED keeps them apart.
  const sender = config.smtpUrl ? startOutboxSender(db, smtpTransport(config.smtpUrl), config.mailFrom) : null;
  const mailer = createOutboxMailer(db, { deliverInBackground: Boolean(sender), onQueued: () => sender?.wake() });
  startLimitsPurge(db);
  const keys = await loadKeys({ dataDir: config.dataDir });
  const deps: ServiceDeps = { db, keys, mailer, config };
  if (jobHandlers) startJobRunner(db, jobHandlers(deps));
  const server = await listen(create(deps), { port: config.port, hostname: process.env.HOST ?? '0.0.0.0' });
  console.log(`${name} service listening at ${server.url}`);
}
