// Subscriptions and payments through the sandbox provider, over real HTTP: the card outcomes of
// Stripe's test mode, a retried checkout charging once, webhook events applied once and in any
// order, forged and stale signatures refused, cancellation at period end, the billing card, and
// each organization seeing only its own payments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookPayload } from '../providers/payment-provider.ts';
import { AUTHENTICATION_FAILED } from '../providers/sandbox.ts';
import { startBillingHarness, WEBHOOK_SECRET, type BillingHarness } from '../testing.ts';
import { createBillingService } from '../service.ts';
import { insertDemoSubscriptions } from './demo.ts';
import { PLAN_UNAVAILABLE } from './routes.ts';

let harness: BillingHarness;
beforeAll(async () => {
  harness = await startBillingHarness();
});
afterAll(async () => harness?.close());

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Record<string, unknown> = {}) => ({ card_number: number, exp_month: 12, exp_year: nextYear, cvc: '123', postal_code: '78701', ...extra });

async function checkout(token: string, key: string, body: unknown = {}) {
  return harness.call('POST', '/subscription/checkout', { token, body, headers: { 'idempotency-key': key } });
}
async function confirm(clientSecret: string, number: string, extra: Record<string, unknown> = {}) {
  const result = await harness.call('POST', '/sandbox/intents/confirm', { body: { client_secret: clientSecret, ...card(number, extra) } });
  await harness.sandbox!.deliverPending();
  return result;
}
const subscription = async (token: string) => (await harness.call('GET', '/subscription', { token })).body.data;
const payments = async (token: string, query = '') => (await harness.call('GET', `/payments${query}`, { token })).body;

async function deliver(event: { id: string; type: string; created: number; data: { object: Record<string, unknown> } }, options: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(event);
  return harness.call('POST', '/webhooks/payments', { raw, headers: { 'stripe-signature': signWebhookPayload(options.secret ?? WEBHOOK_SECRET, raw, options.timestamp) } });
}

describe('the subscription of an organization', () => {
  it('is inactive on the plan the organization signed up with, readable by every member', async () => {
    const admin = await harness.person({ clientAdmin: true, planCode: 'professional' });
    const member = await harness.person({ organizationId: admin.organizationId });
    const seen = await subscription(member.token);
    expect(seen).toMatchObject({ status: 'inactive', plan_code: 'professional', plan_name: 'Professional', amount_cents: 9900, interval: 'month', provider: 'sandbox', cancel_at_period_end: false, current_period_end: null, payment_method: null, billing_client_secret: null, publishable_key: null });
    expect(await harness.count('billing.subscriptions', 'organization_id = $1', [admin.organizationId])).toBe(1);
  });

  it('answers 503 and makes no row while auth cannot say which plan the organization has', async () => {
    const member = await harness.person();
    const cutOff = createBillingService(harness.deps, { upstreams: { auth: 'http://127.0.0.1:1' }, provider: harness.sandbox! });
    const response = await cutOff.request('/subscription', { headers: { authorization: `Bearer ${member.token}` } });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(PLAN_UNAVAILABLE);
    expect(await harness.count('billing.subscriptions', 'organization_id = $1', [member.organizationId])).toBe(0);
  });

  it('refuses requests without a valid token', async () => {
    expect((await harness.call('GET', '/subscription')).status).toBe(401);
    expect((await harness.call('GET', '/payments', { token: 'forged' })).status).toBe(401);
  });

  it('lets only client admins and super admins check out, set the card, cancel and list payments', async () => {
    const member = await harness.person();
    for (const [method, path] of [['POST', '/subscription/checkout'], ['POST', '/subscription/billing-card'], ['POST', '/subscription/cancel'], ['GET', '/payments']] as const) {
      const result = await harness.call(method, path, { token: member.token, ...(method === 'POST' ? { body: {}, headers: { 'idempotency-key': `member-${path.replace(/\W/g, '')}` } } : {}) });
      expect(result.status, path).toBe(403);
    }
    const superAdmin = await harness.person({ superAdmin: true });
    expect((await harness.call('GET', '/payments', { token: superAdmin.token })).status).toBe(200);
    expect((await checkout(superAdmin.token, 'super-admin-checkout-1')).status).toBe(200);
  });

  it('requires an Idempotency-Key on checkout', async () => {
    const admin = await harness.person({ clientAdmin: true });
    const result = await harness.call('POST', '/subscription/checkout', { token: admin.token, body: {} });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('The Idempotency-Key header is required: a retried checkout must never charge twice.');
    expect((await subscription(admin.token)).status).toBe('inactive');
  });
});

describe('checkout with the sandbox test cards', () => {
  it('answers the same checkout sent twice once: one subscription, one charge', async () => {
    const admin = await harness.person({ clientAdmin: true, name: 'Avery Owner' });
    const before = await harness.count('billing.sandbox_subscriptions');
    const first = await checkout(admin.token, 'checkout-key-0001', { interval: 'month' });
    const again = await checkout(admin.token, 'checkout-key-0001', { interval: 'month' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ client_secret: expect.stringMatching(/^pi_sbx_\w+_secret_\w+$/), provider: 'sandbox', publishable_key: null, amount_cents: 4900 });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    // A new click (another key) while the first is unpaid answers the same payment too.
    const thirdClick = await checkout(admin.token, 'checkout-key-0002', { interval: 'month' });
    expect(thirdClick.body.data.client_secret).toBe(first.body.data.client_secret);
    expect(await harness.count('billing.sandbox_subscriptions')).toBe(before + 1);
    expect((await subscription(admin.token)).status).toBe('incomplete');

    const paid = await confirm(first.body.data.client_secret, '4242 4242 4242 4242');
    expect(paid.body).toEqual({ status: 'succeeded' });
    // The browser retrying its confirmation charges nothing more.
    expect((await confirm(first.body.data.client_secret, '4242424242424242')).body).toEqual({ status: 'succeeded' });

    const active = await subscription(admin.token);
    expect(active.status).toBe('active');
    expect(new Date(active.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const list = await payments(admin.token);
    expect(list.data).toEqual([
      { id: expect.any(String), name: 'Avery Owner', email: expect.stringContaining('@clinic.test'), started_at: expect.any(String), amount_cents: 4900, currency: 'usd', state: 'succeeded', failure_code: null, failure_message: null },
    ]);
    expect(list.meta).toMatchObject({ total: 1, page: 1 });

    const once_more = await checkout(admin.token, 'checkout-key-0003');
    expect(once_more.status).toBe(409);
    expect(once_more.body.message).toBe('The subscription is already active.');
  });

  it('charges the annual price for a yearly checkout', async () => {
    const admin = await harness.person({ clientAdmin: true, planCode: 'enterprise' });
    const result = await checkout(admin.token, 'yearly-checkout-1', { interval: 'year' });
    expect(result.body.data.amount_cents).toBe(199000);
    await confirm(result.body.data.client_secret, '4242424242424242');
    const active = await subscription(admin.token);
    expect(active).toMatchObject({ status: 'active', interval: 'year', amount_cents: 199000 });
    expect(new Date(active.current_period_end).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
  });

  it('declines 4000 0000 0000 0002 and 9995 with their codes; nothing is activated', async () => {
    const admin = await harness.person({ clientAdmin: true });
    const { client_secret } = (await checkout(admin.token, 'declined-checkout-1')).body.data;
    const declined = await confirm(client_secret, '4000 0000 0000 0002');
    expect(declined.body).toEqual({ status: 'requires_payment_method', error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
    const poor = await confirm(client_secret, '4000000000009995');
    expect(poor.body.error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect((await subscription(admin.token)).status).toBe('incomplete');
    // Each declined attempt is a row of its own (its charge), newest first.
    const generic = { state: 'failed', failure_code: 'generic_decline', failure_message: 'Your card was declined.' };
    const insufficient = { state: 'failed', failure_code: 'insufficient_funds', failure_message: 'Your card has insufficient funds.' };
    expect((await payments(admin.token)).data).toMatchObject([insufficient, generic]);
    // Then a good card pays the same payment: a third row, and the declined ones stay.
    expect((await confirm(client_secret, '4242424242424242')).body.status).toBe('succeeded');
    expect((await subscription(admin.token)).status).toBe('active');
    const list = await payments(admin.token);
    expect(list.data).toMatchObject([{ state: 'succeeded', failure_code: null, failure_message: null }, insufficient, generic]);
    expect(list.meta.total).toBe(3);
    const keys = await harness.db.query<{ provider_payment_id: string; provider_intent_id: string }>(
      `SELECT provider_payment_id, provider_intent_id FROM billing.payments WHERE organization_id = $1`,
      [admin.organizationId],
    );
    expect(keys.every((key) => /^ch_sbx_/.test(key.provider_payment_id) && key.provider_intent_id === client_secret.split('_secret_')[0])).toBe(true);
    expect(new Set(keys.map((key) => key.provider_payment_id)).size).toBe(3);
  });

  it('refuses malformed cards the way Stripe does, before anything is charged', async () => {
    const admin = await harness.person({ clientAdmin: true });
    const { client_secret } = (await checkout(admin.token, 'malformed-checkout-1')).body.data;
    const events = await harness.count('billing.sandbox_events');
    expect((await confirm(client_secret, '4242424242424241')).body.error).toMatchObject({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
    expect((await confirm(client_secret, '4242424242424242', { exp_year: 2020 })).body.error).toMatchObject({ code: 'expired_card', message: 'Your card has expired.' });
    expect((await confirm(client_secret, '4242424242424242', { cvc: '12' })).body.error).toMatchObject({ code: 'invalid_cvc', message: "Your card's security code is invalid." });
    expect(await harness.count('billing.sandbox_events')).toBe(events);
    expect((await payments(admin.token)).data).toEqual([]);
    expect((await harness.call('POST', '/sandbox/intents/confirm', { body: { client_secret: 'pi_unknown_secret_x', ...card('4242424242424242') } })).status).toBe(404);
  });

  it('asks 4000 0025 0000 3155 to authenticate: refusing fails the payment, approving pays it', async () => {
    const admin = await harness.person({ clientAdmin: true });
    const { client_secret } = (await checkout(admin.token, 'three-d-secure-1')).body.data;
    expect((await confirm(client_secret, '4000002500003155')).body).toEqual({ status: 'requires_action' });
    // While it waits for authentication the attempt is listed as such (keyed by the payment intent: no charge yet).
    expect((await payments(admin.token)).data).toMatchObject([{ state: 'requires_action', failure_code: null }]);
    const refused = await harness.call('POST', '/sandbox/intents/authenticate', { body: { client_secret, approve: false } });
    expect(refused.body).toEqual({ status: 'requires_payment_method', error: { type: 'card_error', ...AUTHENTICATION_FAILED } });
    await harness.sandbox!.deliverPending();
    expect((await subscription(admin.token)).status).toBe('incomplete');
    // The refused authentication is an attempt without a charge: it replaces the wait, as a failed row of its own.
    const refusedRow = { state: 'failed', failure_code: AUTHENTICATION_FAILED.code, failure_message: AUTHENTICATION_FAILED.message };
    expect((await payments(admin.token)).data).toMatchObject([refusedRow]);
    expect((await confirm(client_secret, '4000002500003155')).body.status).toBe('requires_action');
    const approved = await harness.call('POST', '/sandbox/intents/authenticate', { body: { client_secret, approve: true } });
    expect(approved.body).toEqual({ status: 'succeeded' });
    await harness.sandbox!.deliverPending();
    expect((await subscription(admin.token)).status).toBe('active');
    // The charge replaced the waiting row.
    expect((await payments(admin.token)).data).toMatchObject([{ state: 'succeeded', failure_code: null }, refusedRow]);
  });
});

describe('webhook events', () => {
  async function activeOrganization() {
    const admin = await harness.person({ clientAdmin: true });
    const { client_secret } = (await checkout(admin.token, `webhook-${admin.organizationId}`)).body.data;
    await confirm(client_secret, '4242424242424242');
    const [row] = await harness.db.query<{ provider_subscription_id: string; provider_customer_id: string }>(
      `SELECT provider_subscription_id, provider_customer_id FROM billing.subscriptions WHERE organization_id = $1`,
      [admin.organizationId],
    );
    return { ...admin, ...row! };
  }
  const subscriptionEvent = (id: string, created: number, object: Record<string, unknown>) => ({ id, type: 'customer.subscription.updated', created, data: { object: { object: 'subscription', ...object } } });

  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const org = await activeOrganization();
    const now = Math.floor(Date.now() / 1000);
    const event = subscriptionEvent('evt_forged_1', now + 5, { id: org.provider_subscription_id, customer: org.provider_customer_id, status: 'canceled' });
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    const stale = await deliver(event, { timestamp: now - 301 });
    expect(stale.status).toBe(400);
    const unsigned = await harness.call('POST', '/webhooks/payments', { raw: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    // A body changed after signing.
    const raw = JSON.stringify(event);
    const tampered = await harness.call('POST', '/webhooks/payments', { raw: raw.replace('canceled', 'past_due'), headers: { 'stripe-signature': signWebhookPayload(WEBHOOK_SECRET, raw) } });
    expect(tampered.status).toBe(400);
    expect(await harness.count('billing.webhook_events', 'event_id = $1', ['evt_forged_1'])).toBe(0);
    expect((await subscription(org.token)).status).toBe('active');
    // Within the tolerance it is accepted.
    expect((await deliver(event, { timestamp: now - 200 })).status).toBe(200);
    expect((await subscription(org.token)).status).toBe('canceled');
  });

  it('applies an event delivered twice only once', async () => {
    const org = await activeOrganization();
    const now = Math.floor(Date.now() / 1000);
    const pastDue = subscriptionEvent('evt_twice_1', now + 10, { id: org.provider_subscription_id, customer: org.provider_customer_id, status: 'past_due' });
    expect((await deliver(pastDue)).body).toEqual({ received: true });
    expect((await subscription(org.token)).status).toBe('past_due');
    // Someone settles it another way (and the ordering guard is cleared): only a second
    // application of the same event could bring past_due back.
    await harness.db.query(`UPDATE billing.subscriptions SET status = 'active', last_event_at = NULL WHERE organization_id = $1`, [org.organizationId]);
    const again = await deliver(pastDue);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true });
    expect((await subscription(org.token)).status).toBe('active');
    expect(await harness.count('billing.webhook_events', 'event_id = $1', ['evt_twice_1'])).toBe(1);
  });

  it('applies events in any order: only a newer state wins', async () => {
    const org = await activeOrganization();
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 40 * 86_400;
    const newest = subscriptionEvent('evt_order_3', now + 30, { id: org.provider_subscription_id, customer: org.provider_customer_id, status: 'active', cancel_at_period_end: true, items: { data: [{ current_period_end: periodEnd }] } });
    const older = subscriptionEvent('evt_order_1', now + 10, { id: org.provider_subscription_id, customer: org.provider_customer_id, status: 'incomplete', cancel_at_period_end: false, items: { data: [{ current_period_end: now + 5 }] } });
    const paidOlder = { id: 'evt_order_2', type: 'invoice.paid', created: now + 20, data: { object: { object: 'invoice', customer: org.provider_customer_id, subscription: org.provider_subscription_id, lines: { data: [{ period: { end: now + 6 } }] } } } };
    for (const event of [newest, older, paidOlder]) expect((await deliver(event)).status).toBe(200);
    const seen = await subscription(org.token);
    expect(seen).toMatchObject({ status: 'active', cancel_at_period_end: true, current_period_end: new Date(periodEnd * 1000).toISOString() });
    // An older event about the charge that succeeded (its failure, say) does not undo it.
    const [payment] = await harness.db.query<{ provider_payment_id: string; provider_intent_id: string }>(`SELECT provider_payment_id, provider_intent_id FROM billing.payments WHERE organization_id = $1`, [org.organizationId]);
    const failedEarlier = { id: 'evt_order_4', type: 'payment_intent.payment_failed', created: now - 60, data: { object: { object: 'payment_intent', id: payment!.provider_intent_id, customer: org.provider_customer_id, amount: 4900, currency: 'usd', status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.', charge: payment!.provider_payment_id } } } };
    expect((await deliver(failedEarlier)).status).toBe(200);
    expect((await payments(org.token)).data).toMatchObject([{ state: 'succeeded' }]);
  });

  it('keeps one payments row per attempt, the same whatever order the events come in and however often', async () => {
    const base = Math.floor(Date.now() / 1000) - 120;
    /** One intent's attempts: declined (charge a), waiting for 3-D Secure, refused (no charge), paid (charge b). */
    const attempts = (customer: string, tag: string) => {
      const intent = { object: 'payment_intent', id: `pi_${tag}`, customer, amount: 4900, currency: 'usd', created: base };
      return [
        { id: `evt_${tag}_1`, type: 'payment_intent.payment_failed', created: base + 1, data: { object: { ...intent, status: 'requires_payment_method', latest_charge: `ch_${tag}_a`, last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', charge: `ch_${tag}_a` } } } },
        // Stripe's latest_charge still names the declined charge while the next attempt waits.
        { id: `evt_${tag}_2`, type: 'payment_intent.requires_action', created: base + 2, data: { object: { ...intent, status: 'requires_action', latest_charge: `ch_${tag}_a`, last_payment_error: null } } },
        { id: `evt_${tag}_3`, type: 'payment_intent.payment_failed', created: base + 3, data: { object: { ...intent, status: 'requires_payment_method', latest_charge: `ch_${tag}_a`, last_payment_error: { type: 'card_error', ...AUTHENTICATION_FAILED } } } },
        { id: `evt_${tag}_4`, type: 'payment_intent.succeeded', created: base + 4, data: { object: { ...intent, status: 'succeeded', latest_charge: `ch_${tag}_b`, last_payment_error: null } } },
      ];
    };
    const orders = [[0, 1, 2, 3], [3, 2, 1, 0], [1, 0, 3, 2], [2, 3, 1, 0]];
    const seen: unknown[] = [];
    for (const [index, order] of orders.entries()) {
      const admin = await harness.person({ clientAdmin: true, name: 'Avery Owner' });
      await checkout(admin.token, `attempts-${index}`);
      const [row] = await harness.db.query<{ provider_customer_id: string }>(`SELECT provider_customer_id FROM billing.subscriptions WHERE organization_id = $1`, [admin.organizationId]);
      const events = attempts(row!.provider_customer_id, `att${index}`);
      // Each event twice: the second delivery changes nothing.
      for (const position of [...order, ...order]) expect((await deliver(events[position]!)).status).toBe(200);
      const list = await payments(admin.token);
      // Everything but the row's own id and the payer's e-mail (each organization has its own admin).
      seen.push(list.data.map(({ id, email, ...rest }: { id: string; email: string }) => rest));
      expect(list.data).toMatchObject([
        { state: 'succeeded', failure_code: null, started_at: new Date((base + 4) * 1000).toISOString() },
        { state: 'failed', failure_code: AUTHENTICATION_FAILED.code, failure_message: AUTHENTICATION_FAILED.message, started_at: new Date((base + 3) * 1000).toISOString() },
        { state: 'failed', failure_code: 'generic_decline', failure_message: 'Your card was declined.', started_at: new Date((base + 1) * 1000).toISOString() },
      ]);
    }
    for (const rows of seen.slice(1)) expect(rows).toEqual(seen[0]);
  });

  it('shows an attempt waiting for authentication until its outcome arrives', async () => {
    const admin = await harness.person({ clientAdmin: true });
    await checkout(admin.token, 'waiting-attempt-1');
    const [row] = await harness.db.query<{ provider_customer_id: string }>(`SELECT provider_customer_id FROM billing.subscriptions WHERE organization_id = $1`, [admin.organizationId]);
    const now = Math.floor(Date.now() / 1000);
    const intent = { object: 'payment_intent', id: `pi_waiting_${admin.organizationId}`, customer: row!.provider_customer_id, amount: 4900, currency: 'usd' };
    const declinedCharge = `ch_waiting_a_${admin.organizationId}`;
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', charge: declinedCharge };
    await deliver({ id: `evt_waiting_0_${admin.organizationId}`, type: 'payment_intent.payment_failed', created: now - 10, data: { object: { ...intent, status: 'requires_payment_method', latest_charge: declinedCharge, last_payment_error: declined } } });
    await deliver({ id: `evt_waiting_1_${admin.organizationId}`, type: 'payment_intent.requires_action', created: now - 5, data: { object: { ...intent, status: 'requires_action', latest_charge: declinedCharge } } });
    expect((await payments(admin.token)).data).toMatchObject([{ state: 'requires_action', failure_code: null }, { state: 'failed', failure_code: 'insufficient_funds' }]);
    // An outcome of the same second replaces the wait (it ended it); the declined attempt stays.
    await deliver({ id: `evt_waiting_2_${admin.organizationId}`, type: 'payment_intent.succeeded', created: now - 5, data: { object: { ...intent, status: 'succeeded', latest_charge: `ch_waiting_b_${admin.organizationId}` } } });
    expect((await payments(admin.token)).data).toMatchObject([{ state: 'succeeded' }, { state: 'failed', failure_code: 'insufficient_funds' }]);
    expect(await harness.count('billing.payments', 'organization_id = $1', [admin.organizationId])).toBe(2);
    // A wait delivered late, after its outcome, is not listed again.
    await deliver({ id: `evt_waiting_3_${admin.organizationId}`, type: 'payment_intent.processing', created: now - 6, data: { object: { ...intent, status: 'processing', latest_charge: declinedCharge } } });
    expect(await harness.count('billing.payments', 'organization_id = $1', [admin.organizationId])).toBe(2);
  });

  it('ignores events about customers that are not ours', async () => {
    const event = { id: 'evt_stranger_1', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object: { id: 'pi_stranger', customer: 'cus_stranger', amount: 100, currency: 'usd', status: 'succeeded' } } };
    expect((await deliver(event)).status).toBe(200);
    expect(await harness.count('billing.payments', 'provider_payment_id = $1', ['pi_stranger'])).toBe(0);
  });
});

describe('cancelling', () => {
  it('cancels at period end: access continues until current_period_end, then the status is canceled', async () => {
    const admin = await harness.person({ clientAdmin: true });
    const inactive = await harness.call('POST', '/subscription/cancel', { token: admin.token, body: {} });
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe('Only an active subscription can be cancelled.');
    const { client_secret } = (await checkout(admin.token, 'cancel-checkout-1')).body.data;
    await confirm(client_secret, '4242424242424242');
    const active = await subscription(admin.token);

    const cancelled = await harness.call('POST', '/subscription/cancel', { token: admin.token, body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'active', cancel_at_period_end: true, current_period_end: active.current_period_end });
    await harness.sandbox!.deliverPending();
    expect(await subscription(admin.token)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await harness.count('billing.audit_log', `organization_id = $1 AND action = 'subscription.cancel'`, [admin.organizationId])).toBe(1);
    const twice = await harness.call('POST', '/subscription/cancel', { token: admin.token, body: {} });
    expect(twice.status).toBe(409);

    await harness.db.query(`UPDATE billing.subscriptions SET current_period_end = now() - interval '1 minute' WHERE organization_id = $1`, [admin.organizationId]);
    expect((await subscription(admin.token)).status).toBe('canceled');
  });
});

describe('the billing card', () => {
  it('sets up a card and saves it with the billing address, by the rules of the spec', async () => {
    const admin = await harness.person({ clientAdmin: true });
    const setup = await harness.call('POST', '/subscription/billing-card', { token: admin.token, body: {} });
    expect(setup.status).toBe(200);
    const secret = setup.body.data.client_secret;
    expect(secret).toMatch(/^seti_sbx_/);
    expect((await subscription(admin.token)).billing_client_secret).toBe(secret);
    const details = { setup_intent_client_secret: secret, address_line1: '1200 N Clark St', address_line2: 'Suite 4', city: 'Chicago', state: 'IL', zip: '60614' };

    const unconfirmed = await harness.call('PUT', '/subscription/billing-details', { token: admin.token, body: details });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.details.code).toBe('setup_intent_unexpected_state');
    expect((await confirm(secret, '5555555555554444', { exp_month: 4 })).body.status).toBe('succeeded');

    const poBox = await harness.call('PUT', '/subscription/billing-details', { token: admin.token, body: { ...details, address_line1: 'P.O. Box 12' } });
    expect(poBox.status).toBe(400);
    expect(poBox.body.errors).toContainEqual({ path: 'address_line1', message: 'PO Box is not allowed!' });
    const tooLong = await harness.call('PUT', '/subscription/billing-details', { token: admin.token, body: { ...details, address_line2: 'x'.repeat(81) } });
    expect(tooLong.body.errors).toContainEqual({ path: 'address_line2', message: 'Address line 2 must be at most 80 characters.' });
    const missing = await harness.call('PUT', '/subscription/billing-details', { token: admin.token, body: { ...details, address_line2: '', city: '', zip: ' ' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['address_line2', 'city', 'zip']);

    const saved = await harness.call('PUT', '/subscription/billing-details', { token: admin.token, body: details });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      payment_method: { brand: 'mastercard', last4: '4444', exp_month: 4, exp_year: nextYear },
      billing_address: { line1: '1200 N Clark St', line2: 'Suite 4', city: 'Chicago', state: 'IL', zip: '60614', country: 'US' },
      billing_client_secret: null,
    });
    // Another organization's admin cannot save this organization's set-up.
    const stranger = await harness.person({ clientAdmin: true });
    await harness.call('POST', '/subscription/billing-card', { token: stranger.token, body: {} });
    const foreign = await harness.call('PUT', '/subscription/billing-details', { token: stranger.token, body: details });
    expect(foreign.status).toBe(404);
  });
});

describe('the card on file', () => {
  it('is the card a successful checkout paid with; a declined card never becomes it', async () => {
    const admin = await harness.person({ clientAdmin: true });
    const { client_secret } = (await checkout(admin.token, 'card-on-file-1')).body.data;
    await confirm(client_secret, '4000000000000002');
    expect((await subscription(admin.token)).payment_method).toBeNull();
    expect((await confirm(client_secret, '5555555555554444', { exp_month: 4 })).body.status).toBe('succeeded');
    expect(await subscription(admin.token)).toMatchObject({ status: 'active', payment_method: { brand: 'mastercard', last4: '4444', exp_month: 4, exp_year: nextYear } });
  });

  it('a late checkout event never replaces a card saved later in Hospital Settings; a newer one does', async () => {
    const admin = await harness.person({ clientAdmin: true });
    const { client_secret } = (await checkout(admin.token, 'card-on-file-2')).body.data;
    await confirm(client_secret, '4242424242424242');
    expect((await subscription(admin.token)).payment_method).toMatchObject({ brand: 'visa', last4: '4242' });
    const setup = (await harness.call('POST', '/subscription/billing-card', { token: admin.token, body: {} })).body.data.client_secret;
    await confirm(setup, '5555555555554444', { exp_month: 4 });
    const details = { setup_intent_client_secret: setup, address_line1: '1200 N Clark St', address_line2: 'Suite 4', city: 'Chicago', state: 'IL', zip: '60614' };
    expect((await harness.call('PUT', '/subscription/billing-details', { token: admin.token, body: details })).status).toBe(200);
    const saved = { brand: 'mastercard', last4: '4444', exp_month: 4, exp_year: nextYear };
    expect((await subscription(admin.token)).payment_method).toEqual(saved);

    const [row] = await harness.db.query<{ provider_customer_id: string }>(`SELECT provider_customer_id FROM billing.subscriptions WHERE organization_id = $1`, [admin.organizationId]);
    const paid = (eventId: string, created: number, last4: string) => ({
      id: eventId,
      type: 'payment_intent.succeeded',
      created,
      data: { object: { object: 'payment_intent', id: `pi_${eventId}`, customer: row!.provider_customer_id, amount: 4900, currency: 'usd', status: 'succeeded', latest_charge: `ch_${eventId}`, payment_method: { id: `pm_${eventId}`, type: 'card', card: { brand: 'amex', last4, exp_month: 1, exp_year: nextYear + 1 } } } },
    });
    const now = Math.floor(Date.now() / 1000);
    // The checkout's success delivered late (raised before the card was saved): the saved card stays.
    expect((await deliver(paid(`evt_late_card_${admin.organizationId}`, now - 30, '0005'))).status).toBe(200);
    expect((await subscription(admin.token)).payment_method).toEqual(saved);
    // A payment made after the save (a renewal) is the card charged last: it is the card on file.
    expect((await deliver(paid(`evt_newer_card_${admin.organizationId}`, now + 30, '8431'))).status).toBe(200);
    expect((await subscription(admin.token)).payment_method).toEqual({ brand: 'amex', last4: '8431', exp_month: 1, exp_year: nextYear + 1 });
  });
});

describe('payments list', () => {
  it('shows an organization only its own payments, paged', async () => {
    const demo = await harness.person({ clientAdmin: true, name: 'Morgan Reyes' });
    await insertDemoSubscriptions(harness.db, [{ organizationId: demo.organizationId, planCode: 'professional', active: true, payer: { name: 'Morgan Reyes', email: 'admin@demo.vet' } }]);
    const other = await harness.person({ clientAdmin: true });
    await insertDemoSubscriptions(harness.db, [{ organizationId: other.organizationId, planCode: 'professional', active: false, payer: { name: 'Casey Nguyen', email: 'admin@other.vet' } }]);

    expect(await subscription(demo.token)).toMatchObject({ status: 'active', interval: 'month', amount_cents: 9900 });
    expect(new Date((await subscription(demo.token)).current_period_end).getTime()).toBeGreaterThan(Date.now());
    expect((await subscription(other.token)).status).toBe('inactive');

    const first = await payments(demo.token, '?page=1&limit=2');
    expect(first.meta).toEqual({ page: 1, limit: 2, offset: 0, total: 3 });
    expect(first.data).toHaveLength(2);
    const second = await payments(demo.token, '?page=2&limit=2');
    expect(second.data).toHaveLength(1);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((payment: { id: string }) => payment.id)).size).toBe(3);
    expect(all.every((payment: { state: string; email: string; started_at: string }) => payment.state === 'succeeded' && payment.email === 'admin@demo.vet' && new Date(payment.started_at) < new Date())).toBe(true);

    const theirs = await payments(other.token);
    expect(theirs).toEqual({ data: [], meta: { page: 1, limit: 10, offset: 0, total: 0 } });

    // Seeding again changes nothing.
    await insertDemoSubscriptions(harness.db, [{ organizationId: demo.organizationId, planCode: 'professional', active: true, payer: { name: 'Morgan Reyes', email: 'admin@demo.vet' } }]);
    expect((await payments(demo.token)).meta.total).toBe(3);

    // The demo subscription cancels like a real one (the sandbox knows it).
    const cancelled = await harness.call('POST', '/subscription/cancel', { token: demo.token, body: {} });
    expect(cancelled.status).toBe(200);
    await harness.sandbox!.deliverPending();
    expect(await subscription(demo.token)).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });
});
