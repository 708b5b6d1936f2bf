// The billing service: subscription plans, the organization's subscription and its payments
// through a payment provider (docs/rest-auth-billing.md, docs/payments.md). It owns the `billing` schema.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { installErrorHandler } from '@vetchart/platform/http';
import { idempotentWrites } from '@vetchart/platform/idempotency';
import { migrate } from '@vetchart/platform/migrations';
import type { ServiceDeps } from '@vetchart/platform/service';
import { insertDemoPlans, listPlans } from './plans/plans.ts';
import { providerFromEnv } from './providers/choose.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { registerSandboxRoutes, type SandboxProvider } from './providers/sandbox.ts';
import { insertDemoSubscriptions, type DemoSubscription } from './subscriptions/demo.ts';
import { planCodeFromAuth, registerSubscriptionRoutes, subscriptionFirst, type PlanCodeSource } from './subscriptions/routes.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

type Url = string | (() => string | undefined);
const lazy = (url: Url | undefined) => (typeof url === 'function' ? url : () => url);

export interface BillingServiceOptions {
  /** The auth service: the organization's plan code comes from its session (GET /me). */
  upstreams?: { auth?: Url };
  /** Where the sandbox sends its events: this service's own POST /webhooks/payments. */
  webhookUrl?: Url;
  /** The provider; by default the one the environment chooses (PAYMENT_PROVIDER, docs/payments.md). */
  provider?: PaymentProvider;
  /** Tests: where the plan code comes from instead of the auth service. */
  planCodeOf?: PlanCodeSource;
}

export type BillingApp = Hono<{ Variables: PrincipalVariables }> & { provider: PaymentProvider; sandbox: SandboxProvider | null };

export function createBillingService(deps: ServiceDeps, options: BillingServiceOptions = {}): BillingApp {
  const configured = options.provider
    ? { provider: options.provider, sandbox: options.provider.name === 'sandbox' ? (options.provider as SandboxProvider) : null }
    : providerFromEnv({ db: deps.db, dataDir: deps.config.dataDir, webhookUrl: lazy(options.webhookUrl) });
  const routeOptions = { provider: configured.provider, planCodeOf: options.planCodeOf ?? planCodeFromAuth(lazy(options.upstreams?.auth)) };
  const app = new Hono<{ Variables: PrincipalVariables }>();
  installErrorHandler(app, 'billing');
  // Ahead of the idempotency middleware: the token, and the organization's row made from auth's
  // plan code, which must not be read while this request holds a transaction.
  const first = subscriptionFirst(deps, routeOptions);
  app.use('/subscription', first);
  app.use('/subscription/*', first);
  app.use('*', idempotentWrites({ db: deps.db, keys: deps.keys, service: 'billing' }));
  // Public: the plans page is shown before anyone has an account.
  app.get('/plan', async (c) => c.json({ data: await listPlans(deps.db) }));
  registerSubscriptionRoutes(app, deps, routeOptions);
  if (configured.sandbox) registerSandboxRoutes(app, configured.sandbox);
  return Object.assign(app, configured);
}

export async function migrateBilling(db: Database): Promise<void> {
  await migrate(db, 'billing', MIGRATIONS);
}

/** The demo plans; does nothing once they exist. */
export async function seedBillingDemo(deps: ServiceDeps): Promise<void> {
  await deps.db.transaction((tx) => insertDemoPlans(tx));
}

/**
 * The demo organizations' subscriptions (after auth's demo data, which names them): Demo Animal
 * Hospital active with past payments, Other Pet Clinic inactive. Nothing changes the second time.
 */
export async function seedBillingSubscriptionsDemo(deps: ServiceDeps, organizations: DemoSubscription[]): Promise<void> {
  await deps.db.transaction((tx) => insertDemoSubscriptions(tx, organizations));
}
