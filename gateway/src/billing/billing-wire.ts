// The billing service's plans, subscription, checkout and payments as it sends them (snake_case,
// docs/rest-auth-billing.md), parsed into the gateway's camelCase records with the billing
// contract (packages/contracts/src/billing/subscription.ts), and the bodies the gateway sends (the
// contract's JSON). Used by the billing loader table (loaders/billing.ts).
import {
  checkoutAnswer,
  paymentAnswer,
  planAnswer,
  subscriptionAnswer,
  type billingDetailsWire,
  type checkoutRequestWire,
} from '@vetchart/contracts/billing/subscription';
import type { z } from 'zod/mini';

export const planWire = planAnswer;
export type PlanRecord = z.output<typeof planWire>;

/** The organization's subscription as the billing service reports it (GET /subscription). */
export const subscriptionWire = subscriptionAnswer;
export type SubscriptionRecord = z.output<typeof subscriptionWire>;

export const paymentWire = paymentAnswer;
export type PaymentRecord = z.output<typeof paymentWire>;

export const checkoutWire = checkoutAnswer;
export type CheckoutRecord = z.output<typeof checkoutWire>;

/** POST /subscription/checkout and PUT /subscription/billing-details. */
export type CheckoutPayload = z.input<typeof checkoutRequestWire>;
export type BillingDetailsPayload = z.input<typeof billingDetailsWire>;
