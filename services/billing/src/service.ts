// The billing service: subscription plans (docs/rest-auth-billing.md). It owns the `billing` schema.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Database } from '@vetchart/platform/database';
import { installErrorHandler } from '@vetchart/platform/http';
import { idempotentWrites } from '@vetchart/platform/idempotency';
import { migrate } from '@vetchart/platform/migrations';
import type { ServiceDeps } from '@vetchart/platform/service';
import { insertDemoPlans, listPlans } from './plans/plans.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export function createBillingService(deps: ServiceDeps): Hono {
  const app = new Hono();
  installErrorHandler(app, 'billing');
  app.use('*', idempotentWrites({ db: deps.db, keys: deps.keys, service: 'billing' }));
  // Public: the plans page is shown before anyone has an account.
  app.get('/plan', async (c) => c.json({ data: await listPlans(deps.db) }));
  return app;
}

export async function migrateBilling(db: Database): Promise<void> {
  await migrate(db, 'billing', MIGRATIONS);
}

/** The demo plans; does nothing once they exist. */
export async function seedBillingDemo(deps: ServiceDeps): Promise<void> {
  await deps.db.transaction((tx) => insertDemoPlans(tx));
}
