// The billing service's endpoints (docs/rest-auth-billing.md) as the gateway calls them: plans,
// the organization's subscription and its payments. Built per request into `ctx.loaders.billing`
// (loaders/index.ts).
import { z } from 'zod';
import { checkoutWire, paymentWire, planWire, subscriptionWire, type BillingDetailsPayload, type CheckoutPayload } from '../billing/billing-wire.ts';
import { call } from './endpoint.ts';
import { data, list } from './wire.ts';

/**
 * The billing service answers 502 when the payment provider failed (billing itself is fine): the
 * mutation reports it as the provider's error, and it does not count against billing's breaker.
 */
const PROVIDER_FAILED = { answerStatuses: [502] } as const;

export const billingEndpoints = {
  /** The plans a sign-up or a checkout offers. */
  plans: call({ method: 'GET', path: '/plan', parse: list(planWire) }),
  /** The caller's organization's subscription (the service creates it 'inactive' when absent). */
  subscription: call({ method: 'GET', path: '/subscription', parse: data(subscriptionWire) }),
  /** Starts (or, with the same Idempotency-Key, repeats) the checkout: the payment's client secret. */
  checkout: call({ method: 'POST', path: '/subscription/checkout', body: (input: CheckoutPayload) => input, options: PROVIDER_FAILED, parse: data(checkoutWire) }),
  /** A setup intent for a new billing card: its client secret. */
  billingCard: call({
    method: 'POST',
    path: '/subscription/billing-card',
    body: () => ({}),
    options: PROVIDER_FAILED,
    parse: data(z.object({ client_secret: z.string() }).transform((raw) => ({ clientSecret: raw.client_secret }))),
  }),
  /** The card the setup intent confirmed becomes the default payment method; the subscription as it is then. */
  saveBillingDetails: call({ method: 'PUT', path: '/subscription/billing-details', body: (details: BillingDetailsPayload) => details, options: PROVIDER_FAILED, parse: data(subscriptionWire) }),
  /** Cancels at the end of the paid period; the subscription as it is then. */
  cancel: call({ method: 'POST', path: '/subscription/cancel', body: () => ({}), options: PROVIDER_FAILED, parse: data(subscriptionWire) }),
  payments: call({
    method: 'GET',
    path: '/payments',
    query: (window: { offset: number; limit: number }) => ({ offset: window.offset, limit: window.limit }),
    parse: (body) =>
      z
        .object({ data: z.array(paymentWire), meta: z.object({ total: z.coerce.number() }) })
        .parse(body),
  }),
};
