// An organization's subscription and payments: the rows, the view the API answers, and how the
// provider's webhook events change them (docs/payments.md). Events are applied once (their ids
// are stored in the same transaction as their effect) and in any order: a subscription or payment
// takes an event's state only when the event is newer than the last one applied to it.
import type { Sql } from '@vetchart/platform/database';
import { cardSummary, type PaymentMethodSummary, type ProviderEvent, type ProviderName } from '../providers/payment-provider.ts';

export type SubscriptionStatus = 'inactive' | 'incomplete' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionRow {
  id: string;
  organization_id: string;
  plan_code: string;
  interval: 'month' | 'year';
  amount_cents: number;
  currency: string;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  current_period_end: string | Date | null;
  canceled_at: string | Date | null;
  provider: ProviderName;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  latest_client_secret: string | null;
  setup_client_secret: string | null;
  payment_method: PaymentMethodSummary | null;
  /** When the card on file was set: a payment event's created, or Hospital Settings' save. */
  payment_method_set_at: string | Date | null;
  billing_address: Record<string, string> | null;
  payer_name: string | null;
  payer_email: string | null;
  last_event_at: string | Date | null;
}

export interface SubscriptionView {
  id: string;
  organization_id: string;
  status: SubscriptionStatus;
  plan_code: string;
  plan_name: string | null;
  amount_cents: number;
  currency: string;
  interval: 'month' | 'year';
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  provider: ProviderName;
  publishable_key: string | null;
  payment_method: PaymentMethodSummary | null;
  billing_address: Record<string, string> | null;
  billing_client_secret: string | null;
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The status people see: a subscription cancelled at period end stays active until the period it
 * paid for is over, then it is canceled (the provider's own event says so too, when it comes).
 */
export function effectiveStatus(row: Pick<SubscriptionRow, 'status' | 'cancel_at_period_end' | 'current_period_end'>, now = new Date()): SubscriptionStatus {
  if (row.status === 'active' && row.cancel_at_period_end && row.current_period_end && new Date(row.current_period_end) <= now) return 'canceled';
  return row.status;
}

export async function findSubscription(sql: Sql, organizationId: string, options: { lock?: boolean } = {}): Promise<SubscriptionRow | null> {
  const [row] = await sql.query<SubscriptionRow>(
    `SELECT * FROM billing.subscriptions WHERE organization_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [organizationId],
  );
  return row ?? null;
}

/** The organization's row, made 'inactive' on the plan it signed up with when it has none yet. */
export async function ensureSubscription(sql: Sql, organizationId: string, planCode: string, provider: ProviderName): Promise<void> {
  await sql.query(
    `INSERT INTO billing.subscriptions (organization_id, plan_code, provider, amount_cents)
     SELECT $1, $2, $3, COALESCE((SELECT round(monthly_price * 100)::int FROM billing.plans WHERE code = $2), 0)
     ON CONFLICT (organization_id) DO NOTHING`,
    [organizationId, planCode, provider],
  );
}

export async function subscriptionView(sql: Sql, row: SubscriptionRow, publishableKey: string | null): Promise<SubscriptionView> {
  const [plan] = await sql.query<{ name: string }>(`SELECT name FROM billing.plans WHERE code = $1`, [row.plan_code]);
  return {
    id: row.id,
    organization_id: row.organization_id,
    status: effectiveStatus(row),
    plan_code: row.plan_code,
    plan_name: plan?.name ?? null,
    amount_cents: row.amount_cents,
    currency: row.currency,
    interval: row.interval,
    current_period_end: iso(row.current_period_end),
    cancel_at_period_end: row.cancel_at_period_end,
    canceled_at: iso(row.canceled_at),
    provider: row.provider,
    publishable_key: row.provider === 'stripe' ? publishableKey : null,
    payment_method: row.payment_method,
    billing_address: row.billing_address,
    billing_client_secret: row.setup_client_secret,
  };
}

export async function recordAudit(
  sql: Sql,
  entry: { actorUserId: string | null; organizationId: string; action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
): Promise<void> {
  await sql.query(
    `INSERT INTO billing.audit_log (actor_user_id, organization_id, action, target_type, target_id, detail) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [entry.actorUserId, entry.organizationId, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.detail ?? {})],
  );
}

// ---- webhook events ----------------------------------------------------------------------------

const SUBSCRIPTION_STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'inactive',
  canceled: 'canceled',
  paused: 'past_due',
};

const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as any).id) : null);

/**
 * The payment method a succeeded payment event names only by its id (Stripe's events do; the
 * sandbox's carry the whole object), when its card would become the card on file: the event is
 * new, about one of our customers, and newer than the card on file. The webhook route asks the
 * provider for its card before the event's transaction and passes it to applyEvent.
 */
export async function paymentMethodToLookUp(sql: Sql, event: ProviderEvent): Promise<string | null> {
  const intent = event.data.object;
  if (event.type !== 'payment_intent.succeeded' || typeof intent.payment_method !== 'string') return null;
  const [seen] = await sql.query(`SELECT 1 FROM billing.webhook_events WHERE event_id = $1`, [event.id]);
  if (seen) return null;
  const [owner] = await sql.query(
    `SELECT 1 FROM billing.subscriptions
      WHERE provider_customer_id = $1 AND (payment_method_set_at IS NULL OR payment_method_set_at < $2)`,
    [idOf(intent.customer), new Date(event.created * 1000)],
  );
  return owner ? intent.payment_method : null;
}

/**
 * Applies one verified event, exactly once: false when its id was seen before (nothing changes).
 * Runs in the caller's transaction with the event id's insert. `looked.card` is the card of the
 * payment method a succeeded payment names by id (paymentMethodToLookUp), when the provider was asked.
 */
export async function applyEvent(sql: Sql, event: ProviderEvent, looked: { card?: PaymentMethodSummary | null } = {}): Promise<boolean> {
  const created = new Date(event.created * 1000);
  const [fresh] = await sql.query(
    `INSERT INTO billing.webhook_events (event_id, type, created) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [event.id, event.type, created],
  );
  if (!fresh) return false;
  const object = event.data.object;
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.requires_action':
      await applyPaymentIntent(sql, object, { id: event.id, created }, looked.card ?? null);
      break;
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      await applyInvoicePaid(sql, object, created);
      break;
    case 'invoice.payment_failed':
      await updateSubscriptionState(sql, subscriptionIdOfInvoice(object), object.customer, created, { status: 'past_due', onlyFrom: ['active'] });
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await applySubscriptionObject(sql, object, created, event.type === 'customer.subscription.deleted');
      break;
    default:
      // setup_intent.succeeded and the rest: the card is saved by PUT /subscription/billing-details.
      break;
  }
  await sql.query(`UPDATE billing.webhook_events SET processed_at = now() WHERE event_id = $1`, [event.id]);
  return true;
}

const PENDING_STATES = ['requires_action', 'processing'];

/**
 * The row a payment intent event is about: one per attempt. A charge is made per attempt (Stripe's
 * latest_charge when it succeeded, last_payment_error.charge when it was declined); a failure without
 * a charge (3-D Secure refused) is an attempt of its own, named by its event; an attempt still
 * waiting has no charge yet and is the intent's (latest_charge may name an earlier declined one).
 * Without a charge id (older API versions' events) a success is the intent's.
 */
function attemptKey(intent: Record<string, any>, state: string, eventId: string): string {
  if (state === 'succeeded') return idOf(intent.latest_charge) ?? idOf(intent.charges?.data?.[0]) ?? String(intent.id);
  if (state === 'failed') return idOf(intent.last_payment_error?.charge) ?? eventId;
  return String(intent.id);
}

const PAYMENT_STATE: Record<string, string> = {
  'succeeded': 'succeeded',
  'processing': 'processing',
  'requires_action': 'requires_action',
  'requires_confirmation': 'requires_action',
  'requires_payment_method': 'failed',
  'canceled': 'failed',
};

async function applyPaymentIntent(sql: Sql, intent: Record<string, any>, event: { id: string; created: Date }, lookedUpCard: PaymentMethodSummary | null): Promise<void> {
  const customer = idOf(intent.customer);
  const [owner] = await sql.query<{ organization_id: string; payer_name: string | null; payer_email: string | null }>(
    `SELECT organization_id, payer_name, payer_email FROM billing.subscriptions WHERE provider_customer_id = $1`,
    [customer],
  );
  // A payment of a customer that is not ours (another app on the same Stripe account): ignored.
  if (!owner) return;
  const { created } = event;
  const state = PAYMENT_STATE[String(intent.status)] ?? 'processing';
  const intentId = String(intent.id);
  const key = attemptKey(intent, state, event.id);
  const error = state === 'failed' ? (intent.last_payment_error ?? null) : null;
  const values = [
    owner.organization_id,
    key,
    intentId,
    owner.payer_name ?? '',
    owner.payer_email ?? '',
    Number(intent.amount ?? 0),
    String(intent.currency ?? 'usd'),
    state,
    error ? String(error.decline_code ?? error.code ?? '') || null : null,
    error ? String(error.message ?? '') || null : null,
    created,
  ];
  const insert = `INSERT INTO billing.payments (organization_id, provider_payment_id, provider_intent_id, name, email, amount_cents, currency, state, failure_code, failure_message, started_at, last_event_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11`;
  const update = `ON CONFLICT (provider_payment_id) DO UPDATE
        SET state = EXCLUDED.state, failure_code = EXCLUDED.failure_code, failure_message = EXCLUDED.failure_message,
            amount_cents = EXCLUDED.amount_cents, last_event_at = EXCLUDED.last_event_at
      WHERE (billing.payments.last_event_at IS NULL OR billing.payments.last_event_at <= EXCLUDED.last_event_at)`;
  if (PENDING_STATES.includes(state)) {
    // An attempt waiting (for authentication, or to settle) has no charge yet: its row is the
    // intent's, and only while no outcome of the intent at least as new is known (an outcome
    // of the same second ended this wait). It never turns an outcome back into a wait.
    await sql.query(
      `${insert}
        WHERE NOT EXISTS (SELECT 1 FROM billing.payments WHERE provider_intent_id = $3 AND provider_payment_id <> $2 AND last_event_at >= $11)
       ${update} AND billing.payments.state IN ('requires_action', 'processing')`,
      values,
    );
  } else {
    // An outcome ends the wait that was listed for its intent (a wait of a later attempt stays).
    await sql.query(
      `DELETE FROM billing.payments
        WHERE organization_id = $1 AND provider_payment_id = $2 AND provider_payment_id <> $3
          AND state IN ('requires_action', 'processing') AND last_event_at <= $4`,
      [owner.organization_id, intentId, key, created],
    );
    await sql.query(`${insert} ${update}`, values);
  }
  if (state === 'succeeded') {
    const card = (typeof intent.payment_method === 'object' ? cardSummary(intent.payment_method) : null) ?? lookedUpCard;
    if (card) await recordCardOnFile(sql, owner.organization_id, card, created);
  }
}

/**
 * A succeeded payment's card is the subscription's card on file (Stripe makes it the
 * subscription's default: save_default_payment_method on_subscription; the sandbox does the same),
 * unless the card on file was set at the event's time or later: a card saved in Hospital Settings
 * after the payment (set_at is the save's time, to the microsecond, against the event's second, so
 * a save within the same second wins too) or a newer payment's.
 */
async function recordCardOnFile(sql: Sql, organizationId: string, card: PaymentMethodSummary, created: Date): Promise<void> {
  await sql.query(
    `UPDATE billing.subscriptions SET payment_method = $2::jsonb, payment_method_set_at = $3, updated_at = now()
      WHERE organization_id = $1 AND (payment_method_set_at IS NULL OR payment_method_set_at < $3)`,
    [organizationId, JSON.stringify(card), created],
  );
}

function subscriptionIdOfInvoice(invoice: Record<string, any>): string | null {
  return idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.lines?.data?.[0]?.parent?.subscription_item_details?.subscription);
}

async function applyInvoicePaid(sql: Sql, invoice: Record<string, any>, created: Date): Promise<void> {
  const periodEnd = invoice.lines?.data?.[0]?.period?.end;
  await updateSubscriptionState(sql, subscriptionIdOfInvoice(invoice), invoice.customer, created, {
    status: 'active',
    currentPeriodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000) : undefined,
  });
}

async function applySubscriptionObject(sql: Sql, subscription: Record<string, any>, created: Date, deleted: boolean): Promise<void> {
  const end = subscription.current_period_end ?? subscription.items?.data?.[0]?.current_period_end;
  await updateSubscriptionState(sql, String(subscription.id), subscription.customer, created, {
    status: deleted ? 'canceled' : (SUBSCRIPTION_STATUS[String(subscription.status)] ?? 'incomplete'),
    currentPeriodEnd: typeof end === 'number' ? new Date(end * 1000) : undefined,
    cancelAtPeriodEnd: typeof subscription.cancel_at_period_end === 'boolean' ? subscription.cancel_at_period_end : undefined,
    canceledAt: deleted ? new Date((subscription.canceled_at ?? subscription.ended_at ?? created.getTime() / 1000) * 1000) : undefined,
  });
}

/**
 * The ordering guard: the row changes only when this event is at least as new as the last one
 * applied (Stripe's created is in seconds, and one payment raises several events in the same
 * second, all describing the same new state).
 */
async function updateSubscriptionState(
  sql: Sql,
  providerSubscriptionId: string | null,
  customer: unknown,
  created: Date,
  change: { status: SubscriptionStatus; currentPeriodEnd?: Date; cancelAtPeriodEnd?: boolean; canceledAt?: Date; onlyFrom?: SubscriptionStatus[] },
): Promise<void> {
  if (!providerSubscriptionId) return;
  await sql.query(
    `UPDATE billing.subscriptions
        SET status = $3,
            current_period_end = COALESCE($4, current_period_end),
            cancel_at_period_end = COALESCE($5, cancel_at_period_end),
            canceled_at = COALESCE($6, canceled_at),
            last_event_at = $7,
            latest_client_secret = CASE WHEN $3 = 'active' THEN NULL ELSE latest_client_secret END,
            updated_at = now()
      WHERE provider_subscription_id = $1
        AND ($2::text IS NULL OR provider_customer_id = $2)
        AND (last_event_at IS NULL OR last_event_at <= $7)
        AND ($8::text[] IS NULL OR status = ANY($8::text[]))`,
    [
      providerSubscriptionId,
      idOf(customer),
      change.status,
      change.currentPeriodEnd ?? null,
      change.cancelAtPeriodEnd ?? null,
      change.canceledAt ?? null,
      created,
      change.onlyFrom ?? null,
    ],
  );
}
