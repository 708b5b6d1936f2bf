// The thirdparty service: integrations with practice-management and lab partners (the app
// catalogue, each clinic's connections, Sync Data Now), through one adapter per partner. It owns
// the `thirdparty` schema. The practice system's schedule and patients are read through its adapter
// (src/practice/); lab results arrive with their issue.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { installErrorHandler } from '@vetchart/platform/http';
import { idempotentWrites } from '@vetchart/platform/idempotency';
import { migrate } from '@vetchart/platform/migrations';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { IntegrationDeps } from './integrations/integrations.ts';
import { registerIntegrationRoutes } from './integrations/routes.ts';
import { createSecretBox, loadIntegrationSecretKey } from './integrations/secret-box.ts';
import { createPartnerAdapters, type PartnerUrls } from './partners/adapters.ts';
import { registerPracticeRoutes } from './practice/routes.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface ThirdpartyOptions {
  /** The partners' base URLs (COVETRUS_API_URL, ANTECH_API_URL, or the local sandbox partners). */
  partnerUrls?: PartnerUrls;
  /** The AES-256 key sealing partner secrets; by default INTEGRATION_SECRET_KEY, else a fresh one. */
  secretKey?: Buffer;
  /** The partners and sealed secrets, when the host made them (to share them with the e-check-in scheduler). */
  integrations?: IntegrationDeps;
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
  return app;
}

export async function migrateThirdparty(db: Database): Promise<void> {
  await migrate(db, 'thirdparty', MIGRATIONS);
}
