// Entry point of `pnpm start`. With one core, or GATEWAY_WORKERS=0, the whole product runs in this
// process (product.ts). Otherwise this process is the services host (database, migrations, demo
// data, the five services on loopback ports) and GATEWAY_WORKERS gateway processes (node:cluster,
// one per core by default) share the public port: the gateway keeps no state, the services and
// PGlite's one connection stay here. See docs/architecture.md, 'Processes and scaling'.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from '@vetchart/platform/config';
import { gatewayWorkerCount } from './gateway-workers.ts';
import { startProduct, startServicesHost } from './product.ts';

const config = loadConfigOrExit();
const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;

function announce(url: string, layout: string) {
  console.log(`VetChart is running at ${url.replace('127.0.0.1', 'localhost')}`);
  console.log(`  GraphQL API and GraphiQL: ${url}/graphql`);
  if (!config.production) console.log(`  Dev mailbox: ${url}/dev/mailbox`);
  console.log(`  Data: ${storage}${config.demoData ? ' · demo data loaded' : ''}`);
  console.log(`  Processes: ${layout}`);
}

const workers = gatewayWorkerCount();
if (workers === 0) {
  const product = await startProduct(config);
  announce(product.url, 'one (services and gateway)');
  const stop = async () => {
    await product.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  const host = await startServicesHost(config, { exposeMailbox: true });
  const hostname = process.env.HOST ?? '127.0.0.1';
  const { upstreams, keys } = host.services;
  const workerEnv = {
    HOST: hostname,
    PORT: String(config.port),
    AUTH_SERVICE_URL: upstreams.auth,
    MAIN_SERVICE_URL: upstreams.main,
    BILLING_SERVICE_URL: upstreams.billing,
    INVENTORY_SERVICE_URL: upstreams.inventory,
    THIRDPARTY_SERVICE_URL: upstreams.thirdparty,
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    DEV_MAILBOX_URL: host.mailboxUrl ?? '',
  };
  cluster.setupPrimary({ exec: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/gateway-worker.mjs') });

  let stopping = false;
  const fork = () => cluster.fork(workerEnv);
  // Every worker listening, or the first one that exits before it does.
  const started = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.once('listening', () => resolve());
      worker.once('exit', (code) => reject(new Error(`a gateway worker exited with code ${code} before listening`)));
    });
  try {
    await Promise.all(Array.from({ length: workers }, () => started(fork())));
  } catch (error) {
    console.error((error as Error).message);
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    await host.close();
    process.exit(1);
  }
  // A worker that dies is replaced; the others keep serving meanwhile. One that stopped cleanly
  // (code 0: it was told to, e.g. by Ctrl-C reaching the whole process group) is not.
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || (code === 0 && !signal)) return;
    console.error(`gateway worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  announce(`http://${hostname}:${config.port}`, `services host (pid ${process.pid}) and ${workers} gateway worker${workers > 1 ? 's' : ''}`);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.kill('SIGTERM');
          }),
      ),
    );
    await host.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
