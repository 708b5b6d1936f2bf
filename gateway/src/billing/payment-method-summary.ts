// PaymentMethodSummary: the subscription's default card as the provider describes it (never the number).
import { builder } from '../builder.ts';
import type { SubscriptionRecord } from './billing-wire.ts';

export const PaymentMethodSummaryType = builder.objectRef<NonNullable<SubscriptionRecord['paymentMethod']>>('PaymentMethodSummary').implement({
  fields: (t) => ({
    brand: t.exposeString('brand'),
    last4: t.exposeString('last4'),
    expMonth: t.exposeInt('expMonth'),
    expYear: t.exposeInt('expYear'),
  }),
});
