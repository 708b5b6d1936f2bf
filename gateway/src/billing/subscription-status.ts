// SubscriptionStatus and PaymentProviderName: the billing service's lower-case values as GraphQL enums.
import { builder } from '../builder.ts';

export const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', {
  values: {
    INACTIVE: { value: 'inactive' },
    INCOMPLETE: { value: 'incomplete' },
    ACTIVE: { value: 'active' },
    PAST_DUE: { value: 'past_due' },
    CANCELED: { value: 'canceled' },
  } as const,
  description: "The effective status: a subscription cancelled at period end stays ACTIVE until currentPeriodEnd, then CANCELED.",
});

export const PaymentProviderNameEnum = builder.enumType('PaymentProviderName', {
  values: { SANDBOX: { value: 'sandbox' }, STRIPE: { value: 'stripe' } } as const,
  description: "SANDBOX: the built-in provider behaving like Stripe's test mode (the default); STRIPE: Stripe itself (PAYMENT_PROVIDER=stripe).",
});
