import { loadKeys } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingService, migrateBilling, seedBillingDemo, type BillingApp } from './service.ts';

let db: Database;
let deps: ServiceDeps;
let app: BillingApp;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateBilling(db);
  deps = { db, keys: await loadKeys(), mailer: createOutboxMailer(db), config: testConfig() };
  app = createBillingService(deps);
});
afterAll(async () => db?.close());

describe('billing service', () => {
  it('answers the health check', async () => {
    const response = await app.request('/health');
    expect(await response.json()).toEqual({ status: 'ok', service: 'billing' });
  });

  it('lists no plans before any exist', async () => {
    const response = await app.request('/plan');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [] });
  });

  it('lists the demo plans publicly, in order, with prices and discounts as numbers', async () => {
    await seedBillingDemo(deps);
    await seedBillingDemo(deps);
    const response = await app.request('/plan');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toEqual([
      { id: expect.any(String), name: 'Basic', code: 'basic', feature: expect.any(String), price: { monthly: 49, annually: 499 }, discount: 15 },
      { id: expect.any(String), name: 'Professional', code: 'professional', feature: expect.any(String), price: { monthly: 99, annually: 990 }, discount: 17 },
      { id: expect.any(String), name: 'Enterprise', code: 'enterprise', feature: expect.any(String), price: { monthly: 199, annually: 1990 }, discount: 17 },
    ]);
    // The advertised discount is what paying annually actually saves, rounded.
    for (const plan of body.data) {
      expect(Math.round((1 - plan.price.annually / (plan.price.monthly * 12)) * 100)).toBe(plan.discount);
    }
  });

  it('keeps plans someone changed when the demo data loads again', async () => {
    await db.query(`UPDATE billing.plans SET monthly_price = 59.5 WHERE code = 'basic'`);
    await seedBillingDemo(deps);
    const body = await (await app.request('/plan')).json();
    expect(body.data[0].price.monthly).toBe(59.5);
    expect(body.data).toHaveLength(3);
  });
});
