// Subscriptions and payments through the gateway: the organization's subscription for
// every member, the payments connection for admins, the checkout (one charge per Idempotency-Key),
// the billing card and details, cancelling at period end, the webhook passed through byte for
// byte with its Stripe-Signature, the sandbox card form's routes, and tenant isolation
// (admin@other.vet's Other Pet Clinic against Demo Animal Hospital). The billing service and its
// sandbox provider are the real ones; nothing is mocked.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createFileStorage } from '@vetchart/platform/file-storage';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicApp } from '../public-app.ts';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { createGateway } from '../yoga.ts';

// The sandbox signs its events with this; the tests sign theirs the Stripe way with it too.
const WEBHOOK_SECRET = `whsec_gateway_test_${randomUUID()}`;
const savedWebhookSecret = process.env.SANDBOX_WEBHOOK_SECRET;
process.env.SANDBOX_WEBHOOK_SECRET = WEBHOOK_SECRET;

let gateway: TestGateway;
let yoga: ReturnType<typeof createGateway>;
let app: Hono;
let superAdmin: string;
let admin: string;
let tech: string;
let other: string;
let otherOrganizationId: string;

const RESULT = `__typename ... on Error { message } ... on PaymentProviderError { code declineCode }`;
const FIELD_ERRORS = `... on InputValidationError { fieldErrors { path message } }`;
const SUBSCRIPTION_FIELDS = `id status planCode planName amountCents interval currentPeriodEnd cancelAtPeriodEnd provider publishableKey
  paymentMethod { brand last4 expMonth expYear } billingClientSecret canCancel`;
const SUBSCRIPTION = `query { subscription { ${SUBSCRIPTION_FIELDS} } }`;
const PAYMENTS = `query ($first: Int, $after: String) { payments(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id name email startedAt amountCents currency state failureCode failureMessage } } } }`;
const CHECKOUT = `mutation ($input: StartSubscriptionCheckoutInput!) { startSubscriptionCheckout(input: $input) { ${RESULT} ${FIELD_ERRORS}
  ... on StartSubscriptionCheckoutSuccess { clientSecret provider publishableKey amountCents } } }`;
const CARD_SETUP = `mutation { startBillingCardSetup(input: {}) { ${RESULT} ... on StartBillingCardSetupSuccess { clientSecret } } }`;
const SAVE_DETAILS = `mutation ($input: SaveBillingDetailsInput!) { saveBillingDetails(input: $input) { ${RESULT} ${FIELD_ERRORS}
  ... on SaveBillingDetailsSuccess { subscription { ${SUBSCRIPTION_FIELDS} } } } }`;
const CANCEL = `mutation { cancelSubscription(input: {}) { ${RESULT} ... on CancelSubscriptionSuccess { subscription { ${SUBSCRIPTION_FIELDS} } } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { id ... on Payment { name email } ... on Subscription { status } } }`;

const ADDRESS = { addressLine1: '1200 Congress Ave', addressLine2: 'Suite 4', city: 'Austin', state: 'TX', zip: '78701' };
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (number: string) => ({ card_number: number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123', postal_code: '78701' });

const key = () => `checkout-${randomUUID()}`;

/** A POST to the public port (in-process: the same Hono app every gateway process serves). */
function post(pathname: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return app.request(pathname, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : new Uint8Array(body) });
}

async function sandbox(action: 'confirm' | 'authenticate', body: Record<string, unknown>) {
  const response = await post(`/payments-sandbox/intents/${action}`, JSON.stringify(body));
  return { status: response.status, body: (await response.json()) as any };
}

/** Stripe's scheme: t=<unix>,v1=<hex HMAC-SHA256(secret, `${t}.${body}`)>. */
function sign(body: string | Buffer, secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** The sandbox delivers its events to the billing service by HTTP after answering: wait for what they do. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const subscriptionOf = async (token: string) => {
  const result = await gateway.execute(SUBSCRIPTION, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data.subscription;
};

const count = async (sql: string, params: unknown[]) => (await gateway.db.query<{ n: number }>(sql, params))[0]!.n;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vetchart-billing-'));
  gateway = await startTestGateway({ dataDir });
  yoga = createGateway({ upstreams: gateway.upstreams, publicKey: gateway.keys.publicKey });
  app = createPublicApp({ gateway: yoga, storage: createFileStorage(dataDir), webDist: path.join(dataDir, 'no-web'), publicUrl: 'https://vet.example', paymentProvider: 'sandbox' });
  superAdmin = (await gateway.signIn('superadmin@demo.vet')).accessToken;
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const [organization] = await gateway.db.query<{ id: string }>(`SELECT id FROM auth.organizations WHERE name = 'Other Pet Clinic'`);
  otherOrganizationId = organization!.id;
});

afterAll(async () => {
  // Other files may share this worker: they get their own sandbox secret again.
  if (savedWebhookSecret === undefined) delete process.env.SANDBOX_WEBHOOK_SECRET;
  else process.env.SANDBOX_WEBHOOK_SECRET = savedWebhookSecret;
  await yoga?.dispose();
  await gateway?.close();
});

describe('the subscription and the payments', () => {
  it("shows Demo Animal Hospital's active subscription to every member; only admins may cancel or see the card secret", async () => {
    const seen = await subscriptionOf(tech);
    expect(seen).toMatchObject({ status: 'ACTIVE', interval: 'month', cancelAtPeriodEnd: false, provider: 'SANDBOX', publishableKey: null, billingClientSecret: null, canCancel: false });
    expect(seen.planCode).toBeTruthy();
    expect(seen.amountCents).toBeGreaterThan(0);
    expect(new Date(seen.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    expect((await subscriptionOf(admin)).canCancel).toBe(true);
    expect((await subscriptionOf(superAdmin)).canCancel).toBe(true);
    // The subscription is a node: the same object again by its id.
    expect((await gateway.execute(NODE, { id: seen.id }, tech)).data.node).toEqual({ id: seen.id, status: 'ACTIVE' });
    const anonymous = await gateway.execute(SUBSCRIPTION, {});
    expect(anonymous.errors?.[0]?.message).toMatch(/not authorized/i);
  });

  it('pages the payment history as a Relay connection, newest first, for client admins and super admins only', async () => {
    const first = await gateway.execute(PAYMENTS, { first: 2 }, admin);
    expect(first.errors).toBeUndefined();
    expect(first.data.payments.totalCount).toBe(3);
    expect(first.data.payments.edges).toHaveLength(2);
    expect(first.data.payments.pageInfo.hasNextPage).toBe(true);
    const rest = await gateway.execute(PAYMENTS, { first: 2, after: first.data.payments.pageInfo.endCursor }, admin);
    expect(rest.data.payments.edges).toHaveLength(1);
    expect(rest.data.payments.pageInfo.hasNextPage).toBe(false);
    const all = [...first.data.payments.edges, ...rest.data.payments.edges].map((edge: { node: any }) => edge.node);
    expect(new Set(all.map((payment) => payment.id)).size).toBe(3);
    for (const payment of all) expect(payment).toMatchObject({ state: 'succeeded', currency: 'usd', amountCents: expect.any(Number) });
    const started = all.map((payment) => payment.startedAt);
    expect([...started].sort().reverse()).toEqual(started);
    // A payment is a node too.
    expect((await gateway.execute(NODE, { id: all[0].id }, superAdmin)).data.node).toMatchObject({ id: all[0].id, email: all[0].email });

    const refused = await gateway.execute(PAYMENTS, { first: 2 }, tech);
    expect(refused.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(refused.data).toBeNull();
    expect((await gateway.execute(NODE, { id: all[0].id }, tech)).data?.node ?? null).toBeNull();
  });

  it('refuses a checkout of an active subscription and staff who do not manage billing', async () => {
    expect((await gateway.execute(CHECKOUT, { input: {} }, admin, { headers: { 'idempotency-key': key() } })).data.startSubscriptionCheckout).toMatchObject({
      __typename: 'ConflictError',
      message: 'The subscription is already active.',
    });
    for (const mutation of [CHECKOUT, CARD_SETUP, CANCEL]) {
      const result = await gateway.execute(mutation, { input: {} }, tech, { headers: { 'idempotency-key': key() } });
      expect(result.errors).toBeUndefined();
      expect(Object.values(result.data)[0]).toMatchObject({ __typename: 'ForbiddenError' });
    }
    const details = await gateway.execute(SAVE_DETAILS, { input: { setupClientSecret: 'seti_x_secret_y', ...ADDRESS } }, tech);
    expect(details.data.saveBillingDetails.__typename).toBe('ForbiddenError');
  });
});

describe("an inactive clinic's checkout (Other Pet Clinic)", () => {
  let clientSecret: string;

  it('starts inactive; the checkout needs an Idempotency-Key and a known interval, and a refused one starts nothing', async () => {
    expect(await subscriptionOf(other)).toMatchObject({ status: 'INACTIVE', canCancel: false, paymentMethod: null });
    const intents = () => count(`SELECT count(*)::int AS n FROM billing.sandbox_intents`, []);
    const before = await intents();
    const noKey = await gateway.execute(CHECKOUT, { input: {} }, other, { withoutIdempotencyKey: true });
    expect(noKey.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(noKey.errors?.[0]?.message).toMatch(/Idempotency-Key/);
    const week = await gateway.execute(CHECKOUT, { input: { interval: 'week' } }, other, { headers: { 'idempotency-key': key() } });
    expect(week.data.startSubscriptionCheckout).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'interval', message: "The interval must be 'month' or 'year'." }],
    });
    expect(await intents()).toBe(before);
    expect((await subscriptionOf(other)).status).toBe('INACTIVE');
  });

  it('answers the same checkout sent twice with the same key with the same payment', async () => {
    const intentsBefore = await count(`SELECT count(*)::int AS n FROM billing.sandbox_intents WHERE kind = 'payment'`, []);
    const sameKey = key();
    const first = await gateway.execute(CHECKOUT, { input: { interval: 'month' } }, other, { headers: { 'idempotency-key': sameKey } });
    const again = await gateway.execute(CHECKOUT, { input: { interval: 'month' } }, other, { headers: { 'idempotency-key': sameKey } });
    expect(first.data.startSubscriptionCheckout).toMatchObject({ __typename: 'StartSubscriptionCheckoutSuccess', provider: 'SANDBOX', publishableKey: null });
    expect(first.data.startSubscriptionCheckout.amountCents).toBeGreaterThan(0);
    expect(again.data.startSubscriptionCheckout).toEqual(first.data.startSubscriptionCheckout);
    expect(await count(`SELECT count(*)::int AS n FROM billing.sandbox_intents WHERE kind = 'payment'`, [])).toBe(intentsBefore + 1);
    clientSecret = first.data.startSubscriptionCheckout.clientSecret;
    expect((await subscriptionOf(other)).status).toBe('INCOMPLETE');
  });

  it("a declined card through the gateway's sandbox route: the provider's message and code, nothing activated", async () => {
    const declined = await sandbox('confirm', { client_secret: clientSecret, ...card('4000000000000002') });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    const failed = await eventually(
      () => gateway.execute(PAYMENTS, { first: 10 }, other),
      (result) => result.data?.payments.edges.some((edge: any) => edge.node.state === 'failed'),
      'the failed payment',
    );
    expect(failed.data.payments.edges.every((edge: any) => edge.node.state !== 'succeeded')).toBe(true);
    expect(failed.data.payments.edges.map((edge: any) => edge.node)).toMatchObject([{ state: 'failed', failureCode: 'generic_decline', failureMessage: 'Your card was declined.' }]);
    expect((await subscriptionOf(other)).status).not.toBe('ACTIVE');
  });

  it('pays with 4242 4242 4242 4242: one charge, the subscription active, the payment in the history', async () => {
    const paid = await sandbox('confirm', { client_secret: clientSecret, ...card('4242 4242 4242 4242') });
    expect(paid).toEqual({ status: 200, body: { status: 'succeeded' } });
    const active = await eventually(() => subscriptionOf(other), (subscription) => subscription.status === 'ACTIVE', 'the active subscription');
    // The card the checkout was paid with is the card on file at once.
    expect(active).toMatchObject({ interval: 'month', cancelAtPeriodEnd: false, canCancel: true, paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: NEXT_YEAR } });
    expect(new Date(active.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    const history = await eventually(
      () => gateway.execute(PAYMENTS, { first: 10 }, other),
      (result) => result.data?.payments.edges.some((edge: any) => edge.node.state === 'succeeded'),
      'the succeeded payment',
    );
    const succeeded = history.data.payments.edges.filter((edge: any) => edge.node.state === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0].node).toMatchObject({ email: 'admin@other.vet', currency: 'usd', amountCents: active.amountCents, failureCode: null, failureMessage: null });
    // The declined attempt stays in the history, after the one that paid (newest first).
    expect(history.data.payments.totalCount).toBe(2);
    expect(history.data.payments.edges.map((edge: any) => edge.node)).toMatchObject([
      { state: 'succeeded' },
      { state: 'failed', failureCode: 'generic_decline', failureMessage: 'Your card was declined.', email: 'admin@other.vet' },
    ]);
    expect(await count(`SELECT count(*)::int AS n FROM billing.payments WHERE organization_id = $1 AND state = 'succeeded'`, [otherOrganizationId])).toBe(1);

    // Paying again: the subscription is active now.
    const again = await gateway.execute(CHECKOUT, { input: {} }, other, { headers: { 'idempotency-key': key() } });
    expect(again.data.startSubscriptionCheckout.__typename).toBe('ConflictError');
  });

  it('sets up a billing card with 3-D Secure (4000 0025 0000 3155) and saves it with the address, by the rules', async () => {
    const setupKey = key();
    const setup = await gateway.execute(CARD_SETUP, {}, other, { headers: { 'idempotency-key': setupKey } });
    expect(setup.data.startBillingCardSetup.__typename).toBe('StartBillingCardSetupSuccess');
    const setupSecret = setup.data.startBillingCardSetup.clientSecret as string;
    // Sent again with its key (a retry): the same set-up, not a second one.
    expect((await gateway.execute(CARD_SETUP, {}, other, { headers: { 'idempotency-key': setupKey } })).data.startBillingCardSetup.clientSecret).toBe(setupSecret);
    expect((await subscriptionOf(other)).billingClientSecret).toBe(setupSecret);

    // Not confirmed yet: the provider says so.
    const early = await gateway.execute(SAVE_DETAILS, { input: { setupClientSecret: setupSecret, ...ADDRESS } }, other);
    expect(early.data.saveBillingDetails.__typename).toBe('PaymentProviderError');
    expect(early.data.saveBillingDetails.code).toBeTruthy();

    expect(await sandbox('confirm', { client_secret: setupSecret, ...card('4000002500003155') })).toEqual({ status: 200, body: { status: 'requires_action' } });
    expect(await sandbox('authenticate', { client_secret: setupSecret, approve: true })).toEqual({ status: 200, body: { status: 'succeeded' } });

    const poBox = await gateway.execute(SAVE_DETAILS, { input: { setupClientSecret: setupSecret, ...ADDRESS, addressLine1: 'P.O. Box 12', addressLine2: '' } }, other);
    expect(poBox.data.saveBillingDetails.__typename).toBe('InputValidationError');
    const paths = Object.fromEntries(poBox.data.saveBillingDetails.fieldErrors.map((error: { path: string; message: string }) => [error.path, error.message]));
    expect(paths.addressLine1).toBe('PO Box is not allowed!');
    expect(paths.addressLine2).toBeTruthy();
    const tooLong = await gateway.execute(SAVE_DETAILS, { input: { setupClientSecret: '', ...ADDRESS, addressLine1: 'x'.repeat(81), city: '' } }, other);
    expect(tooLong.data.saveBillingDetails.fieldErrors.map((error: { path: string }) => error.path).sort()).toEqual(['addressLine1', 'city', 'setupClientSecret']);
    expect((await subscriptionOf(other)).paymentMethod).toMatchObject({ last4: '4242' });

    const saved = await gateway.execute(SAVE_DETAILS, { input: { setupClientSecret: setupSecret, ...ADDRESS } }, other);
    expect(saved.data.saveBillingDetails).toMatchObject({
      __typename: 'SaveBillingDetailsSuccess',
      subscription: { status: 'ACTIVE', paymentMethod: { brand: 'visa', last4: '3155', expMonth: 12, expYear: NEXT_YEAR } },
    });
  });

  it('a rejected 3-D Secure check fails with the provider message', async () => {
    const setupSecret = (await gateway.execute(CARD_SETUP, {}, other, { headers: { 'idempotency-key': key() } })).data.startBillingCardSetup.clientSecret;
    await sandbox('confirm', { client_secret: setupSecret, ...card('4000002500003155') });
    expect(await sandbox('authenticate', { client_secret: setupSecret, approve: false })).toMatchObject({
      status: 200,
      body: {
        status: 'requires_payment_method',
        error: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
      },
    });
  });

  it('cancels at the end of the paid period, once', async () => {
    const cancelled = await gateway.execute(CANCEL, {}, other);
    expect(cancelled.data.cancelSubscription).toMatchObject({
      __typename: 'CancelSubscriptionSuccess',
      subscription: { status: 'ACTIVE', cancelAtPeriodEnd: true, canCancel: false },
    });
    expect(new Date(cancelled.data.cancelSubscription.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    const again = await gateway.execute(CANCEL, {}, other);
    expect(again.data.cancelSubscription.__typename).toBe('ConflictError');
    // Demo Animal Hospital's subscription is its own.
    expect(await subscriptionOf(admin)).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false, canCancel: true });
  });
});

describe('the sandbox routes on the public port', () => {
  it('take JSON only, refuse an unknown client secret, and refuse a body past the limit', async () => {
    const form = await post('/payments-sandbox/intents/confirm', 'client_secret=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const unknown = await sandbox('confirm', { client_secret: 'pi_unknown_secret_nothing', ...card('4242424242424242') });
    expect(unknown.status).toBe(404);
    const huge = await post('/payments-sandbox/intents/confirm', JSON.stringify({ client_secret: 'x'.repeat(20_000) }));
    expect(huge.status).toBe(413);
  });

  it('are not there when the provider is Stripe, and the pages may then load Stripe', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vetchart-billing-stripe-'));
    const stripeApp = createPublicApp({ gateway: yoga, storage: createFileStorage(dataDir), webDist: path.join(dataDir, 'no-web'), publicUrl: 'https://vet.example', paymentProvider: 'stripe' });
    const response = await stripeApp.request('/payments-sandbox/intents/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(404);
  });
});

describe('the webhook endpoint passes events to billing byte for byte', () => {
  // Spacing and characters a re-encoding would change: the signature is over these exact bytes.
  const event = (id: string) =>
    Buffer.from(
      `{ "id": "${id}",  "object": "event", "type": "payment_intent.succeeded", "created": ${Math.floor(Date.now() / 1000)},\n` +
        `  "data": { "object": { "id": "pi_${id}", "object": "payment_intent", "customer": "cus_not_ours", "status": "succeeded", "amount": 100, "currency": "usd", "description": "Café \\u00e9 — ü" } } }`,
    );
  const stored = (id: string) => count(`SELECT count(*)::int AS n FROM billing.webhook_events WHERE event_id = $1`, [id]);

  it('a validly signed event is received once; delivered again it changes nothing', async () => {
    const id = `evt_gateway_${randomUUID().replaceAll('-', '')}`;
    const body = event(id);
    const signature = sign(body);
    const first = await post('/webhooks/payments', body, { 'stripe-signature': signature });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect(await stored(id)).toBe(1);
    // Only this event's rows are counted: the sandbox's own deliveries from other tests may land meanwhile.
    const processedAt = () => count(`SELECT count(*)::int AS n FROM billing.webhook_events WHERE event_id = $1 AND processed_at IS NOT NULL`, [id]);
    const processedBefore = await processedAt();
    const again = await post('/webhooks/payments', body, { 'stripe-signature': signature });
    expect(again.status).toBe(200);
    expect(await stored(id)).toBe(1);
    expect(await processedAt()).toBe(processedBefore);
  });

  it('a forged, stale, missing or altered signature gets 400 and nothing is stored', async () => {
    const id = `evt_forged_${randomUUID().replaceAll('-', '')}`;
    const body = event(id);
    const refusals = [
      { 'stripe-signature': sign(body, 'whsec_someone_else') },
      { 'stripe-signature': sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600) },
      {} as Record<string, string>,
    ];
    for (const headers of refusals) expect((await post('/webhooks/payments', body, headers)).status).toBe(400);
    // Signed for these bytes, sent with one byte changed.
    const altered = Buffer.from(body);
    altered[altered.length - 3] = 0x20;
    expect((await post('/webhooks/payments', altered, { 'stripe-signature': sign(body) })).status).toBe(400);
    expect(await stored(id)).toBe(0);
  });
});

describe('tenant isolation', () => {
  it("another organization's payments and subscription never reach this one", async () => {
    const demoPayments = (await gateway.execute(PAYMENTS, { first: 50 }, admin)).data.payments;
    const otherPayments = (await gateway.execute(PAYMENTS, { first: 50 }, other)).data.payments;
    const demoIds = demoPayments.edges.map((edge: any) => edge.node.id);
    const otherIds = otherPayments.edges.map((edge: any) => edge.node.id);
    expect(otherIds.length).toBeGreaterThan(0);
    expect(demoIds.filter((id: string) => otherIds.includes(id))).toEqual([]);
    expect(demoPayments.totalCount).toBe(3);
    expect(JSON.stringify(demoPayments)).not.toContain('admin@other.vet');
    expect(JSON.stringify(otherPayments)).not.toContain('@demo.vet');

    // By id: another organization's payment or subscription is simply not found.
    expect((await gateway.execute(NODE, { id: otherIds[0] }, superAdmin)).data.node).toBeNull();
    expect((await gateway.execute(NODE, { id: demoIds[0] }, other)).data.node).toBeNull();
    const demoSubscription = await subscriptionOf(admin);
    const otherSubscription = await subscriptionOf(other);
    expect(demoSubscription.id).not.toBe(otherSubscription.id);
    expect((await gateway.execute(NODE, { id: demoSubscription.id }, other)).data.node).toBeNull();
    expect((await gateway.execute(NODE, { id: encodeGlobalID('Payment', '00000000-0000-4000-8000-000000000000') }, admin)).data.node).toBeNull();
  });

  it("another organization's card secret confirms nothing of this one's and its subscription is untouched", async () => {
    const before = await subscriptionOf(admin);
    const setupSecret = (await gateway.execute(CARD_SETUP, {}, other, { headers: { 'idempotency-key': key() } })).data.startBillingCardSetup.clientSecret;
    // Demo's admin cannot save Other Pet Clinic's card set-up as Demo's card.
    await sandbox('confirm', { client_secret: setupSecret, ...card('4242424242424242') });
    const taken = await gateway.execute(SAVE_DETAILS, { input: { setupClientSecret: setupSecret, ...ADDRESS } }, admin);
    expect(taken.errors).toBeUndefined();
    expect(taken.data.saveBillingDetails).toMatchObject({ __typename: 'PaymentProviderError', message: 'No such setup intent.' });
    expect(await subscriptionOf(admin)).toEqual(before);
  });
});
