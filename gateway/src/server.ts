// The gateway as its own process: the public port (GraphQL API, web app, files) against services
// running elsewhere. The services' addresses come from AUTH_SERVICE_URL, MAIN_SERVICE_URL,
// BILLING_SERVICE_URL, INVENTORY_SERVICE_URL and THIRDPARTY_SERVICE_URL; the token public key
// from JWT_PUBLIC_KEY (or DATA_DIR/keys); DEV_MAILBOX_URL, when set, is where the dev mailbox is
// read. The gateway keeps no state, so any number of these can run side by side: `pnpm start`
// runs them as its gateway workers (services/host/src/main.ts); a deployment runs them behind a load balancer.
import cluster from 'node:cluster';
import { loadKeys } from '@vetchart/platform/access-token';
import { reportLinkKeyFromEnv } from './results/lab-report-links.ts';
import { loadConfigOrExit } from '@vetchart/platform/config';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { documentCacheFromEnv } from './documents/document-cache.ts';
import { warmDocumentRenderer } from './documents/render-document.ts';
import type { UpstreamUrls } from './context.ts';
import { graphqlConcurrency } from './gateway-workers.ts';
import { listenPublic, WEB_DIST } from './public-app.ts';
import { createGateway } from './yoga.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const config = loadConfigOrExit();
const upstreams: UpstreamUrls = {
  auth: required('AUTH_SERVICE_URL'),
  main: required('MAIN_SERVICE_URL'),
  billing: required('BILLING_SERVICE_URL'),
  inventory: required('INVENTORY_SERVICE_URL'),
  thirdparty: required('THIRDPARTY_SERVICE_URL'),
};
const keys = await loadKeys({ dataDir: config.dataDir });
const gateway = createGateway({
  upstreams,
  publicKey: keys.publicKey,
  countUpstreamCalls: config.countUpstreamCalls,
  publicUrl: config.publicUrl,
  corsAllowedOrigins: config.corsAllowedOrigins,
  production: config.production,
  // Every gateway worker opens the lab report links any of them sealed.
  reportLinkKey: reportLinkKeyFromEnv(process.env, config.dataDir),
});
const server = await listenPublic({
  gateway,
  // Uploaded files, from the same storage the main service writes (an S3 bucket when split).
  storage: createFileStorage(config.dataDir),
  // Rendered documents, kept where every gateway process finds them (the same storage's own area).
  documentCache: documentCacheFromEnv(config.dataDir),
  webDist: WEB_DIST,
  mailbox: process.env.DEV_MAILBOX_URL && !config.production ? { url: process.env.DEV_MAILBOX_URL } : null,
  labSandbox: !config.production,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  // The primary tells a worker of the embedded layout its limit; a gateway of its own reads the setting.
  maxConcurrentOperations: graphqlConcurrency(process.env, { embedded: process.env.EMBEDDED_DATABASE === 'true' }),
  port: config.port,
  hostname: process.env.HOST ?? '0.0.0.0',
});
if (!cluster.isWorker) console.log(`gateway listening at ${server.url}/graphql`);
// The first document then renders on a thread that has its renderers loaded.
warmDocumentRenderer().catch((error) => console.warn('[gateway] could not warm the document renderer:', error));

// SIGTERM (from `pnpm start`'s primary, or a supervisor): in-flight requests finish with
// Connection: close, idle connections close, and the process exits within SHUTDOWN_GRACE_SECONDS.
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), graceMs + 5_000).unref();
  await server.close({ graceMs });
  await gateway.dispose();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
