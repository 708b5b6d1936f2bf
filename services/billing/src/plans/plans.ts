// Subscription plans: the public list behind /subscription-plans and the demo catalogue.
import type { Sql } from '@vetchart/platform/database';

export interface PlanView {
  id: string;
  name: string;
  code: string;
  feature: string | null;
  price: { monthly: number; annually: number };
  discount: number;
}

export async function listPlans(sql: Sql): Promise<PlanView[]> {
  const rows = await sql.query<{
    id: string;
    name: string;
    code: string;
    feature: string | null;
    monthly_price: string;
    annual_price: string;
    discount: string;
  }>(`SELECT id, name, code, feature, monthly_price, annual_price, discount FROM billing.plans ORDER BY sort_order, monthly_price, name`);
  // numeric arrives as a string on both engines; the contract promises JSON numbers.
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    feature: row.feature,
    price: { monthly: Number(row.monthly_price), annually: Number(row.annual_price) },
    discount: Number(row.discount),
  }));
}

// The annual price is about ten months of the monthly one; discount is that saving, rounded
// (49 x 12 = 588 -> 499 saves 15%; 99 x 12 = 1188 -> 990 and 199 x 12 = 2388 -> 1990 save 17%).
const DEMO_PLANS = [
  { name: 'Basic', code: 'basic', feature: 'For a single clinic getting started with AI-assisted SOAP notes.', monthly: 49, annual: 499, discount: 15 },
  { name: 'Professional', code: 'professional', feature: 'For busy practices: AI charting, integrations and reminders.', monthly: 99, annual: 990, discount: 17 },
  { name: 'Enterprise', code: 'enterprise', feature: 'For groups of hospitals with many users and priority support.', monthly: 199, annual: 1990, discount: 17 },
];

/** Adds the demo plans that are missing; plans someone already has are left as they are. */
export async function insertDemoPlans(sql: Sql): Promise<void> {
  for (const [index, plan] of DEMO_PLANS.entries()) {
    await sql.query(
      `INSERT INTO billing.plans (name, code, feature, monthly_price, annual_price, discount, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
      [plan.name, plan.code, plan.feature, plan.monthly, plan.annual, plan.discount, index + 1],
    );
  }
}
