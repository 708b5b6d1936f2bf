// The subscription and payments routes (docs/rest-auth-billing.md, 'Billing'). Everything acts in
// the organization of the caller's access token. Any member may read the subscription (the web
// decides from its status whether to show the checkout); client admins and super admins start a
// checkout, set the billing card, cancel and read the payments list.
//
// The plan an organization signed up with lives in auth (auth.organizations.plan_code). When the
// organization has no subscription row yet, billing reads the plan from the auth service's
// session (GET /me, subscription.plan_code) with the caller's own token, before the request's
// transaction opens (services may share one PGlite connection), and makes the row 'inactive'.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { billingDetailsWire, checkoutRequestWire } from '@vetchart/contracts/billing/subscription';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { HttpError, badRequest, conflict, listOffset, listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import { IDEMPOTENCY_HEADER } from '@vetchart/platform/idempotency';
import { pagedQuery } from '@vetchart/platform/paged-query';
import type { ServiceDeps } from '@vetchart/platform/service';
import { ProviderError, WebhookSignatureError, type PaymentProvider } from '../providers/payment-provider.ts';
import {
  applyEvent,
  effectiveStatus,
  ensureSubscription,
  findSubscription,
  paymentMethodToLookUp,
  recordAudit,
  subscriptionView,
  type SubscriptionRow,
} from './subscriptions.ts';

type App = Hono<{ Variables: PrincipalVariables }>;
type Ctx = Context<{ Variables: PrincipalVariables }>;

/** The organization's plan code, read from the auth service with the caller's authorization header. */
export type PlanCodeSource = (authorization: string) => Promise<string>;

export const PLAN_UNAVAILABLE = "The organization's plan could not be read just now. Try again.";
export const ALREADY_ACTIVE = 'The subscription is already active.';
export const NOT_ACTIVE = 'Only an active subscription can be cancelled.';
export const ALREADY_CANCELING = 'The subscription is already set to cancel at the end of the period.';
export const KEY_REQUIRED = 'The Idempotency-Key header is required: a retried checkout must never charge twice.';

/** GET <auth>/me answers the session, whose subscription.plan_code is the organization's plan. */
export function planCodeFromAuth(authUrl: () => string | undefined): PlanCodeSource {
  return async (authorization) => {
    const base = authUrl();
    if (!base) throw new HttpError(503, PLAN_UNAVAILABLE);
    let response: Response;
    try {
      response = await fetch(`${base}/me`, { headers: { authorization }, signal: AbortSignal.timeout(5_000) });
    } catch {
      throw new HttpError(503, PLAN_UNAVAILABLE);
    }
    if (response.status === 401) throw new HttpError(401, 'Invalid token.');
    const body = (await response.json().catch(() => null)) as { subscription?: { plan_code?: unknown } } | null;
    const code = body?.subscription?.plan_code;
    if (!response.ok || typeof code !== 'string' || !code) throw new HttpError(503, PLAN_UNAVAILABLE);
    return code;
  };
}

const requireBillingAdmin = (principal: Principal) => requireAccess(principal, { superAdmin: true, clientAdmin: true });

/** A provider's refusal as our error: its code and message reach the person (4xx), an outage is 502. */
function providerFailure(error: unknown): never {
  if (error instanceof ProviderError) {
    const status = error.status && error.status >= 400 && error.status < 500 ? (error.status === 404 ? 404 : 422) : 502;
    throw new HttpError(status as 404 | 422 | 502, error.message, [{ path: 'provider', message: error.message }], {}, {
      code: error.code,
      ...(error.declineCode ? { decline_code: error.declineCode } : {}),
    });
  }
  throw error;
}

/** An optional JSON body: none at all reads as {}. */
async function optionalBody<S extends z.core.$ZodType>(c: Ctx, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (!text.trim()) return parseInput(schema, {});
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return parseInput(schema, raw);
}

export interface SubscriptionRouteOptions {
  provider: PaymentProvider;
  planCodeOf: PlanCodeSource;
}

/**
 * Middleware for the /subscription routes, installed ahead of the idempotency middleware: the
 * caller's token, and the organization's row (its plan read from auth outside any transaction).
 */
export function subscriptionFirst(deps: ServiceDeps, options: SubscriptionRouteOptions): MiddlewareHandler<{ Variables: PrincipalVariables }> {
  const auth = requirePrincipal(deps);
  return (c, next) =>
    auth(c, async () => {
      const { organizationId } = c.var.principal;
      if (!(await findSubscription(deps.db, organizationId))) {
        const planCode = await options.planCodeOf(c.req.header('authorization')!);
        await ensureSubscription(deps.db, organizationId, planCode, options.provider.name);
      }
      await next();
    });
}

export function registerSubscriptionRoutes(app: App, deps: ServiceDeps, options: SubscriptionRouteOptions): void {
  const { db } = deps;
  const { provider } = options;
  const auth = requirePrincipal(deps);
  const view = (row: SubscriptionRow) => subscriptionView(db, row, provider.publishableKey);
  const load = async (organizationId: string, lock = false) => {
    const row = await findSubscription(db, organizationId, { lock });
    // subscriptionFirst made it; only a concurrent delete could remove it.
    if (!row) throw new HttpError(404, 'The organization has no subscription.');
    return row;
  };
  const payer = (principal: Principal) => ({ name: principal.fullName, email: principal.email });

  /** The provider customer of the organization, made once (its key is the organization's). */
  const customerOf = async (row: SubscriptionRow, principal: Principal) => {
    // A customer of the other provider (the installation switched PAYMENT_PROVIDER) is unknown here.
    if (row.provider_customer_id && row.provider === provider.name) return row.provider_customer_id;
    const { customerId } = await provider
      .createCustomer({ organizationId: row.organization_id, ...payer(principal), idempotencyKey: `customer:${row.organization_id}` })
      .catch(providerFailure);
    await db.query(`UPDATE billing.subscriptions SET provider_customer_id = $2, provider = $3, updated_at = now() WHERE id = $1`, [row.id, customerId, provider.name]);
    return customerId;
  };

  app.get('/subscription', async (c) => {
    return c.json({ data: await view(await load(c.var.principal.organizationId)) });
  });

  app.post('/subscription/checkout', async (c) => {
    const { principal } = c.var;
    requireBillingAdmin(principal);
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key) throw badRequest(KEY_REQUIRED, [{ path: 'Idempotency-Key', message: KEY_REQUIRED }]);
    const body = await optionalBody(c, checkoutRequestWire);
    const result = await db.transaction(async (tx) => {
      const row = await load(principal.organizationId, true);
      if (effectiveStatus(row) === 'active') throw conflict(ALREADY_ACTIVE);
      const interval = body.interval ?? row.interval;
      const [plan] = await tx.query<{ monthly_price: string; annual_price: string }>(`SELECT monthly_price, annual_price FROM billing.plans WHERE code = $1`, [row.plan_code]);
      if (!plan) throw new HttpError(422, `The plan '${row.plan_code}' is not offered.`);
      const amountCents = Math.round(Number(interval === 'year' ? plan.annual_price : plan.monthly_price) * 100);
      // A checkout started before and not paid yet (a declined card, a closed tab) is answered
      // again: its payment can still be confirmed with another card, and nothing is charged twice.
      if (row.status === 'incomplete' && row.latest_client_secret && row.interval === interval && row.amount_cents === amountCents && row.provider === provider.name) {
        return { row, clientSecret: row.latest_client_secret, amountCents };
      }
      const customerId = await customerOf(row, principal);
      const created = await provider
        .createSubscription({ customerId, amountCents, interval, planCode: row.plan_code, idempotencyKey: `checkout:${row.organization_id}:${key}` })
        .catch(providerFailure);
      await tx.query(
        `UPDATE billing.subscriptions
            SET status = 'incomplete', interval = $2, amount_cents = $3, provider = $4, provider_subscription_id = $5,
                latest_client_secret = $6, cancel_at_period_end = false, canceled_at = NULL, payer_name = $7, payer_email = $8,
                last_event_at = NULL, updated_at = now()
          WHERE id = $1`,
        [row.id, interval, amountCents, provider.name, created.subscriptionId, created.clientSecret, principal.fullName, principal.email],
      );
      await recordAudit(tx, {
        actorUserId: principal.userId,
        organizationId: row.organization_id,
        action: 'subscription.checkout',
        targetType: 'subscription',
        targetId: row.id,
        detail: { interval, amount_cents: amountCents, provider_subscription_id: created.subscriptionId },
      });
      return { row, clientSecret: created.clientSecret, amountCents };
    });
    return c.json({
      data: { client_secret: result.clientSecret, provider: provider.name, publishable_key: provider.publishableKey, amount_cents: result.amountCents },
    });
  });

  app.post('/subscription/billing-card', async (c) => {
    const { principal } = c.var;
    requireBillingAdmin(principal);
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? crypto.randomUUID();
    const clientSecret = await db.transaction(async (tx) => {
      const row = await load(principal.organizationId, true);
      const customerId = await customerOf(row, principal);
      const { clientSecret } = await provider.createSetupIntent({ customerId, idempotencyKey: `setup:${row.organization_id}:${key}` }).catch(providerFailure);
      await tx.query(`UPDATE billing.subscriptions SET setup_client_secret = $2, updated_at = now() WHERE id = $1`, [row.id, clientSecret]);
      return clientSecret;
    });
    return c.json({ data: { client_secret: clientSecret } });
  });

  app.put('/subscription/billing-details', async (c) => {
    const { principal } = c.var;
    requireBillingAdmin(principal);
    const body = await readBody(c, billingDetailsWire);
    const saved = await db.transaction(async (tx) => {
      const row = await load(principal.organizationId, true);
      if (!row.provider_customer_id) throw badRequest('Start the card set-up first.', [{ path: 'setup_intent_client_secret', message: 'Start the card set-up first.' }]);
      const card = await provider
        .setDefaultPaymentMethod({
          customerId: row.provider_customer_id,
          subscriptionId: row.provider_subscription_id,
          setupIntentClientSecret: body.setupIntentClientSecret,
          idempotencyKey: `default-card:${row.organization_id}:${body.setupIntentClientSecret.split('_secret_')[0]}`,
        })
        .catch(providerFailure);
      const address = { line1: body.addressLine1, line2: body.addressLine2, city: body.city, state: body.state, zip: body.zip, country: 'US' };
      const [updated] = await tx.query<SubscriptionRow>(
        `UPDATE billing.subscriptions
            SET payment_method = $2::jsonb, payment_method_set_at = now(), billing_address = $3::jsonb,
                setup_client_secret = CASE WHEN setup_client_secret = $4 THEN NULL ELSE setup_client_secret END, updated_at = now()
          WHERE id = $1 RETURNING *`,
        [row.id, JSON.stringify(card), JSON.stringify(address), body.setupIntentClientSecret],
      );
      await recordAudit(tx, {
        actorUserId: principal.userId,
        organizationId: row.organization_id,
        action: 'subscription.billing_details',
        targetType: 'subscription',
        targetId: row.id,
        detail: { brand: card.brand, last4: card.last4 },
      });
      return updated!;
    });
    return c.json({ data: await view(saved) });
  });

  app.post('/subscription/cancel', async (c) => {
    const { principal } = c.var;
    requireBillingAdmin(principal);
    const saved = await db.transaction(async (tx) => {
      const row = await load(principal.organizationId, true);
      if (effectiveStatus(row) !== 'active' || !row.provider_subscription_id) throw conflict(NOT_ACTIVE);
      if (row.cancel_at_period_end) throw conflict(ALREADY_CANCELING);
      if (row.provider !== provider.name) throw conflict(`This subscription is managed by the ${row.provider} payment provider, which is not the one configured.`);
      const result = await provider.cancelAtPeriodEnd(row.provider_subscription_id, `cancel:${row.provider_subscription_id}`).catch(providerFailure);
      const [updated] = await tx.query<SubscriptionRow>(
        `UPDATE billing.subscriptions
            SET cancel_at_period_end = true, current_period_end = COALESCE(to_timestamp($2::double precision), current_period_end), updated_at = now()
          WHERE id = $1 RETURNING *`,
        [row.id, result.currentPeriodEnd],
      );
      await recordAudit(tx, {
        actorUserId: principal.userId,
        organizationId: row.organization_id,
        action: 'subscription.cancel',
        targetType: 'subscription',
        targetId: row.id,
        detail: { current_period_end: updated!.current_period_end },
      });
      return updated!;
    });
    return c.json({ data: await view(saved) });
  });

  app.get('/payments', auth, async (c) => {
    const { principal } = c.var;
    requireBillingAdmin(principal);
    const query = parseInput(listQuery, c.req.query());
    const { rows, total } = await pagedQuery<Record<string, unknown>>(db, {
      columns: `id, name, email, started_at, amount_cents, currency, state, failure_code, failure_message`,
      from: 'billing.payments',
      where: 'organization_id = $1',
      // Attempts of one second (created is in seconds): a success ends its intent's attempts, so it
      // is the newest; the rest in the order they were recorded.
      orderBy: `started_at DESC, (state = 'succeeded') DESC, recorded_at DESC, id`,
      params: [principal.organizationId],
      page: { limit: query.limit, offset: listOffset(query) },
    });
    const data = rows.map((row) => ({ ...row, started_at: new Date(row.started_at as string).toISOString() }));
    return c.json(listResponse(data, query, total));
  });

  // The provider's events: no bearer token, the signature is the credential. The raw body is
  // verified byte for byte before it is parsed.
  app.post('/webhooks/payments', async (c) => {
    const raw = await c.req.text();
    let event;
    try {
      event = provider.verifyWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw badRequest(error.message);
      throw error;
    }
    // A payment's card named only by id (Stripe) is asked for before the transaction: no provider
    // call holds it open. A provider failure answers 502 and the provider delivers the event again.
    const paymentMethodId = await paymentMethodToLookUp(db, event);
    const card = paymentMethodId ? await provider.paymentMethodCard(paymentMethodId).catch(providerFailure) : undefined;
    await db.transaction((tx) => applyEvent(tx, event, { card }));
    return c.json({ received: true });
  });
}
