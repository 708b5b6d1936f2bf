// The demo subscriptions: Demo Animal Hospital pays monthly through the sandbox (its period ends
// in the future, three earlier months paid), so the dashboard opens at once; Other Pet Clinic is
// inactive, so its admin meets the checkout. The sandbox's own rows are made too, so cancelling
// the demo subscription works like cancelling a real one.
import type { Sql } from '@vetchart/platform/database';

export interface DemoSubscription {
  organizationId: string;
  planCode: string;
  active: boolean;
  /** Who paid (the organization's owner): the payments list names them. */
  payer: { name: string; email: string };
}

const DEMO_CARD = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 };

export async function insertDemoSubscriptions(sql: Sql, organizations: DemoSubscription[]): Promise<void> {
  for (const organization of organizations) {
    const [existing] = await sql.query(`SELECT 1 FROM billing.subscriptions WHERE organization_id = $1`, [organization.organizationId]);
    if (existing) continue;
    const [plan] = await sql.query<{ monthly_price: string }>(`SELECT monthly_price FROM billing.plans WHERE code = $1`, [organization.planCode]);
    const amountCents = Math.round(Number(plan?.monthly_price ?? 0) * 100);
    if (!organization.active) {
      await sql.query(
        `INSERT INTO billing.subscriptions (organization_id, plan_code, amount_cents, status, provider) VALUES ($1, $2, $3, 'inactive', 'sandbox')`,
        [organization.organizationId, organization.planCode, amountCents],
      );
      continue;
    }
    const suffix = organization.organizationId.replace(/-/g, '').slice(0, 16);
    const customerId = `cus_sbx_demo${suffix}`;
    const subscriptionId = `sub_sbx_demo${suffix}`;
    await sql.query(
      `INSERT INTO billing.sandbox_customers (id, email, name, default_payment_method) VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT (id) DO NOTHING`,
      [customerId, organization.payer.email, organization.payer.name, JSON.stringify({ id: `pm_sbx_demo${suffix}`, type: 'card', card: DEMO_CARD })],
    );
    await sql.query(
      `INSERT INTO billing.sandbox_subscriptions (id, customer, amount, interval, status, current_period_end)
       VALUES ($1, $2, $3, 'month', 'active', now() + interval '20 days') ON CONFLICT (id) DO NOTHING`,
      [subscriptionId, customerId, amountCents],
    );
    await sql.query(
      `INSERT INTO billing.subscriptions (organization_id, plan_code, interval, amount_cents, status, current_period_end, provider,
                                          provider_customer_id, provider_subscription_id, payment_method, payer_name, payer_email)
       VALUES ($1, $2, 'month', $3, 'active', now() + interval '20 days', 'sandbox', $4, $5, $6::jsonb, $7, $8)`,
      [organization.organizationId, organization.planCode, amountCents, customerId, subscriptionId, JSON.stringify(DEMO_CARD), organization.payer.name, organization.payer.email],
    );
    // The three months before this one, each paid on its first day.
    for (const monthsAgo of [1, 2, 3]) {
      await sql.query(
        `INSERT INTO billing.payments (organization_id, provider_payment_id, name, email, amount_cents, currency, state, started_at)
         VALUES ($1, $2, $3, $4, $5, 'usd', 'succeeded', now() + interval '20 days' - make_interval(months => $6))
         ON CONFLICT (provider_payment_id) DO NOTHING`,
        [organization.organizationId, `pi_sbx_demo${suffix}_${monthsAgo}`, organization.payer.name, organization.payer.email, amountCents, monthsAgo],
      );
    }
  }
}
