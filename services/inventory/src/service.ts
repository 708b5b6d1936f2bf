// The inventory service: knowledge-base catalogues and the AI engine. It owns the `inventory`
// schema. It holds the clinic's lookup lists (genders, species, breeds, vaccines and their
// categories, manufacturers and types) and its catalogues (medications, inventory supplies,
// diagnoses, treatments, services and their lists; docs/rest-inventory.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { installErrorHandler } from '@vetchart/platform/http';
import { idempotentWrites } from '@vetchart/platform/idempotency';
import { migrate } from '@vetchart/platform/migrations';
import { migrateRateLimits } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { createAiEngine } from './ai/engine.ts';
import { registerAiLanguageRoutes, type AiUpstreams } from './ai/language-routes.ts';
import type { AiEngine } from './ai/provider.ts';
import { registerAiRecommendationRoutes } from './ai/recommendation-routes.ts';
import { CONVERT_BODY_LIMIT, CONVERT_PATH, registerAiSoapRoutes } from './ai/soap/routes.ts';
import { registerCatalogueRoutes } from './catalogues/routes.ts';
import { provisionDemoClinic } from './lookups/provisioning.ts';
import { registerLookupRoutes } from './lookups/routes.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

const AI_COMPUTE_ROUTES = /^\/ai\/(triage|clean-up|rewrite|transcribe|physical-exam|recommendations|soap-note|template\/convert|canvas-chat)$/;

export interface InventoryServiceOptions {
  /** Other services this one calls: main verifies public subjective-form tokens for AI triage. */
  upstreams?: AiUpstreams;
  /** The AI engine; by default the one the environment configures (AI_PROVIDER, ...). */
  ai?: AiEngine;
}

export function createInventoryService(deps: ServiceDeps, options: InventoryServiceOptions = {}): Hono<{ Variables: PrincipalVariables }> {
  // One engine (one provider client) for the language and the recommendation routes.
  const ai = options.ai ?? createAiEngine();
  const app = new Hono<{ Variables: PrincipalVariables }>();
  installErrorHandler(app, 'inventory', { bodyLimits: { [CONVERT_PATH]: CONVERT_BODY_LIMIT } });
  // The AI routes only compute (their cache is no write of the caller's); the public form's triage
  // asks main to check its link, which must not wait on a transaction this request holds.
  app.use('*', idempotentWrites({ db: deps.db, keys: deps.keys, service: 'inventory', computeRoutes: AI_COMPUTE_ROUTES }));
  registerLookupRoutes(app, deps);
  registerCatalogueRoutes(app, deps);
  registerAiLanguageRoutes(app, deps, ai, options.upstreams);
  registerAiRecommendationRoutes(app, deps, ai);
  registerAiSoapRoutes(app, deps, ai);
  return app;
}

export async function migrateInventory(db: Database): Promise<void> {
  await migrate(db, 'inventory', MIGRATIONS);
  // The public form's AI triage is limited per link (platform/rate-limit.ts).
  await migrateRateLimits(db);
}

/** The demo clinics' standard lists and a few common vaccines; nothing changes the second time. */
export async function seedInventoryDemo(deps: ServiceDeps, clinics: { clinicId: string; organizationId: string }[]): Promise<void> {
  for (const clinic of clinics) await provisionDemoClinic(deps.db, clinic);
}
