// startSubscriptionCheckout: the embedded card checkout of an inactive subscription (spec 000
// 'Subscription request': its client_secret). The client's Idempotency-Key goes on to the billing
// service (clients/http.ts derives the call's key from it), so a retried request answers the same
// payment instead of charging twice; without one the request is refused before anything is asked.
import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import { builder } from '../builder.ts';
import type { CheckoutRecord } from './billing-wire.ts';
import { ConflictError, ForbiddenError, InputValidationError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { billingError } from './billing-errors.ts';
import { PaymentProviderError } from './payment-provider-error.ts';
import { MANAGES_BILLING } from './subscription.ts';
import { PaymentProviderNameEnum } from './subscription-status.ts';

const StartSubscriptionCheckoutInput = builder.inputType('StartSubscriptionCheckoutInput', {
  fields: (t) => ({ interval: t.string({ description: "'month' (the default) or 'year'." }) }),
});

const rules = z.object({ interval: z.enum(['month', 'year'], { message: "The interval must be 'month' or 'year'." }).nullish() });

const StartSubscriptionCheckoutSuccess = builder.objectRef<CheckoutRecord>('StartSubscriptionCheckoutSuccess').implement({
  fields: (t) => ({
    clientSecret: t.exposeString('clientSecret', { description: "The payment's client secret, confirmed by the provider's card form in the browser." }),
    provider: t.field({ type: PaymentProviderNameEnum, resolve: (checkout) => checkout.provider }),
    publishableKey: t.exposeString('publishableKey', { nullable: true }),
    amountCents: t.exposeInt('amountCents'),
  }),
});

builder.mutationField('startSubscriptionCheckout', (t) =>
  t.field({
    type: StartSubscriptionCheckoutSuccess,
    description:
      'Starts paying for the subscription (client admin or super admin). Send an Idempotency-Key header: the same key answers the same payment, so a retry never charges twice. ConflictError: already active.',
    authScopes: MANAGES_BILLING,
    args: { input: t.arg({ type: StartSubscriptionCheckoutInput, required: true }) },
    errors: { types: [ForbiddenError, ConflictError, InputValidationError, PaymentProviderError], union: { name: 'StartSubscriptionCheckoutResult' } },
    resolve: async (_root, { input }, context) => {
      const { interval } = parseInput(rules, input);
      if (!context.counter.idempotencyKey) {
        throw createGraphQLError('startSubscriptionCheckout needs an Idempotency-Key header (one per checkout, the same on its retries).', {
          extensions: { code: 'BAD_REQUEST' },
        });
      }
      try {
        return await context.loaders.billing.checkout(interval ? { interval } : {});
      } catch (error) {
        throw billingError(error);
      }
    },
  }),
);
