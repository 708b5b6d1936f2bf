// The billing service's plans, subscription, checkout and payments as it answers them (snake_case,
// docs/rest-auth-billing.md), each field named once; the gateway parses the service's answers
// with them (gateway/src/billing/billing-wire.ts).
import { z } from 'zod/mini';
import { answerId, answerNumber, anyText, anyTextOrNull, blank, onlyTrue, orNull, orZero } from '../answer.ts';
import { wire } from '../wire.ts';

const PROVIDERS = ['sandbox', 'stripe'] as const;

/** A time sent as ISO text or epoch milliseconds, read as ISO text; none is null. */
const isoOrNull = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => (value === null || value === undefined ? null : new Date(value).toISOString())),
);

/** Text the service may leave out, read as `none`. */
const textOr = (none: string) =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? none),
  );

/** A plan's prices; a price left out is 0. */
const planPrice = z.pipe(
  z.nullish(z.object({ monthly: orZero, annually: orZero })),
  z.transform((price) => price ?? { monthly: 0, annually: 0 }),
);

// The service nests the two prices under `price`; the record carries them flat.
export const planAnswer = z.pipe(
  wire({ id: answerId, name: z.string(), code: z.string(), feature: orNull(z.string()), price: planPrice, discount: orZero }),
  z.transform(({ price, ...plan }) => ({ ...plan, monthlyPrice: price.monthly, annualPrice: price.annually })),
);
export type Plan = z.output<typeof planAnswer>;

const paymentMethodAnswer = wire({ brand: z.coerce.string(), last4: z.coerce.string(), expMonth: answerNumber, expYear: answerNumber });

/** The organization's subscription as the billing service reports it (GET /subscription). */
export const subscriptionAnswer = wire({
  id: answerId,
  /** Effective: a subscription cancelled at period end stays 'active' until then. */
  status: z.enum(['inactive', 'incomplete', 'active', 'past_due', 'canceled']),
  planCode: blank,
  planName: orNull(z.string()),
  amountCents: orZero,
  interval: textOr('month'),
  currentPeriodEnd: isoOrNull,
  cancelAtPeriodEnd: onlyTrue,
  provider: z.enum(PROVIDERS),
  publishableKey: orNull(z.string()),
  paymentMethod: orNull(paymentMethodAnswer),
  billingClientSecret: orNull(z.string()),
});
export type Subscription = z.output<typeof subscriptionAnswer>;

export const paymentAnswer = wire({
  id: answerId,
  name: anyText,
  email: anyText,
  /** ISO text; none is '' (the GraphQL field is non-null). */
  startedAt: z.pipe(
    isoOrNull,
    z.transform((value) => value ?? ''),
  ),
  amountCents: orZero,
  currency: textOr('usd'),
  state: z.coerce.string(),
  /** A failed attempt's code (the decline code when the card was declined) and the provider's message. */
  failureCode: anyTextOrNull,
  failureMessage: anyTextOrNull,
});
export type Payment = z.output<typeof paymentAnswer>;

export const checkoutAnswer = wire({ clientSecret: z.string(), provider: z.enum(PROVIDERS), publishableKey: orNull(z.string()), amountCents: answerNumber });
export type Checkout = z.output<typeof checkoutAnswer>;
