// The sandbox's event delivery: signed the Stripe way, in order, and retried when the webhook
// endpoint fails, until it answers 2xx.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingHarness, type BillingHarness } from '../testing.ts';
import { verifyWebhookSignature } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox.ts';

const SECRET = 'whsec_sandbox_delivery_test';
let harness: BillingHarness;
let endpoint: http.Server;
let url: string;
const received: { type: string; signature: string; body: string }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  harness = await startBillingHarness();
  endpoint = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(503).end();
        return;
      }
      received.push({ type: JSON.parse(body).type, signature: String(request.headers['stripe-signature']), body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhooks/payments`;
});
afterAll(async () => {
  await new Promise((resolve) => endpoint?.close(resolve));
  await harness?.close();
});

describe('sandbox event delivery', () => {
  it('signs each event, keeps their order and retries a failing endpoint', async () => {
    // The harness's own sandbox delivers nothing on its own (no retry schedule); this one does.
    const sandbox = createSandboxProvider({ db: harness.db, webhookSecret: SECRET, webhookUrl: () => url, retryDelaysMs: [20, 100, 200, 400] });
    try {
      const { customerId } = await sandbox.createCustomer({ organizationId: 'org', name: 'A', email: 'a@clinic.test', idempotencyKey: 'delivery-customer' });
      const { clientSecret } = await sandbox.createSubscription({ customerId, amountCents: 4900, interval: 'month', planCode: 'basic', idempotencyKey: 'delivery-subscription' });
      failuresLeft = 2;
      const outcome = await sandbox.confirm({ client_secret: clientSecret, card_number: '4242424242424242', exp_month: 1, exp_year: new Date().getUTCFullYear() + 1, cvc: '314' });
      expect(outcome).toEqual({ status: 'succeeded' });
      // Delivered means answered 2xx and marked so: wait for both (the endpoint answers before the mark is written).
      for (let attempt = 0; attempt < 100 && (received.length < 3 || (await harness.count('billing.sandbox_events', 'delivered_at IS NULL')) > 0); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(received.map((event) => event.type)).toEqual(['payment_intent.succeeded', 'invoice.paid', 'customer.subscription.updated']);
      for (const event of received) expect(verifyWebhookSignature(SECRET, event.body, event.signature).type).toBe(event.type);
      expect(await harness.count('billing.sandbox_events', 'delivered_at IS NULL')).toBe(0);
      const [first] = await harness.db.query<{ attempts: number }>(`SELECT attempts FROM billing.sandbox_events ORDER BY seq LIMIT 1`);
      expect(first!.attempts).toBe(3);
    } finally {
      await sandbox.stop();
    }
  });
});
