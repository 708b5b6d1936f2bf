// The billing service's plans, subscription, checkout and payments as it sends them (snake_case,
// docs/rest-auth-billing.md), parsed into the gateway's camelCase records with the billing
// contract (packages/contracts/src/billing/subscription.ts), and the body the gateway sends. Used
// by the billing loader table (loaders/billing.ts).
import { checkoutAnswer, paymentAnswer, planAnswer, subscriptionAnswer } from '@vetchart/contracts/billing/subscription';
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

export interface BillingDetailsInput {
  setup_intent_client_secret: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
}
