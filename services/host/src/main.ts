// Entry point of `pnpm start` (docs/architecture.md, 'Processes and scaling'):
//   - PGlite (no DATABASE_URL) on up to two cores, or GATEWAY_WORKERS=0: the whole product in this
//     process (product.ts), which keeps the embedded default within its footprint.
//   - PGlite otherwise: this process is the services host (database, migrations, demo data, the
//     five services on loopback ports) and GATEWAY_WORKERS gateway processes (node:cluster, by
//     default one per core beyond two) share the public port; PGlite's one connection stays here.
//   - DATABASE_URL: every service is a process of its own (separate-services.ts: this process
//     migrates and seeds once, then forks them), and the gateway workers (at least one) point at them.
// The gateway keeps no state, so its workers are interchangeable.
//
// A start-up failure prints one line naming the cause and the setting to change, exit code 1.
// SIGTERM or SIGINT: stop accepting, finish in-flight requests (Connection: close), close idle
// connections, and exit within SHUTDOWN_GRACE_SECONDS (default 10); a second signal exits at once.
// See docs/architecture.md, 'Failure modes'.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfigOrExit } from '@vetchart/platform/config';
import { describeStartupError } from '@vetchart/platform/startup-errors';
import { warmRulesThread } from '@vetchart/inventory/ai/rules-off-thread';
import { warmDocumentRenderer } from '@vetchart/gateway/documents/render-document';
import { gatewayWorkerCount, graphqlConcurrency } from '@vetchart/gateway/gateway-workers';
import { GATEWAY_WORKER_ENTRY } from './entry-points.ts';
import { isNewDataFolder, prepareDataFolderApart } from './prepare-data-folder.ts';
import { startProduct, startServicesHost, type RunningProduct } from './product.ts';
import { startSeparateServices } from './separate-services.ts';
import { serviceUrlEnv } from './service-urls.ts';

const config = loadConfigOrExit();
const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;

/** One write, so whoever waits for 'running at' (a supervisor, a test) reads the rest with it. */
function announce(url: string, layout: string) {
  const lines = [
    `VetChart is running at ${url.replace('127.0.0.1', 'localhost')}`,
    `  GraphQL API and GraphiQL: ${url}/graphql`,
    ...(config.production ? [] : [`  Dev mailbox: ${url}/dev/mailbox`]),
    `  Data: ${storage}${config.demoData ? ' · demo data loaded' : ''}`,
    `  Processes: ${layout}`,
  ];
  console.log(lines.join('\n'));
}

/**
 * Loads the AI engine's (and, in one process, the documents') modules on a task-pool thread that
 * stays, in the background: the first template upload or analysis then does not wait a second for
 * a cold thread.
 */
function warmThreads(warmers: (() => Promise<void>)[]) {
  for (const warm of warmers) warm().catch((error) => console.warn('Could not warm a task-pool thread:', error));
}

/** Runs a start-up step; a failure a person can act on is one line and exit code 1. */
async function starting<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const line = describeStartupError(error, config);
    if (!line) throw error;
    console.error(`VetChart could not start: ${line}`);
    process.exit(1);
  }
}

/** Stops once on the first signal (bounded by the grace period), at once on a second. */
function onStopSignal(close: () => Promise<void>) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    // Closing the database after the grace period should be quick; never hang a supervisor.
    setTimeout(() => {
      console.error('Shutdown took too long: exiting.');
      process.exit(1);
    }, graceMs + 5_000).unref();
    console.log(`${signal}: finishing in-flight requests (at most ${graceMs / 1000} s), then stopping.`);
    try {
      await close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return () => stopping;
}

/**
 * scripts/start.mjs builds a stale web app while the services start; the public port opens once it
 * is built. A failed build stops the start (its output is above).
 */
async function webAppBuilt(stopServices: () => Promise<void>): Promise<void> {
  try {
    await (globalThis as { vetchartWebAppBuild?: Promise<void> }).vetchartWebAppBuild;
  } catch (error) {
    console.error(`VetChart could not start: ${(error as Error).message}`);
    await stopServices();
    process.exit(1);
  }
}

// A new embedded data folder is made by a child process, whose memory goes with it.
if (isNewDataFolder(config)) {
  const code = await prepareDataFolderApart();
  if (code !== 0) process.exit(code);
}

const workers = gatewayWorkerCount(process.env, undefined, { embedded: !config.databaseUrl });
if (workers === 0 && !config.databaseUrl) {
  const product: RunningProduct = await starting(() =>
    startProduct(config, {
      maxConcurrentOperations: graphqlConcurrency(process.env, { embedded: true }),
      beforeListening: (stopServices) => webAppBuilt(stopServices),
    }),
  );
  warmThreads([warmRulesThread, warmDocumentRenderer]);
  // Signals are handled before the product says it runs: whoever reacts to that line at once
  // (a supervisor, a test) must find the clean stop in place.
  onStopSignal(() => product.close({ graceMs }));
  announce(product.url, 'one (services and gateway)');
} else {
  // The services: in this process on PGlite, or one process each on PostgreSQL.
  const host = config.databaseUrl
    ? await starting(async () => {
        const separate = await startSeparateServices(config);
        const pids = separate.pids();
        const layout = Object.entries(pids).map(([name, pid]) => `${name} ${pid}`).join(', ');
        return { ...separate, layout: `primary (pid ${process.pid}), service processes (${layout})` };
      })
    : await starting(async () => {
        const inProcess = await startServicesHost(config, { exposeMailbox: true });
        return { ...inProcess.services, mailboxUrl: inProcess.mailboxUrl, close: () => inProcess.close(), layout: `services host (pid ${process.pid})` };
      });
  if (!config.databaseUrl) warmThreads([warmRulesThread]);
  await webAppBuilt(() => host.close());
  const gatewayWorkers = Math.max(1, workers);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const { upstreams, keys } = host;
  const workerEnv = {
    HOST: hostname,
    PORT: String(config.port),
    ...serviceUrlEnv(upstreams),
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    // The embedded database's one connection: each worker limits the operations it runs at once.
    EMBEDDED_DATABASE: String(!config.databaseUrl),
    DEV_MAILBOX_URL: host.mailboxUrl ?? '',
    // One secret for every worker (a restarted one too): a lab report link made by one opens on any.
    REPORT_LINK_SECRET: process.env.REPORT_LINK_SECRET || randomBytes(32).toString('base64url'),
  };
  cluster.setupPrimary({ exec: GATEWAY_WORKER_ENTRY });

  const fork = () => cluster.fork(workerEnv);
  // Every worker listening (on the same port: PORT=0 picks one for all of them), or the first one
  // that exits before it does.
  const started = (worker: Worker) =>
    new Promise<number>((resolve, reject) => {
      worker.once('listening', (address: AddressInfo) => resolve(address.port));
      worker.once('exit', (code) => reject(new Error(`a gateway worker exited with code ${code} before listening`)));
    });
  let stopping = () => false;
  let ports: number[];
  try {
    ports = await Promise.all(Array.from({ length: gatewayWorkers }, () => started(fork())));
  } catch (error) {
    console.error(`VetChart could not start: ${(error as Error).message}`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    await host.close();
    process.exit(1);
  }
  // A worker that dies is replaced; the others keep serving meanwhile. One that stopped cleanly
  // (code 0: it was told to, e.g. by Ctrl-C reaching the whole process group) is not.
  cluster.on('exit', (worker, code, signal) => {
    if (stopping() || (code === 0 && !signal)) return;
    console.error(`gateway worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  stopping = onStopSignal(async () => {
    // The workers stop first (each finishes its in-flight requests), then the services.
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            // A plain signal, not worker.kill(): that first cuts the worker's IPC channel, which
            // closes its server abruptly instead of letting it finish its requests.
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await host.close();
  });
  announce(`http://${hostname}:${ports[0]}`, `${host.layout} and ${gatewayWorkers} gateway worker${gatewayWorkers > 1 ? 's' : ''}`);
}
