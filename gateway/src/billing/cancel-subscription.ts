// cancelSubscription: /d/payments' cancel (spec 003 2.10), only while active: the subscription
// ends at the end of the paid period (access continues until currentPeriodEnd), so the web can
// say until when. ConflictError when it is not active or already cancelled.
import { builder } from '../builder.ts';
import type { SubscriptionRecord } from './billing-wire.ts';
import { ConflictError, ForbiddenError } from '../errors.ts';
import { billingError } from './billing-errors.ts';
import { PaymentProviderError } from './payment-provider-error.ts';
import { MANAGES_BILLING, SubscriptionType } from './subscription.ts';

const CancelSubscriptionInput = builder.inputType('CancelSubscriptionInput', {
  fields: (t) => ({ _: t.boolean({ description: 'Unused: a GraphQL input needs a field; send {}.' }) }),
});

const CancelSubscriptionSuccess = builder.objectRef<{ subscription: SubscriptionRecord }>('CancelSubscriptionSuccess').implement({
  fields: (t) => ({ subscription: t.field({ type: SubscriptionType, resolve: (payload) => payload.subscription }) }),
});

builder.mutationField('cancelSubscription', (t) =>
  t.field({
    type: CancelSubscriptionSuccess,
    description: 'Cancels the subscription at the end of the paid period (client admin or super admin; only while active).',
    authScopes: MANAGES_BILLING,
    args: { input: t.arg({ type: CancelSubscriptionInput, required: true }) },
    errors: { types: [ForbiddenError, ConflictError, PaymentProviderError], union: { name: 'CancelSubscriptionResult' } },
    resolve: async (_root, _args, context) => {
      try {
        return { subscription: await context.loaders.billing.cancel() };
      } catch (error) {
        throw billingError(error);
      }
    },
  }),
);
