// `pnpm start` with DATABASE_URL: the services as separate processes. This (primary) process opens
// the database, starts the sandbox partners (outside production), runs every migration and the demo
// seed once under the start-up lock (migrate-and-seed.ts), then forks one process per service
// (scripts/service.mjs → run-service.ts → platform's runService), each on a loopback port of its
// own, told where the others are. It waits until every one says it listens; one that exits before
// that fails the start with its own one-line reason. One that dies later is started again on the
// same port. The gateway workers (main.ts) then point at these URLs. Outside production the dev
// mailbox is served on loopback from here, as with PGlite.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadKeys, type KeyPair } from '@vetchart/platform/access-token';
import type { ProductConfig } from '@vetchart/platform/config';
import { openDatabase, type Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { listen, type RunningServer, type ServiceDeps } from '@vetchart/platform/service';
import { ensureWritableDataDir, StartupError } from '@vetchart/platform/startup-errors';
import { loadIntegrationSecretKey } from '@vetchart/thirdparty/integrations/secret-box';
import type { UpstreamUrls } from '@vetchart/gateway/context';
import { createDevMailboxApp } from '@vetchart/gateway/dev-mailbox';
import { SERVICE_ENTRY } from './entry-points.ts';
import { startPartnersAndMigrate } from './migrate-and-seed.ts';
import type { SandboxPartners } from './partners.ts';
import { SERVICE_NAMES, type ServiceName } from './service-processes.ts';
import { serviceUrlEnv } from './service-urls.ts';

export interface SeparateServices {
  upstreams: UpstreamUrls;
  keys: KeyPair;
  /** Outside production, the dev mailbox on loopback for the gateway workers to forward to. */
  mailboxUrl: string | null;
  /** The service processes' ids, by service. */
  pids(): Record<ServiceName, number | undefined>;
  /** Stops every service process (each finishes its in-flight requests), then the sandboxes and the database. */
  close(): Promise<void>;
}

/**
 * Free loopback ports below the systems' ephemeral ranges (Linux hands out 32768–60999 for
 * `listen(0)` and outgoing connections, macOS and Windows 49152–65535), held together until all
 * are found so no two are the same. A port from the ephemeral range could be handed to another
 * program's `listen(0)` or connection between our check and the service's own listen (a CI host
 * running tests beside `pnpm start` saw main fail with EADDRINUSE); below it only a program that
 * names that very port can take it.
 */
export async function freePorts(count: number): Promise<number[]> {
  const LOWEST = 20_000;
  const HIGHEST = 32_767;
  const held: ReturnType<typeof createServer>[] = [];
  try {
    for (let attempt = 0; held.length < count; attempt += 1) {
      if (attempt >= 200) throw new StartupError(`no ${count} free loopback ports between ${LOWEST} and ${HIGHEST} for the services`);
      const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
      const server = await new Promise<ReturnType<typeof createServer> | null>((resolve) => {
        const candidate = createServer();
        candidate.once('error', () => resolve(null));
        candidate.listen(port, '127.0.0.1', () => resolve(candidate));
      });
      if (server) held.push(server);
    }
    return held.map((server) => (server.address() as { port: number }).port);
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** What the service printed last on stderr: its one-line start-up reason. */
function lastLine(text: string): string {
  return text.trim().split('\n').pop() ?? '';
}

export async function startSeparateServices(config: ProductConfig): Promise<SeparateServices> {
  if (!config.databaseUrl) throw new Error('Separate service processes need DATABASE_URL (PGlite allows one process).');
  ensureWritableDataDir(config.dataDir);
  let db: Database | undefined;
  let partners: SandboxPartners | undefined;
  let mailbox: RunningServer | null = null;
  const children = new Map<ServiceName, ChildProcess>();
  let stopping = false;

  const stopChildren = async () => {
    stopping = true;
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl });
    // Made here first, so every service process reads the same files from DATA_DIR.
    const keys = await loadKeys({ dataDir: config.dataDir });
    const secretKey = loadIntegrationSecretKey({ dataDir: config.dataDir });
    // The demo seed's mails only go to the outbox; the service processes' senders deliver them with SMTP.
    const deps: ServiceDeps = { db, keys, mailer: createOutboxMailer(db, { deliverInBackground: Boolean(config.smtpUrl) }), config };
    ({ partners } = await startPartnersAndMigrate(deps, secretKey));

    const ports = await freePorts(SERVICE_NAMES.length);
    const portOf = Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, ports[index]!])) as Record<ServiceName, number>;
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, `http://127.0.0.1:${portOf[name]}`])) as unknown as UpstreamUrls;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...partners.env,
      HOST: '127.0.0.1',
      ...serviceUrlEnv(upstreams),
    };

    const spawnService = (name: ServiceName) =>
      new Promise<void>((resolve, reject) => {
        const child = fork(SERVICE_ENTRY, [name], { env: { ...env, PORT: String(portOf[name]) }, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
        children.set(name, child);
        let errors = '';
        child.stderr!.on('data', (chunk: Buffer) => {
          errors += chunk;
          process.stderr.write(chunk);
        });
        let ready = false;
        child.on('message', (message: { type?: string }) => {
          if (message?.type !== 'ready') return;
          ready = true;
          resolve();
        });
        child.once('exit', (code, signal) => {
          if (!ready) return reject(new StartupError(lastLine(errors) || `the ${name} service exited (${signal ?? code}) before listening`));
          // Stopped on purpose (Ctrl-C reaches the whole process group; it exits 0) is not restarted.
          if (stopping || (code === 0 && !signal)) return;
          // A service that dies is started again on its port; the gateway's calls to it fail meanwhile.
          console.error(`${name} service ${child.pid} exited (${signal ?? code}); starting another`);
          setTimeout(() => {
            if (!stopping) spawnService(name).catch((error) => console.error(`${name} service could not start again: ${(error as Error).message}`));
          }, 1000);
        });
      });
    await Promise.all(SERVICE_NAMES.map(spawnService));
    mailbox = config.production ? null : await listen(createDevMailboxApp(db));
    const openDb = db;
    const openPartners = partners;
    return {
      upstreams,
      keys,
      mailboxUrl: mailbox?.url ?? null,
      pids: () => Object.fromEntries(SERVICE_NAMES.map((name) => [name, children.get(name)?.pid])) as Record<ServiceName, number | undefined>,
      async close() {
        await stopChildren();
        await mailbox?.close();
        await openPartners.close();
        await openDb.close();
      },
    };
  } catch (error) {
    // Whatever failed, nothing is left running.
    await stopChildren();
    await mailbox?.close().catch(() => undefined);
    await partners?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    throw error;
  }
}
