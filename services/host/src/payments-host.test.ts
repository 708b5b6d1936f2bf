// The billing service as the one-process host wires it (product.ts): the demo subscriptions
// (Demo Animal Hospital active with three past payments, Other Pet Clinic inactive), the plan read
// from auth, and the sandbox's events reaching billing's own webhook endpoint on their own (the
// scheduled delivery, no test hook), so paying activates the subscription.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@vetchart/platform/config';
import { startServicesHost, type ServicesHost } from './product.ts';

let dataDir: string;
let host: ServicesHost;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-payments-'));
  host = await startServicesHost({ ...loadConfig({ DATA_DIR: dataDir, ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) }), demoData: true });
}, 120_000);
afterAll(async () => {
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const billing = (pathname: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${host.services.upstreams.billing}${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as Record<string, string>) },
  }).then((response) => response.json());

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${host.services.upstreams.auth}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo!2345' }),
  });
  return (await response.json()).token;
}

describe('payments in the one-process host', () => {
  it('starts the demo hospital active with three past payments and Other Pet Clinic inactive', async () => {
    const demo = await signIn('admin@demo.vet');
    const subscription = (await billing('/subscription', { token: demo })).data;
    expect(subscription).toMatchObject({ status: 'active', interval: 'month', plan_code: 'professional', provider: 'sandbox' });
    expect(new Date(subscription.current_period_end).getTime()).toBeGreaterThan(Date.now());
    const payments = await billing('/payments', { token: demo });
    expect(payments.meta.total).toBe(3);
    expect(payments.data.every((payment: { state: string; started_at: string }) => payment.state === 'succeeded' && new Date(payment.started_at) < new Date())).toBe(true);
    // A member who is not an admin reads the status too.
    const vet = await signIn('vet@demo.vet');
    expect((await billing('/subscription', { token: vet })).data.status).toBe('active');
  });

  it('activates Other Pet Clinic once its admin pays, the event arriving by itself', async () => {
    const other = await signIn('admin@other.vet');
    expect((await billing('/subscription', { token: other })).data.status).toBe('inactive');
    const checkout = await billing('/subscription/checkout', { method: 'POST', token: other, body: '{}', headers: { 'idempotency-key': 'host-checkout-0001' } });
    const confirmed = await billing('/sandbox/intents/confirm', {
      method: 'POST',
      body: JSON.stringify({ client_secret: checkout.data.client_secret, card_number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' }),
    });
    expect(confirmed.status).toBe('succeeded');
    let status = '';
    for (let attempt = 0; attempt < 100 && status !== 'active'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await billing('/subscription', { token: other })).data.status;
    }
    expect(status).toBe('active');
    expect((await billing('/payments', { token: other })).data).toMatchObject([{ state: 'succeeded', email: 'admin@other.vet' }]);
  });
});
