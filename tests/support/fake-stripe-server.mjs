// A local Stripe-API HTTP server for tests: no test reaches the internet. It answers
// the calls the billing service's Stripe adapter makes, the way Stripe's API does — form-encoded
// requests (bracket notation), JSON objects and Stripe's error shape — and keeps what they create:
//   POST /v1/customers, POST /v1/customers/:id, POST /v1/products (an id of ours; a second create
//   is resource_already_exists), POST /v1/subscriptions (payment_behavior default_incomplete: an
//   incomplete subscription whose latest_invoice carries confirmation_secret, and payment_intent
//   when expanded), POST /v1/subscriptions/:id (cancel_at_period_end, default_payment_method),
//   POST /v1/setup_intents, GET /v1/setup_intents/:id (expand payment_method),
//   GET /v1/payment_methods/:id, GET /v1/payment_intents/:id, GET /v1/charges/:id.
// Idempotency-Key is honoured like Stripe: the same key and parameters answer the first response
// again (header Idempotent-Replayed: true), the same key with other parameters is an
// idempotency_error. Test controls (not Stripe's): failNext(error) answers the next API call with a
// Stripe error; succeedSetupIntent(id, card) does what confirming a card in the browser would;
// payPaymentIntent(id, card) and declinePaymentIntent(id, card, error) do what confirming the
// subscription's payment in the browser does: each attempt makes a charge (ch_…) and a payment
// method (pm_…), and they answer the payment intent as its webhook event's data.object carries it
// (payment_method and latest_charge as ids; a decline's last_payment_error names its charge).
//
//   const stripe = await startFakeStripeServer({ secretKey: 'sk_test_x' });
//   // STRIPE_API_BASE=${stripe.url}
//   stripe.failNext({ status: 402, error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
//   await stripe.close();
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const newId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`items[0][price_data][unit_amount]=4900`, `expand[0]=...`) as an object. */
export function parseStripeForm(text) {
  const result = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target = result;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      if (last) target[part] = value;
      else target = target[part] ??= nextIsIndex ? [] : {};
    });
  }
  return result;
}

const stripeError = (status, type, message, extra = {}) => ({ status, body: { error: { type, message, ...extra } } });
const missing = (what, id) => stripeError(404, 'invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing', param: 'id' });

export async function startFakeStripeServer(options = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const customers = new Map();
  const products = new Map();
  const subscriptions = new Map();
  const invoices = new Map();
  const paymentIntents = new Map();
  const setupIntents = new Map();
  const paymentMethods = new Map();
  const charges = new Map();
  /** Idempotency-Key → { fingerprint, status, body } */
  const idempotent = new Map();
  const requests = [];
  const failures = [];

  const expanded = (subscription, expand) => {
    const copy = structuredClone(subscription);
    if (expand.some((path) => path.startsWith('latest_invoice'))) {
      const invoice = structuredClone(invoices.get(subscription.latest_invoice));
      if (expand.includes('latest_invoice.payment_intent')) invoice.payment_intent = structuredClone(paymentIntents.get(invoice.payment_intent));
      if (!expand.includes('latest_invoice.confirmation_secret')) delete invoice.confirmation_secret;
      copy.latest_invoice = invoice;
    }
    return copy;
  };

  const route = (method, path, params) => {
    const expand = [].concat(params.expand ?? []);
    let match;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', created: now(), name: params.name ?? null, email: params.email ?? null, metadata: params.metadata ?? {}, invoice_settings: { default_payment_method: null } };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && (match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(match[1]);
      if (!customer) return missing('customer', match[1]);
      if (params.invoice_settings?.default_payment_method) {
        if (!paymentMethods.has(params.invoice_settings.default_payment_method)) return missing('PaymentMethod', params.invoice_settings.default_payment_method);
        customer.invoice_settings.default_payment_method = params.invoice_settings.default_payment_method;
      }
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/products') {
      const id = params.id ?? newId('prod');
      if (products.has(id)) return stripeError(400, 'invalid_request_error', `Product already exists.`, { code: 'resource_already_exists' });
      const product = { id, object: 'product', name: params.name, active: true };
      products.set(id, product);
      return { status: 200, body: product };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!customers.has(params.customer)) return stripeError(400, 'invalid_request_error', `No such customer: '${params.customer}'`, { code: 'resource_missing', param: 'customer' });
      const item = params.items?.[0];
      const priceData = item?.price_data;
      if (!priceData || !products.has(priceData.product)) return stripeError(400, 'invalid_request_error', `No such product: '${priceData?.product}'`, { code: 'resource_missing', param: 'items[0][price_data][product]' });
      if (params.payment_behavior !== 'default_incomplete') return stripeError(400, 'invalid_request_error', 'This customer has no attached payment source or default payment method.', { code: 'resource_missing' });
      const amount = Number(priceData.unit_amount);
      const subscriptionId = newId('sub');
      const intent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        currency: priceData.currency,
        customer: params.customer,
        status: 'requires_payment_method',
        created: now(),
        payment_method: null,
        latest_charge: null,
        last_payment_error: null,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(12).toString('hex')}`;
      paymentIntents.set(intent.id, intent);
      const invoice = {
        id: newId('in'),
        object: 'invoice',
        customer: params.customer,
        status: 'open',
        amount_due: amount,
        payment_intent: intent.id,
        confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      };
      invoices.set(invoice.id, invoice);
      const periodEnd = now() + (priceData.recurring?.interval === 'year' ? 365 : 30) * 86_400;
      const subscription = {
        id: subscriptionId,
        object: 'subscription',
        customer: params.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        default_payment_method: null,
        payment_settings: params.payment_settings ?? null,
        metadata: params.metadata ?? {},
        latest_invoice: invoice.id,
        items: { object: 'list', data: [{ id: newId('si'), current_period_end: periodEnd, price: { unit_amount: amount, currency: priceData.currency, recurring: priceData.recurring, product: priceData.product } }] },
      };
      subscriptions.set(subscription.id, subscription);
      return { status: 200, body: expanded(subscription, expand) };
    }
    if (method === 'POST' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) return missing('subscription', match[1]);
      if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      if (params.default_payment_method) subscription.default_payment_method = params.default_payment_method;
      return { status: 200, body: expanded(subscription, expand) };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      if (!customers.has(params.customer)) return stripeError(400, 'invalid_request_error', `No such customer: '${params.customer}'`, { code: 'resource_missing', param: 'customer' });
      const intent = { id: newId('seti'), object: 'setup_intent', customer: params.customer, status: 'requires_payment_method', usage: params.usage ?? 'off_session', payment_method: null };
      intent.client_secret = `${intent.id}_secret_${randomBytes(12).toString('hex')}`;
      setupIntents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && (match = /^\/v1\/setup_intents\/([^/]+)$/.exec(path))) {
      const intent = setupIntents.get(match[1]);
      if (!intent) return missing('setup_intent', match[1]);
      const copy = structuredClone(intent);
      if (expand.includes('payment_method') && copy.payment_method) copy.payment_method = structuredClone(paymentMethods.get(copy.payment_method));
      return { status: 200, body: copy };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      const paymentMethod = paymentMethods.get(match[1]);
      return paymentMethod ? { status: 200, body: structuredClone(paymentMethod) } : missing('payment_method', match[1]);
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = paymentIntents.get(match[1]);
      return intent ? { status: 200, body: structuredClone(intent) } : missing('payment_intent', match[1]);
    }
    if (method === 'GET' && (match = /^\/v1\/charges\/([^/]+)$/.exec(path))) {
      const charge = charges.get(match[1]);
      return charge ? { status: 200, body: structuredClone(charge) } : missing('charge', match[1]);
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  };

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const params = parseStripeForm(request.method === 'GET' ? url.searchParams.toString() : text);
      const key = request.headers['idempotency-key'];
      requests.push({ method: request.method, path: url.pathname, idempotencyKey: typeof key === 'string' ? key : null, params, headers: request.headers });
      const send = ({ status, body }, replayed = false) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...(replayed ? { 'idempotent-replayed': 'true' } : {}) });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${String(request.headers.authorization ?? '').slice(7, 15)}****`));
      }
      const fingerprint = `${request.method} ${url.pathname} ${text}`;
      if (typeof key === 'string' && request.method === 'POST') {
        const stored = idempotent.get(key);
        if (stored) {
          if (stored.fingerprint !== fingerprint) {
            return send(stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`));
          }
          return send(stored, true);
        }
      }
      const answer = failures.length ? failures.shift() : route(request.method ?? 'GET', url.pathname, params);
      // Stripe keeps the answer of a key whether it succeeded or failed (except 5xx and 429).
      if (typeof key === 'string' && request.method === 'POST' && answer.status < 500 && answer.status !== 429) idempotent.set(key, { fingerprint, ...answer });
      send(answer);
    });
  });
  const defaultCard = () => ({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2 });
  /** One confirmation of a payment intent: a payment method and a charge, as Stripe makes them. */
  const attempt = (id, card, status, error) => {
    const intent = paymentIntents.get(id);
    if (!intent) throw new Error(`no payment intent ${id}`);
    const paymentMethod = { id: newId('pm'), object: 'payment_method', type: 'card', customer: intent.customer, created: now(), card: { ...card } };
    paymentMethods.set(paymentMethod.id, paymentMethod);
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: paymentMethod.id,
      payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } },
      status,
      paid: status === 'succeeded',
      failure_code: error?.code ?? null,
      failure_message: error?.message ?? null,
      outcome: error?.decline_code ? { type: 'issuer_declined', reason: error.decline_code } : { type: 'authorized' },
      created: now(),
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    return { intent, paymentMethod, charge };
  };
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    customers,
    subscriptions,
    setupIntents,
    failNext(failure) {
      failures.push({ status: failure.status, body: { error: failure.error } });
    },
    paymentIntents,
    paymentMethods,
    charges,
    payPaymentIntent(id, card = defaultCard()) {
      const { intent, paymentMethod } = attempt(id, card, 'succeeded');
      intent.status = 'succeeded';
      intent.payment_method = paymentMethod.id;
      intent.last_payment_error = null;
      // The subscription's first invoice is paid: the subscription is active and, with
      // save_default_payment_method on_subscription, the card becomes its default.
      for (const invoice of invoices.values()) {
        if (invoice.payment_intent !== id) continue;
        invoice.status = 'paid';
        const subscription = subscriptions.get(invoice.parent?.subscription_details?.subscription);
        if (!subscription) continue;
        subscription.status = 'active';
        if (subscription.payment_settings?.save_default_payment_method === 'on_subscription') subscription.default_payment_method = paymentMethod.id;
      }
      return structuredClone(intent);
    },
    declinePaymentIntent(id, card = defaultCard(), error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }) {
      const { intent, paymentMethod, charge } = attempt(id, card, 'failed', error);
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.last_payment_error = { ...error, charge: charge.id, payment_method: structuredClone(paymentMethod) };
      return structuredClone(intent);
    },
    succeedSetupIntent(id, card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2 }) {
      const intent = setupIntents.get(id);
      if (!intent) throw new Error(`no setup intent ${id}`);
      const method = { id: newId('pm'), object: 'payment_method', type: 'card', customer: intent.customer, card };
      paymentMethods.set(method.id, method);
      intent.payment_method = method.id;
      intent.status = 'succeeded';
      return method;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
