// The gateway as its own process (production with separate services): the upstream services'
// addresses come from AUTH_SERVICE_URL, MAIN_SERVICE_URL, BILLING_SERVICE_URL,
// INVENTORY_SERVICE_URL and THIRDPARTY_SERVICE_URL; the token public key from JWT_PUBLIC_KEY.
// `pnpm start` does not use this file: it runs everything in one process (product.ts).
import { loadKeys } from '@vetchart/platform/access-token';
import { loadConfigOrExit } from '@vetchart/platform/config';
import { clientAddressOf } from '@vetchart/platform/client-address';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { listen } from '@vetchart/platform/service';
import { Hono } from 'hono';
import type { UpstreamUrls } from './context.ts';
import { mountFiles } from './files/serve-files.ts';
import { mountGraphiQLAssets } from './security/graphiql.ts';
import { imageOriginsFromEnv, securityHeaders } from './security/security-headers.ts';
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
});
const app = new Hono();
app.use('*', securityHeaders({ publicUrl: config.publicUrl, imageOrigins: imageOriginsFromEnv() }));
app.get('/health', (c) => c.json({ status: 'ok' }));
app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => gateway.fetch(c.req.raw, { clientAddress: clientAddressOf(c, config.trustProxy) }));
// Uploaded files, from the same storage the main service writes (an S3 bucket when split).
mountFiles(app, createFileStorage(config.dataDir));
mountGraphiQLAssets(app);
const server = await listen(app, { port: config.port, hostname: process.env.HOST ?? '0.0.0.0' });
console.log(`gateway listening at ${server.url}/graphql`);
