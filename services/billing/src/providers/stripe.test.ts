// The Stripe adapter against a local server that answers like Stripe's API (our client, the
// official `stripe` package, over real HTTP; no test reaches the internet): idempotency keys sent
// and honoured, Stripe's errors kept with their code and message, and the billing service's
// checkout, billing card, cancellation and webhooks running on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer, type FakeStripeServer } from '../../../../tests/support/fake-stripe-server.mjs';
import { startBillingHarness, type BillingHarness } from '../testing.ts';
import { ProviderError, signWebhookPayload, type PaymentProvider } from './payment-provider.ts';
import { SANDBOX_REFUSED_IN_PRODUCTION, providerFromEnv } from './choose.ts';
import { createStripeProvider, stripeSettingsFromEnv } from './stripe.ts';

const SETTINGS = { secretKey: 'sk_test_fake_billing', publishableKey: 'pk_test_fake_billing', webhookSecret: 'whsec_stripe_fake_billing' };

let fake: FakeStripeServer;
let stripe: PaymentProvider;
let harness: BillingHarness;
beforeAll(async () => {
  fake = await startFakeStripeServer({ secretKey: SETTINGS.secretKey });
  stripe = createStripeProvider({ ...SETTINGS, apiBase: fake.url });
  harness = await startBillingHarness({ provider: () => stripe });
});
afterAll(async () => {
  await harness?.close();
  await fake?.close();
});

describe('the Stripe adapter', () => {
  it('needs its three settings', () => {
    expect(() => stripeSettingsFromEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' })).toThrow(/STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(stripeSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' })).toEqual({ secretKey: 'sk', publishableKey: 'pk', webhookSecret: 'wh', apiBase: undefined });
    const choose = (env: NodeJS.ProcessEnv) => providerFromEnv({ db: harness.db, webhookUrl: () => undefined, env });
    expect(() => choose({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER: "paypal" is not known; use sandbox or stripe.');
    expect(choose({}).provider.name).toBe('sandbox');
    expect(() => choose({ NODE_ENV: 'production' })).toThrow(SANDBOX_REFUSED_IN_PRODUCTION);
    expect(() => choose({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(SANDBOX_REFUSED_IN_PRODUCTION);
    expect(() => choose({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'yes' })).toThrow(SANDBOX_REFUSED_IN_PRODUCTION);
    expect(choose({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'allowed' }).provider.name).toBe('sandbox');
    const chosen = choose({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'wh' });
    expect(chosen).toMatchObject({ sandbox: null, provider: { name: 'stripe', publishableKey: 'pk_live_x' } });
  });

  it('sends an idempotency key with every create call; the same key gives the same object', async () => {
    const first = await stripe.createCustomer({ organizationId: 'org-1', name: 'Avery', email: 'avery@clinic.test', idempotencyKey: 'customer:org-1' });
    const again = await stripe.createCustomer({ organizationId: 'org-1', name: 'Avery', email: 'avery@clinic.test', idempotencyKey: 'customer:org-1' });
    expect(again.customerId).toBe(first.customerId);
    expect(fake.customers.size).toBe(1);
    const customerCalls = fake.requests.filter((request) => request.path === '/v1/customers');
    expect(customerCalls.map((request) => request.idempotencyKey)).toEqual(['customer:org-1', 'customer:org-1']);
    expect(customerCalls[0]!.params).toMatchObject({ name: 'Avery', email: 'avery@clinic.test', metadata: { organization_id: 'org-1' } });

    const input = { customerId: first.customerId, amountCents: 4900, interval: 'month' as const, planCode: 'basic', idempotencyKey: 'checkout:org-1:key-1' };
    const subscription = await stripe.createSubscription(input);
    const retried = await stripe.createSubscription(input);
    expect(subscription).toEqual({ subscriptionId: expect.stringMatching(/^sub_/), clientSecret: expect.stringMatching(/^pi_\w+_secret_/), status: 'incomplete' });
    expect(retried).toEqual(subscription);
    expect(fake.subscriptions.size).toBe(1);
    const create = fake.requests.find((request) => request.path === '/v1/subscriptions')!;
    expect(create.idempotencyKey).toBe('checkout:org-1:key-1');
    expect(create.params).toMatchObject({
      customer: first.customerId,
      payment_behavior: 'default_incomplete',
      items: [{ price_data: { currency: 'usd', unit_amount: '4900', recurring: { interval: 'month' }, product: 'vetchart_plan_basic' } }],
      expand: expect.arrayContaining(['latest_invoice.confirmation_secret']),
    });
    expect(fake.requests.filter((request) => request.method === 'POST').every((request) => request.idempotencyKey)).toBe(true);
  });

  it("keeps Stripe's error code and message", async () => {
    fake.failNext({ status: 402, error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
    const declined = await stripe.createCustomer({ organizationId: 'org-2', name: 'B', email: 'b@clinic.test', idempotencyKey: 'customer:org-2' }).catch((error) => error);
    expect(declined).toBeInstanceOf(ProviderError);
    expect(declined).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline', status: 402 });

    const missing = await stripe.createSubscription({ customerId: 'cus_nobody', amountCents: 100, interval: 'month', planCode: 'basic', idempotencyKey: 'checkout:none:1' }).catch((error) => error);
    expect(missing).toMatchObject({ code: 'resource_missing', message: "No such customer: 'cus_nobody'", status: 400 });
    const cancelMissing = await stripe.cancelAtPeriodEnd('sub_nobody', 'cancel:sub_nobody').catch((error) => error);
    expect(cancelMissing).toMatchObject({ code: 'resource_missing', status: 404 });

    const wrongKey = createStripeProvider({ ...SETTINGS, secretKey: 'sk_test_wrong', apiBase: fake.url });
    const refused = await wrongKey.createCustomer({ organizationId: 'org-3', name: 'C', email: 'c@clinic.test', idempotencyKey: 'customer:org-3' }).catch((error) => error);
    expect(refused).toMatchObject({ status: 401, message: expect.stringContaining('Invalid API Key') });
  });

  it("reads a payment method's card by id; one Stripe no longer has is none", async () => {
    const { customerId } = await stripe.createCustomer({ organizationId: 'org-pm', name: 'P', email: 'p@clinic.test', idempotencyKey: 'customer:org-pm' });
    const { clientSecret } = await stripe.createSubscription({ customerId, amountCents: 4900, interval: 'month', planCode: 'basic', idempotencyKey: 'checkout:org-pm:1' });
    const paid = fake.payPaymentIntent(clientSecret.split('_secret_')[0]!, { brand: 'amex', last4: '8431', exp_month: 2, exp_year: 2033 });
    expect(await stripe.paymentMethodCard(paid.payment_method)).toEqual({ brand: 'amex', last4: '8431', exp_month: 2, exp_year: 2033 });
    expect(await stripe.paymentMethodCard('pm_gone')).toBeNull();
  });

  it('verifies webhooks the way Stripe signs them', () => {
    const raw = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', created: 1, data: { object: {} } });
    expect(stripe.verifyWebhook(raw, signWebhookPayload(SETTINGS.webhookSecret, raw)).id).toBe('evt_1');
    expect(() => stripe.verifyWebhook(raw, signWebhookPayload('whsec_other', raw))).toThrow(/does not match/);
    expect(() => stripe.verifyWebhook(raw, signWebhookPayload(SETTINGS.webhookSecret, raw, Math.floor(Date.now() / 1000) - 301))).toThrow(/too old/);
  });
});

describe('the billing service on Stripe', () => {
  const deliverSigned = (event: { id: string; type: string; created: number; data: { object: Record<string, unknown> } }) => {
    const raw = JSON.stringify(event);
    return harness.call('POST', '/webhooks/payments', { raw, headers: { 'stripe-signature': signWebhookPayload(SETTINGS.webhookSecret, raw) } });
  };

  it('checks out once per key, activates on the webhook, saves a card and cancels at period end', async () => {
    const admin = await harness.person({ clientAdmin: true, planCode: 'professional' });
    const seen = (await harness.call('GET', '/subscription', { token: admin.token })).body.data;
    expect(seen).toMatchObject({ status: 'inactive', provider: 'stripe', publishable_key: 'pk_test_fake_billing' });

    const headers = { 'idempotency-key': 'stripe-checkout-0001' };
    const first = await harness.call('POST', '/subscription/checkout', { token: admin.token, body: { interval: 'month' }, headers });
    const again = await harness.call('POST', '/subscription/checkout', { token: admin.token, body: { interval: 'month' }, headers });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ client_secret: expect.stringMatching(/^pi_/), provider: 'stripe', publishable_key: 'pk_test_fake_billing', amount_cents: 9900 });
    expect(again.body).toEqual(first.body);
    const creates = fake.requests.filter((request) => request.path === '/v1/subscriptions' && request.params.customer);
    const mine = creates.filter((request) => request.idempotencyKey === `checkout:${admin.organizationId}:stripe-checkout-0001`);
    expect(mine).toHaveLength(1);

    const [row] = await harness.db.query<{ provider_subscription_id: string; provider_customer_id: string }>(
      `SELECT provider_subscription_id, provider_customer_id FROM billing.subscriptions WHERE organization_id = $1`,
      [admin.organizationId],
    );
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 30 * 86_400;
    const events = [
      { id: 'evt_s_1', type: 'payment_intent.succeeded', created: now, data: { object: { id: 'pi_paid_1', object: 'payment_intent', customer: row!.provider_customer_id, amount: 9900, currency: 'usd', status: 'succeeded', created: now } } },
      { id: 'evt_s_2', type: 'customer.subscription.updated', created: now, data: { object: { id: row!.provider_subscription_id, object: 'subscription', customer: row!.provider_customer_id, status: 'active', cancel_at_period_end: false, items: { data: [{ current_period_end: periodEnd }] } } } },
    ];
    for (const event of events) {
      const raw = JSON.stringify(event);
      const result = await harness.call('POST', '/webhooks/payments', { raw, headers: { 'stripe-signature': signWebhookPayload(SETTINGS.webhookSecret, raw) } });
      expect(result.status).toBe(200);
    }
    expect((await harness.call('GET', '/subscription', { token: admin.token })).body.data).toMatchObject({ status: 'active', current_period_end: new Date(periodEnd * 1000).toISOString() });
    expect((await harness.call('GET', '/payments', { token: admin.token })).body.data).toMatchObject([{ amount_cents: 9900, state: 'succeeded', name: 'Robin Admin' }]);

    const setup = await harness.call('POST', '/subscription/billing-card', { token: admin.token, body: {} });
    expect(setup.body.data.client_secret).toMatch(/^seti_/);
    fake.succeedSetupIntent(setup.body.data.client_secret.split('_secret_')[0], { brand: 'visa', last4: '1881', exp_month: 6, exp_year: 2031 });
    const saved = await harness.call('PUT', '/subscription/billing-details', {
      token: admin.token,
      body: { setup_intent_client_secret: setup.body.data.client_secret, address_line1: '500 Congress Ave', address_line2: 'Floor 3', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.payment_method).toEqual({ brand: 'visa', last4: '1881', exp_month: 6, exp_year: 2031 });
    const stripeSubscription = fake.subscriptions.get(row!.provider_subscription_id);
    expect(stripeSubscription.default_payment_method).toMatch(/^pm_/);
    expect(fake.customers.get(row!.provider_customer_id).invoice_settings.default_payment_method).toBe(stripeSubscription.default_payment_method);

    const cancelled = await harness.call('POST', '/subscription/cancel', { token: admin.token, body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(stripeSubscription.cancel_at_period_end).toBe(true);
    const cancelCall = fake.requests.find((request) => request.path === `/v1/subscriptions/${row!.provider_subscription_id}` && request.params.cancel_at_period_end);
    expect(cancelCall!.idempotencyKey).toBe(`cancel:${row!.provider_subscription_id}`);
  });

  it("makes the card a checkout paid with the card on file (Stripe's event names it by id: asked once), unless a card was saved later", async () => {
    const admin = await harness.person({ clientAdmin: true });
    const started = await harness.call('POST', '/subscription/checkout', { token: admin.token, body: {}, headers: { 'idempotency-key': 'stripe-card-on-file-0001' } });
    const intentId = started.body.data.client_secret.split('_secret_')[0];
    const paid = fake.payPaymentIntent(intentId, { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 });
    expect(paid).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^pm_/), latest_charge: expect.stringMatching(/^ch_/) });
    const now = Math.floor(Date.now() / 1000);
    const event = { id: `evt_card_${admin.organizationId}`, type: 'payment_intent.succeeded', created: now - 20, data: { object: paid } };
    const lookups = () => fake.requests.filter((request) => request.method === 'GET' && request.path.startsWith('/v1/payment_methods/')).length;
    const before = lookups();
    expect((await deliverSigned(event)).status).toBe(200);
    expect((await deliverSigned(event)).status).toBe(200);
    expect(lookups()).toBe(before + 1);
    expect((await harness.call('GET', '/subscription', { token: admin.token })).body.data.payment_method).toEqual({ brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 });

    const setup = await harness.call('POST', '/subscription/billing-card', { token: admin.token, body: {} });
    fake.succeedSetupIntent(setup.body.data.client_secret.split('_secret_')[0], { brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2032 });
    const details = { setup_intent_client_secret: setup.body.data.client_secret, address_line1: '500 Congress Ave', address_line2: 'Floor 3', city: 'Austin', state: 'TX', zip: '78701' };
    expect((await harness.call('PUT', '/subscription/billing-details', { token: admin.token, body: details })).status).toBe(200);
    // The checkout's success again under another event id, raised before the card was saved (a late
    // delivery): the saved card stays, and Stripe is not even asked.
    const late = { ...event, id: `evt_card_late_${admin.organizationId}`, created: now - 10 };
    expect((await deliverSigned(late)).status).toBe(200);
    expect(lookups()).toBe(before + 1);
    expect((await harness.call('GET', '/subscription', { token: admin.token })).body.data.payment_method).toEqual({ brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2032 });
  });

  it('lists a declined attempt and the paid one as two rows (their charges), whatever the order and however often the events come', async () => {
    const admin = await harness.person({ clientAdmin: true, name: 'Jordan Payer' });
    const started = await harness.call('POST', '/subscription/checkout', { token: admin.token, body: {}, headers: { 'idempotency-key': 'stripe-attempts-0001' } });
    const intentId = started.body.data.client_secret.split('_secret_')[0];
    const declined = fake.declinePaymentIntent(intentId, { brand: 'visa', last4: '0002', exp_month: 3, exp_year: 2031 });
    expect(declined).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', charge: expect.stringMatching(/^ch_/) } });
    const paid = fake.payPaymentIntent(intentId, { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 });
    expect(paid.latest_charge).not.toBe(declined.last_payment_error.charge);
    const now = Math.floor(Date.now() / 1000);
    const failedEvent = { id: `evt_attempt_1_${admin.organizationId}`, type: 'payment_intent.payment_failed', created: now - 30, data: { object: declined } };
    const paidEvent = { id: `evt_attempt_2_${admin.organizationId}`, type: 'payment_intent.succeeded', created: now - 20, data: { object: paid } };
    for (const event of [paidEvent, failedEvent, paidEvent, failedEvent]) expect((await deliverSigned(event)).status).toBe(200);
    const list = (await harness.call('GET', '/payments', { token: admin.token })).body;
    expect(list.meta.total).toBe(2);
    expect(list.data).toMatchObject([
      { name: 'Jordan Payer', amount_cents: 4900, state: 'succeeded', failure_code: null, failure_message: null, started_at: new Date((now - 20) * 1000).toISOString() },
      { name: 'Jordan Payer', amount_cents: 4900, state: 'failed', failure_code: 'generic_decline', failure_message: 'Your card was declined.', started_at: new Date((now - 30) * 1000).toISOString() },
    ]);
    const keys = await harness.db.query<{ provider_payment_id: string }>(`SELECT provider_payment_id FROM billing.payments WHERE organization_id = $1 ORDER BY started_at`, [admin.organizationId]);
    expect(keys.map((key) => key.provider_payment_id)).toEqual([declined.last_payment_error.charge, paid.latest_charge]);
    expect((await harness.call('GET', '/subscription', { token: admin.token })).body.data.payment_method).toMatchObject({ last4: '4242' });
  });

  it('checks out on Stripe an organization whose row was made under the sandbox, and will not cancel a sandbox subscription', async () => {
    const admin = await harness.person({ clientAdmin: true });
    await harness.db.query(
      `INSERT INTO billing.subscriptions (organization_id, plan_code, amount_cents, status, provider, provider_customer_id) VALUES ($1, 'basic', 4900, 'inactive', 'sandbox', 'cus_sbx_old')`,
      [admin.organizationId],
    );
    const result = await harness.call('POST', '/subscription/checkout', { token: admin.token, body: {}, headers: { 'idempotency-key': 'switched-provider-0001' } });
    expect(result.status).toBe(200);
    expect(result.body.data.provider).toBe('stripe');
    const [row] = await harness.db.query<{ provider: string; provider_customer_id: string }>(`SELECT provider, provider_customer_id FROM billing.subscriptions WHERE organization_id = $1`, [admin.organizationId]);
    expect(row).toMatchObject({ provider: 'stripe', provider_customer_id: expect.stringMatching(/^cus_(?!sbx)/) });

    const demo = await harness.person({ clientAdmin: true });
    await harness.db.query(
      `INSERT INTO billing.subscriptions (organization_id, plan_code, amount_cents, status, provider, provider_customer_id, provider_subscription_id, current_period_end)
       VALUES ($1, 'basic', 4900, 'active', 'sandbox', 'cus_sbx_demo', 'sub_sbx_demo_x', now() + interval '5 days')`,
      [demo.organizationId],
    );
    const cancel = await harness.call('POST', '/subscription/cancel', { token: demo.token, body: {} });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('This subscription is managed by the sandbox payment provider, which is not the one configured.');
  });

  it("answers Stripe's refusal of a checkout with its code and message, and keeps the subscription inactive", async () => {
    const admin = await harness.person({ clientAdmin: true });
    fake.failNext({ status: 402, error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    const refused = await harness.call('POST', '/subscription/checkout', { token: admin.token, body: {}, headers: { 'idempotency-key': 'stripe-refused-0001' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Your card has insufficient funds.', details: { code: 'card_declined', decline_code: 'insufficient_funds' } });
    expect((await harness.call('GET', '/subscription', { token: admin.token })).body.data.status).toBe('inactive');
  });
});
