// The billing service's plans, subscription, checkout and payments as it sends them (snake_case,
// docs/rest-auth-billing.md), parsed into the gateway's camelCase records. Used by the billing
// loader table (loaders/billing.ts).
import { z } from 'zod';

const iso = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? null : new Date(value).toISOString()));
const nullableText = z
  .unknown()
  .optional()
  .transform((value) => (value == null ? null : String(value)));

export const planWire = z
  .object({
    id: z.coerce.string(),
    name: z.string(),
    code: z.string(),
    feature: z.string().nullish(),
    price: z.object({ monthly: z.coerce.number().nullish(), annually: z.coerce.number().nullish() }).nullish(),
    discount: z.coerce.number().nullish(),
  })
  .transform((raw) => ({
    id: raw.id,
    name: raw.name,
    code: raw.code,
    feature: raw.feature ?? null,
    monthlyPrice: raw.price?.monthly ?? 0,
    annualPrice: raw.price?.annually ?? 0,
    discount: raw.discount ?? 0,
  }));
export type PlanRecord = z.output<typeof planWire>;

/** The organization's subscription as the billing service reports it (GET /subscription). */
export const subscriptionWire = z
  .object({
    id: z.coerce.string(),
    /** Effective: a subscription cancelled at period end stays 'active' until then. */
    status: z.enum(['inactive', 'incomplete', 'active', 'past_due', 'canceled']),
    plan_code: z.string().nullish(),
    plan_name: z.string().nullish(),
    amount_cents: z.coerce.number().nullish(),
    interval: z.string().nullish(),
    current_period_end: iso,
    cancel_at_period_end: z.unknown().optional().transform((value) => value === true),
    provider: z.enum(['sandbox', 'stripe']),
    publishable_key: z.string().nullish(),
    payment_method: z
      .object({ brand: z.coerce.string(), last4: z.coerce.string(), exp_month: z.coerce.number(), exp_year: z.coerce.number() })
      .nullish(),
    billing_client_secret: z.string().nullish(),
  })
  .transform((raw) => ({
    id: raw.id,
    status: raw.status,
    planCode: raw.plan_code ?? '',
    planName: raw.plan_name ?? null,
    amountCents: raw.amount_cents ?? 0,
    interval: raw.interval ?? 'month',
    currentPeriodEnd: raw.current_period_end,
    cancelAtPeriodEnd: raw.cancel_at_period_end,
    provider: raw.provider,
    publishableKey: raw.publishable_key ?? null,
    paymentMethod: raw.payment_method
      ? { brand: raw.payment_method.brand, last4: raw.payment_method.last4, expMonth: raw.payment_method.exp_month, expYear: raw.payment_method.exp_year }
      : null,
    billingClientSecret: raw.billing_client_secret ?? null,
  }));
export type SubscriptionRecord = z.output<typeof subscriptionWire>;

export const paymentWire = z
  .object({
    id: z.coerce.string(),
    name: z.unknown().optional(),
    email: z.unknown().optional(),
    started_at: iso,
    amount_cents: z.coerce.number().nullish(),
    currency: z.string().nullish(),
    state: z.coerce.string(),
    failure_code: nullableText,
    failure_message: nullableText,
  })
  .transform((raw) => ({
    id: raw.id,
    name: String(raw.name ?? ''),
    email: String(raw.email ?? ''),
    startedAt: raw.started_at ?? '',
    amountCents: raw.amount_cents ?? 0,
    currency: raw.currency ?? 'usd',
    state: raw.state,
    /** A failed attempt's code (the decline code when the card was declined) and the provider's message. */
    failureCode: raw.failure_code,
    failureMessage: raw.failure_message,
  }));
export type PaymentRecord = z.output<typeof paymentWire>;

export const checkoutWire = z
  .object({ client_secret: z.string(), provider: z.enum(['sandbox', 'stripe']), publishable_key: z.string().nullish(), amount_cents: z.coerce.number() })
  .transform((raw) => ({ clientSecret: raw.client_secret, provider: raw.provider, publishableKey: raw.publishable_key ?? null, amountCents: raw.amount_cents }));
export type CheckoutRecord = z.output<typeof checkoutWire>;

export interface BillingDetailsInput {
  setup_intent_client_secret: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
}
