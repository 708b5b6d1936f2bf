// The sandbox payment provider (PAYMENT_PROVIDER=sandbox, the default): Stripe's test mode, kept
// in the billing schema. Its browser-facing routes do what stripe.js does (confirm an intent with
// a card, complete 3-D Secure), with Stripe's test cards and error codes, and it then delivers
// Stripe-shaped events, signed the Stripe way, to our webhook endpoint over real HTTP: the same
// path a real Stripe account's events take (docs/payments.md).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { z } from 'zod';
import { outsideTransaction, type Database, type Sql } from '@vetchart/platform/database';
import { badRequest, notFound, readBody } from '@vetchart/platform/http';
import {
  ProviderError,
  cardSummary,
  signWebhookPayload,
  verifyWebhookSignature,
  type Interval,
  type PaymentMethodSummary,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider.ts';

const id = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
const unix = (date: Date | string | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);

/** Stripe's test cards and what they do (https://docs.stripe.com/testing). */
const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
const REQUIRES_AUTHENTICATION = new Set(['4000002500003155', '4000002760003184']);
export const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export interface SandboxOptions {
  db: Database;
  /** The shared secret events are signed with (SANDBOX_WEBHOOK_SECRET, or sandboxWebhookSecret()). */
  webhookSecret: string;
  /** Where events go: the billing service's own POST /webhooks/payments; read when sending. */
  webhookUrl: () => string | undefined;
  /** Delays between delivery attempts of an event (ms); the last failure leaves it undelivered. */
  retryDelaysMs?: number[];
}

export interface SandboxProvider extends PaymentProvider {
  /** Sends every undelivered event now, in order; resolves when each was tried once. */
  deliverPending(): Promise<void>;
  /** Stops retry timers and new passes (service shutdown, tests); resolves when the pass under way has ended. */
  stop(): Promise<void>;
  /** What stripe.js's confirmCardPayment / confirmCardSetup do: confirm an intent with a card. */
  confirm(input: ConfirmInput): Promise<Outcome>;
  /** The 3-D Secure page: approve or refuse the authentication an intent requires. */
  authenticate(input: { client_secret: string; approve: boolean }): Promise<Outcome>;
}

interface IntentRow {
  id: string;
  client_secret: string;
  kind: 'payment' | 'setup';
  amount: number | null;
  currency: string;
  status: string;
  customer: string;
  subscription: string | null;
  payment_method: Record<string, any> | null;
  last_error: Record<string, any> | null;
  /** Like Stripe, each attempt to pay (a charge of the card) has its own id: the latest one. */
  latest_charge: string | null;
}

/**
 * The sandbox's signing secret: SANDBOX_WEBHOOK_SECRET, else one generated once under DATA_DIR
 * (kept across restarts), else (no writable folder: tests) one for this process.
 */
export function sandboxWebhookSecret(dataDir: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SANDBOX_WEBHOOK_SECRET) return env.SANDBOX_WEBHOOK_SECRET;
  const generated = `whsec_${randomBytes(24).toString('hex')}`;
  if (!dataDir) return generated;
  const file = path.join(dataDir, 'keys', 'sandbox-webhook-secret');
  try {
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, generated, { mode: 0o600 });
    }
    return readFileSync(file, 'utf8').trim();
  } catch {
    return generated;
  }
}

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db } = options;
  const retryDelays = options.retryDelaysMs ?? [50, 500, 2_000, 10_000, 30_000];
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let running: Promise<void> | null = null;

  /** One pass over the undelivered events; a failure stops the pass so order is kept. */
  const deliverOnce = async (): Promise<boolean> => {
    const url = options.webhookUrl();
    if (!url || stopped) return false;
    const pending = await db.query<{ seq: number; id: string; payload: string }>(
      `SELECT seq, id, payload FROM billing.sandbox_events WHERE delivered_at IS NULL ORDER BY seq LIMIT 100`,
    );
    for (const event of pending) {
      if (stopped) return false;
      let ok = false;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(options.webhookSecret, event.payload) },
          body: event.payload,
          signal: AbortSignal.timeout(10_000),
        });
        ok = response.ok;
        await response.body?.cancel();
      } catch {
        ok = false;
      }
      await db.query(
        `UPDATE billing.sandbox_events SET attempts = attempts + 1, delivered_at = CASE WHEN $2 THEN now() ELSE NULL END WHERE seq = $1`,
        [event.seq, ok],
      );
      if (!ok) return false;
    }
    return true;
  };

  const deliverPending = () =>
    outsideTransaction(() => {
      // One pass at a time: a second caller waits for the pass under way, then runs its own.
      const previous = running ?? Promise.resolve();
      const pass = previous.then(() => deliverOnce()).then(() => undefined);
      running = pass.catch(() => undefined);
      return pass;
    });

  /** Delivery after the request that raised events committed; retried on the schedule. */
  const scheduleDelivery = () => {
    let attempt = 0;
    const next = () => {
      if (stopped || attempt >= retryDelays.length) return;
      const timer = setTimeout(async () => {
        timers.delete(timer);
        attempt += 1;
        try {
          const done = await outsideTransaction(() => deliverPending().then(() => undeliveredCount()));
          if (done > 0) next();
        } catch (error) {
          // A timer has no caller to answer: the failure is logged and the schedule goes on.
          if (stopped) return;
          console.warn(`[billing] sandbox event delivery failed: ${(error as Error).message}`);
          next();
        }
      }, retryDelays[attempt]);
      timer.unref();
      timers.add(timer);
    };
    next();
  };
  const undeliveredCount = async () => {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM billing.sandbox_events WHERE delivered_at IS NULL`);
    return row?.n ?? 0;
  };

  const emit = async (sql: Sql, type: string, object: Record<string, any>) => {
    const event: ProviderEvent = { id: id('evt'), type, created: Math.floor(Date.now() / 1000), data: { object } };
    await sql.query(`INSERT INTO billing.sandbox_events (id, payload) VALUES ($1, $2)`, [event.id, JSON.stringify(event)]);
  };

  const subscriptionObject = (row: { id: string; customer: string; status: string; current_period_end: string | null; cancel_at_period_end: boolean; amount: number; interval: string }) => ({
    object: 'subscription',
    id: row.id,
    customer: row.customer,
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end,
    current_period_end: unix(row.current_period_end),
    items: { data: [{ current_period_end: unix(row.current_period_end), price: { unit_amount: row.amount, recurring: { interval: row.interval } } }] },
  });

  const intentObject = (intent: IntentRow) =>
    intent.kind === 'payment'
      ? {
          object: 'payment_intent',
          id: intent.id,
          amount: intent.amount,
          currency: intent.currency,
          status: intent.status,
          customer: intent.customer,
          created: Math.floor(Date.now() / 1000),
          payment_method: intent.payment_method,
          latest_charge: intent.latest_charge,
          last_payment_error: intent.last_error,
        }
      : { object: 'setup_intent', id: intent.id, status: intent.status, customer: intent.customer, payment_method: intent.payment_method };

  /** What happens when an intent's payment goes through: the events Stripe sends, in its order. */
  const succeed = async (sql: Sql, intent: IntentRow) => {
    // A payment is a charge of the card (a set-up charges nothing).
    const [updated] = await sql.query<IntentRow>(
      `UPDATE billing.sandbox_intents SET status = 'succeeded', last_error = NULL, latest_charge = CASE WHEN kind = 'payment' THEN $2 ELSE latest_charge END
        WHERE id = $1 RETURNING *`,
      [intent.id, id('ch')],
    );
    if (intent.kind === 'setup') {
      await emit(sql, 'setup_intent.succeeded', intentObject(updated!));
      return;
    }
    await emit(sql, 'payment_intent.succeeded', intentObject(updated!));
    if (!intent.subscription) return;
    const [subscription] = await sql.query<any>(
      `UPDATE billing.sandbox_subscriptions
          SET status = 'active',
              current_period_end = now() + CASE WHEN interval = 'year' THEN interval '1 year' ELSE interval '1 month' END
        WHERE id = $1 RETURNING *`,
      [intent.subscription],
    );
    await sql.query(`UPDATE billing.sandbox_customers SET default_payment_method = $2::jsonb WHERE id = $1`, [intent.customer, JSON.stringify(updated!.payment_method)]);
    const end = unix(subscription.current_period_end);
    await emit(sql, 'invoice.paid', {
      object: 'invoice',
      id: id('in'),
      customer: intent.customer,
      subscription: intent.subscription,
      amount_paid: intent.amount,
      status: 'paid',
      lines: { data: [{ period: { start: Math.floor(Date.now() / 1000), end } }] },
    });
    await emit(sql, 'customer.subscription.updated', subscriptionObject(subscription));
  };

  /**
   * A failed attempt. A declined card was charged and the charge failed: Stripe names it in
   * last_payment_error.charge and latest_charge. A refused authentication never reached a charge.
   */
  const fail = async (sql: Sql, intent: IntentRow, error: Record<string, any>, options: { charged: boolean }) => {
    const charge = options.charged && intent.kind === 'payment' ? id('ch') : null;
    const lastError = { ...error, ...(charge ? { charge } : {}), ...(intent.payment_method ? { payment_method: intent.payment_method } : {}) };
    const [updated] = await sql.query<IntentRow>(
      `UPDATE billing.sandbox_intents SET status = 'requires_payment_method', last_error = $2::jsonb, latest_charge = COALESCE($3, latest_charge) WHERE id = $1 RETURNING *`,
      [intent.id, JSON.stringify(lastError), charge],
    );
    if (intent.kind === 'payment') await emit(sql, 'payment_intent.payment_failed', intentObject(updated!));
  };

  const intentBySecret = async (sql: Sql, clientSecret: string): Promise<IntentRow> => {
    const [intent] = await sql.query<IntentRow>(`SELECT * FROM billing.sandbox_intents WHERE client_secret = $1 FOR UPDATE`, [clientSecret]);
    if (!intent) throw new ProviderError('No such payment intent.', 'resource_missing', undefined, 404);
    return intent;
  };

  const provider: Omit<SandboxProvider, 'confirm' | 'authenticate'> & Partial<SandboxProvider> = {
    name: 'sandbox',
    publishableKey: null,

    async createCustomer(input) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO billing.sandbox_customers (id, idempotency_key, email, name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key RETURNING id`,
        [id('cus'), input.idempotencyKey, input.email, input.name],
      );
      return { customerId: row!.id };
    },

    async createSubscription(input) {
      return db.transaction(async (tx) => {
        const [existing] = await tx.query<{ id: string; status: string; client_secret: string }>(
          `SELECT s.id, s.status, i.client_secret FROM billing.sandbox_subscriptions s JOIN billing.sandbox_intents i ON i.subscription = s.id
            WHERE s.idempotency_key = $1`,
          [input.idempotencyKey],
        );
        if (existing) return { subscriptionId: existing.id, clientSecret: existing.client_secret, status: existing.status };
        const [customer] = await tx.query(`SELECT 1 FROM billing.sandbox_customers WHERE id = $1`, [input.customerId]);
        if (!customer) throw new ProviderError(`No such customer: '${input.customerId}'`, 'resource_missing', undefined, 400);
        const subscriptionId = id('sub');
        await tx.query(
          `INSERT INTO billing.sandbox_subscriptions (id, customer, amount, interval, status, idempotency_key) VALUES ($1, $2, $3, $4, 'incomplete', $5)`,
          [subscriptionId, input.customerId, input.amountCents, input.interval, input.idempotencyKey],
        );
        const intentId = id('pi');
        const clientSecret = `${intentId}_secret_${randomBytes(12).toString('hex')}`;
        await tx.query(
          `INSERT INTO billing.sandbox_intents (id, client_secret, kind, amount, status, customer, subscription)
           VALUES ($1, $2, 'payment', $3, 'requires_payment_method', $4, $5)`,
          [intentId, clientSecret, input.amountCents, input.customerId, subscriptionId],
        );
        return { subscriptionId, clientSecret, status: 'incomplete' };
      });
    },

    async createSetupIntent(input) {
      const intentId = id('seti');
      const [row] = await db.query<{ client_secret: string }>(
        `INSERT INTO billing.sandbox_intents (id, client_secret, kind, status, customer, idempotency_key)
         VALUES ($1, $2, 'setup', 'requires_payment_method', $3, $4)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key RETURNING client_secret`,
        [intentId, `${intentId}_secret_${randomBytes(12).toString('hex')}`, input.customerId, input.idempotencyKey],
      );
      return { clientSecret: row!.client_secret };
    },

    async setDefaultPaymentMethod(input) {
      return db.transaction(async (tx) => {
        const intent = await intentBySecret(tx, input.setupIntentClientSecret);
        if (intent.kind !== 'setup' || intent.customer !== input.customerId) throw new ProviderError('No such setup intent.', 'resource_missing', undefined, 404);
        const card = cardSummary(intent.payment_method);
        if (intent.status !== 'succeeded' || !card) {
          throw new ProviderError('The card has not been confirmed yet.', 'setup_intent_unexpected_state', undefined, 400);
        }
        await tx.query(`UPDATE billing.sandbox_customers SET default_payment_method = $2::jsonb WHERE id = $1`, [input.customerId, JSON.stringify(intent.payment_method)]);
        return card;
      });
    },

    async paymentMethodCard(paymentMethodId) {
      const [row] = await db.query<{ payment_method: Record<string, any> }>(
        `SELECT payment_method FROM billing.sandbox_intents WHERE payment_method->>'id' = $1
         UNION ALL SELECT default_payment_method FROM billing.sandbox_customers WHERE default_payment_method->>'id' = $1
         LIMIT 1`,
        [paymentMethodId],
      );
      return cardSummary(row?.payment_method);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.query<any>(`UPDATE billing.sandbox_subscriptions SET cancel_at_period_end = true WHERE id = $1 RETURNING *`, [subscriptionId]);
        if (!row) throw new ProviderError(`No such subscription: '${subscriptionId}'`, 'resource_missing', undefined, 404);
        await emit(tx, 'customer.subscription.updated', subscriptionObject(row));
        return { cancelAtPeriodEnd: true, currentPeriodEnd: unix(row.current_period_end) };
      });
      scheduleDelivery();
      return result;
    },

    verifyWebhook(rawBody, header) {
      return verifyWebhookSignature(options.webhookSecret, rawBody, header);
    },

    deliverPending,
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return running ?? Promise.resolve();
    },
  };

  // Used by the browser-facing routes below.
  provider.confirm = async (input) => {
    const outcome = await db.transaction(async (tx) => {
      const intent = await intentBySecret(tx, input.client_secret);
      if (intent.status === 'succeeded') return { status: 'succeeded' as const };
      const invalid = validateCard(input);
      // Like stripe.js, a malformed card is refused before anything is charged: no event.
      if (invalid) return { status: 'requires_payment_method' as const, error: invalid };
      const number = input.card_number.replace(/\D/g, '');
      const paymentMethod = { id: id('pm'), object: 'payment_method', type: 'card', card: { brand: brandOf(number), last4: number.slice(-4), exp_month: input.exp_month, exp_year: fullYear(input.exp_year) } };
      await tx.query(`UPDATE billing.sandbox_intents SET payment_method = $2::jsonb WHERE id = $1`, [intent.id, JSON.stringify(paymentMethod)]);
      const withCard = { ...intent, payment_method: paymentMethod };
      const decline = DECLINES[number];
      if (decline) {
        const error = { type: 'card_error', ...decline };
        await fail(tx, withCard, error, { charged: true });
        return { status: 'requires_payment_method' as const, error };
      }
      if (REQUIRES_AUTHENTICATION.has(number)) {
        const [waiting] = await tx.query<IntentRow>(`UPDATE billing.sandbox_intents SET status = 'requires_action', last_error = NULL WHERE id = $1 RETURNING *`, [intent.id]);
        // Stripe tells the webhook that the payment waits for the cardholder (a set-up: nothing).
        if (intent.kind === 'payment') await emit(tx, 'payment_intent.requires_action', intentObject(waiting!));
        return { status: 'requires_action' as const };
      }
      await succeed(tx, withCard);
      return { status: 'succeeded' as const };
    });
    scheduleDelivery();
    return outcome;
  };
  provider.authenticate = async (input) => {
    const outcome = await db.transaction(async (tx) => {
      const intent = await intentBySecret(tx, input.client_secret);
      if (intent.status === 'succeeded') return { status: 'succeeded' as const };
      if (intent.status !== 'requires_action') {
        throw new ProviderError('This intent does not need authentication.', 'payment_intent_unexpected_state', undefined, 400);
      }
      if (!input.approve) {
        const error = { type: 'card_error', ...AUTHENTICATION_FAILED };
        await fail(tx, intent, error, { charged: false });
        return { status: 'requires_payment_method' as const, error };
      }
      await succeed(tx, intent);
      return { status: 'succeeded' as const };
    });
    scheduleDelivery();
    return outcome;
  };
  return provider as SandboxProvider;
}

export interface ConfirmInput {
  client_secret: string;
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  postal_code?: string;
}
export type Outcome = { status: 'succeeded' | 'requires_action' | 'requires_payment_method'; error?: Record<string, any> };

const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** Stripe's messages for a card that cannot be charged as typed. */
function validateCard(input: ConfirmInput): { type: string; code: string; message: string } | null {
  const number = input.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const month = input.exp_month;
  const year = fullYear(input.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) return { type: 'card_error', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  const now = new Date();
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' };
  }
  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) return { type: 'card_error', code: 'invalid_cvc', message: "Your card's security code is invalid." };
  return null;
}

const confirmBody = z.object({
  client_secret: z.string().min(1, 'client_secret is required').max(200),
  card_number: z.string().max(40),
  exp_month: z.coerce.number().int(),
  exp_year: z.coerce.number().int(),
  cvc: z.string().max(8),
  postal_code: z.string().max(20).optional(),
});
const authenticateBody = z.object({ client_secret: z.string().min(1).max(200), approve: z.boolean() });

/** The sandbox's browser-facing API: what stripe.js would call at Stripe. */
export function registerSandboxRoutes(app: Hono<any>, sandbox: SandboxProvider): void {
  const answer = async (run: () => Promise<Outcome>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) throw notFound(error.message);
      if (error instanceof ProviderError) throw badRequest(error.message);
      throw error;
    }
  };
  app.post('/sandbox/intents/confirm', async (c) => {
    const body = await readBody(c, confirmBody);
    return c.json(await answer(() => sandbox.confirm(body)));
  });
  app.post('/sandbox/intents/authenticate', async (c) => {
    const body = await readBody(c, authenticateBody);
    return c.json(await answer(() => sandbox.authenticate(body)));
  });
}

export type { Interval, PaymentMethodSummary };
