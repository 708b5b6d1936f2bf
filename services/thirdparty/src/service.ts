// The thirdparty service: integrations with practice-management and lab partners (the app
// catalogue, each clinic's connections, Sync Data Now), through one adapter per partner. It owns
// the `thirdparty` schema. The practice system's schedule and patients are read through its adapter
// (src/practice/); a clinic's reference lab (orders, results, reports) through its lab adapter
// (src/lab/), for the services host (no person's token) and GET /lab/status. Outside production,
// with the sandbox lab running, /lab-sandbox/ui/* forwards the lab's ordering page (the gateway
// serves it to the browser under the same path). It also answers US address suggestions for the
// billing address (src/address-lookup/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { installErrorHandler } from '@vetchart/platform/http';
import { idempotentWrites } from '@vetchart/platform/idempotency';
import { migrate } from '@vetchart/platform/migrations';
import type { ServiceDeps } from '@vetchart/platform/service';
import { addressLookupFromEnv, type AddressLookup } from './address-lookup/address-lookup.ts';
import { registerAddressRoutes } from './address-lookup/routes.ts';
import type { IntegrationDeps } from './integrations/integrations.ts';
import { registerIntegrationRoutes } from './integrations/routes.ts';
import { createSecretBox, loadIntegrationSecretKey } from './integrations/secret-box.ts';
import { createPartnerAdapters, type PartnerUrls } from './partners/adapters.ts';
import { registerLabRoutes } from './lab/routes.ts';
import { registerPracticeRoutes } from './practice/routes.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface ThirdpartyOptions {
  /** The partners' base URLs (COVETRUS_API_URL, ANTECH_API_URL, or the local sandbox partners). */
  partnerUrls?: PartnerUrls;
  /** The AES-256 key sealing partner secrets; by default INTEGRATION_SECRET_KEY, else a fresh one. */
  secretKey?: Buffer;
  /** The partners and sealed secrets, when the host made them (to share them with the e-check-in scheduler). */
  integrations?: IntegrationDeps;
  /** The address lookup; by default the one ADDRESS_LOOKUP_PROVIDER names (offline unless 'smarty'). */
  addressLookup?: AddressLookup;
  /** The auth service, whose GET /me gives the caller's clinic addresses (offline address suggestions). */
  upstreams?: { auth?: string | (() => string | undefined) };
  /** The local sandbox lab's URL, when it runs: its ordering page is forwarded under /lab-sandbox/ui/*. */
  labSandboxUrl?: string;
}

/** The partner adapters and the secret box the service works with. */
export function createThirdpartyIntegrations(deps: ServiceDeps, options: ThirdpartyOptions = {}): IntegrationDeps {
  return {
    db: deps.db,
    adapters: createPartnerAdapters(options.partnerUrls ?? {}),
    secrets: createSecretBox(options.secretKey ?? loadIntegrationSecretKey()),
  };
}

export function createThirdpartyService(deps: ServiceDeps, options: ThirdpartyOptions = {}): Hono<{ Variables: PrincipalVariables }> {
  const app = new Hono<{ Variables: PrincipalVariables }>();
  installErrorHandler(app, 'thirdparty');
  app.use('*', idempotentWrites({ db: deps.db, keys: deps.keys, service: 'thirdparty' }));
  const integrations = options.integrations ?? createThirdpartyIntegrations(deps, options);
  registerIntegrationRoutes(app, integrations, deps);
  registerPracticeRoutes(app, integrations, deps);
  const authUrl = options.upstreams?.auth;
  registerAddressRoutes(
    app,
    {
      lookup: options.addressLookup ?? addressLookupFromEnv(process.env, deps.config.publicUrl),
      authUrl: typeof authUrl === 'function' ? authUrl : () => authUrl ?? process.env.AUTH_SERVICE_URL,
    },
    deps,
  );
  registerLabRoutes(app, integrations, deps);
  if (options.labSandboxUrl) mountLabSandboxPages(app, options.labSandboxUrl);
  return app;
}

export async function migrateThirdparty(db: Database): Promise<void> {
  await migrate(db, 'thirdparty', MIGRATIONS);
}

/** The sandbox lab's ordering page (GET the page, POST its forms), forwarded as the lab answers it. */
function mountLabSandboxPages(app: Hono<{ Variables: PrincipalVariables }>, labSandboxUrl: string): void {
  const base = labSandboxUrl.replace(/\/$/, '');
  app.on(['GET', 'POST'], '/lab-sandbox/ui/*', async (c) => {
    const url = new URL(c.req.url);
    const target = `${base}${url.pathname.slice('/lab-sandbox'.length)}${url.search}`;
    const contentType = c.req.header('content-type');
    const answer = await fetch(target, {
      method: c.req.method,
      headers: contentType ? { 'content-type': contentType } : {},
      body: c.req.method === 'POST' ? await c.req.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    for (const name of ['content-type', 'location']) {
      const value = answer.headers.get(name);
      if (value) headers[name] = value;
    }
    return new Response(answer.status === 204 || answer.status === 303 ? null : await answer.arrayBuffer(), { status: answer.status, headers });
  });
}
