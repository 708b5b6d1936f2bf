// The payment provider's routes on the public port (not GraphQL), forwarded to the billing service:
//   POST /webhooks/payments                       the provider's events: the body's bytes and its
//                                                 Stripe-Signature header go on unchanged, since
//                                                 the signature is over the exact bytes
//   POST /payments-sandbox/intents/confirm        the sandbox provider's card form (what stripe.js
//   POST /payments-sandbox/intents/authenticate   does against Stripe), only with PAYMENT_PROVIDER=sandbox
// No session: the webhook's credential is its signature, a sandbox call's is the intent's client
// secret (as with Stripe). The sandbox routes take JSON only: a page of another site can post a
// form (urlencoded, multipart, text/plain) without asking, but JSON needs a CORS preflight, which
// these routes never grant; so only the app's own pages can call them.
import { randomUUID } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '@vetchart/platform/client-address';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ServiceUnavailableError } from '../clients/http.ts';
import type { Upstreams } from '../context.ts';

export type PaymentProviderSetting = 'sandbox' | 'stripe';

/** Stripe's events are far below this (its largest objects are tens of KB). */
export const WEBHOOK_MAX_BODY_BYTES = 512 * 1024;
/** A card form's JSON: a client secret, a card number, expiry, CVC and postal code. */
export const SANDBOX_MAX_BODY_BYTES = 8 * 1024;

/** PAYMENT_PROVIDER, as the billing service reads it: sandbox unless it says stripe. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProviderSetting {
  return env.PAYMENT_PROVIDER === 'stripe' ? 'stripe' : 'sandbox';
}

export interface PaymentRoutesOptions {
  upstreams: Pick<Upstreams, 'billing'>;
  provider: PaymentProviderSetting;
  trustProxy?: number;
}

const tooLarge = (c: Context) => c.json({ message: 'The request is too large.' }, 413);

/** Sends the request's bytes to the billing service and answers with its status and body. */
async function forward(c: Context, options: PaymentRoutesOptions, path: string, headers: Record<string, string>): Promise<Response> {
  const body = Buffer.from(await c.req.arrayBuffer());
  const address = clientAddressOf(c, options.trustProxy ?? 0);
  const sent: Record<string, string> = { accept: 'application/json', 'x-request-id': randomUUID(), ...headers };
  if (address) sent[CLIENT_ADDRESS_HEADER] = address;
  try {
    const answer = await options.upstreams.billing.send('POST', path, sent, '', body);
    const contentType = answer.headers['content-type'];
    return new Response(new Uint8Array(answer.body), {
      status: answer.status,
      headers: { 'content-type': typeof contentType === 'string' ? contentType : 'application/json', 'cache-control': 'no-store' },
    });
  } catch (error) {
    // The provider retries a webhook that is not answered 2xx, so 503 loses nothing.
    if (error instanceof ServiceUnavailableError) return c.json({ message: error.message }, 503, { 'cache-control': 'no-store' });
    throw error;
  }
}

export function mountPaymentRoutes(app: Hono, options: PaymentRoutesOptions): void {
  app.post('/webhooks/payments', bodyLimit({ maxSize: WEBHOOK_MAX_BODY_BYTES, onError: tooLarge }), (c) => {
    const headers: Record<string, string> = { 'content-type': c.req.header('content-type') ?? 'application/json' };
    const signature = c.req.header('stripe-signature');
    if (signature !== undefined) headers['stripe-signature'] = signature;
    return forward(c, options, '/webhooks/payments', headers);
  });

  for (const action of ['confirm', 'authenticate'] as const) {
    app.post(`/payments-sandbox/intents/${action}`, bodyLimit({ maxSize: SANDBOX_MAX_BODY_BYTES, onError: tooLarge }), async (c) => {
      if (options.provider !== 'sandbox') return c.json({ message: 'Not found.' }, 404);
      if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
        return c.json({ message: 'Send JSON (Content-Type: application/json).' }, 415);
      }
      return forward(c, options, `/sandbox/intents/${action}`, { 'content-type': 'application/json' });
    });
  }
}
