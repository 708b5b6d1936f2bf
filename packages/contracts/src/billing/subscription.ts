// The billing service's plans, subscription, checkout and payments as it answers them (snake_case,
// docs/rest-auth-billing.md), each field named once; the gateway parses the service's answers
// with them (gateway/src/billing/billing-wire.ts). Also the bodies the gateway sends to start a
// checkout and to save the billing details, which the service validates with and whose inputs
// are the gateway's payloads (gateway/src/loaders/billing.ts).
import { z } from 'zod/mini';
import { isPoBox, PO_BOX_MESSAGE } from '../address.ts';
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

/** POST /subscription/checkout: the billing interval, the plan's own when left out. */
export const checkoutRequestWire = wire({ interval: z.optional(z.enum(['month', 'year'], { message: "interval must be 'month' or 'year'" })) });

const CARD_DETAILS = 'Please enter your card details';
const addressLine = (required: string, max: number, tooLong: string) => z.string({ message: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** PUT /subscription/billing-details: the card the provider's form confirmed (its setup intent) and the billing address (spec 000 rules line 117). */
export const billingDetailsWire = wire({
  setupIntentClientSecret: z.string({ message: CARD_DETAILS }).check(z.minLength(1, CARD_DETAILS), z.maxLength(300, CARD_DETAILS)),
  addressLine1: addressLine('Please enter address line 1', 80, 'Address line 1 must be at most 80 characters.').check(z.refine((value) => !isPoBox(value), PO_BOX_MESSAGE)),
  addressLine2: addressLine('Please enter address line 2', 80, 'Address line 2 must be at most 80 characters.'),
  city: addressLine('Please enter city', 100, 'City must be at most 100 characters.'),
  state: addressLine('Please enter state', 50, 'State must be at most 50 characters.'),
  zip: addressLine('Please enter zip', 20, 'Zip must be at most 20 characters.'),
});
export type BillingDetails = z.output<typeof billingDetailsWire>;
