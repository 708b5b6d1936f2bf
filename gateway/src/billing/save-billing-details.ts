// saveBillingDetails: Hospital Settings' billing details card (spec 000 line 63, rules line 117):
// the card the provider's form confirmed (its setup intent) becomes the subscription's payment
// method, with the billing address. The billing service checks the rules (line 1 required, at most
// 80, no PO Box: 'PO Box is not allowed!'; line 2 required, at most 80; city, state, zip required);
// its field errors come back under the input's names.
import { builder } from '../builder.ts';
import type { SubscriptionRecord } from './billing-wire.ts';
import { ForbiddenError, InputValidationError } from '../errors.ts';
import { billingError } from './billing-errors.ts';
import { PaymentProviderError } from './payment-provider-error.ts';
import { MANAGES_BILLING, SubscriptionType } from './subscription.ts';

const SaveBillingDetailsInput = builder.inputType('SaveBillingDetailsInput', {
  fields: (t) => ({
    setupClientSecret: t.string({ required: true, description: "The client secret of the card set-up the provider's form confirmed." }),
    addressLine1: t.string({ required: true }),
    addressLine2: t.string({ required: true }),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zip: t.string({ required: true }),
  }),
});

const SaveBillingDetailsSuccess = builder.objectRef<{ subscription: SubscriptionRecord }>('SaveBillingDetailsSuccess').implement({
  fields: (t) => ({ subscription: t.field({ type: SubscriptionType, resolve: (payload) => payload.subscription }) }),
});

builder.mutationField('saveBillingDetails', (t) =>
  t.field({
    type: SaveBillingDetailsSuccess,
    description: "Saves the confirmed card as the subscription's payment method with the billing address (client admin or super admin).",
    authScopes: MANAGES_BILLING,
    args: { input: t.arg({ type: SaveBillingDetailsInput, required: true }) },
    errors: { types: [InputValidationError, ForbiddenError, PaymentProviderError], union: { name: 'SaveBillingDetailsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const subscription = await context.loaders.billing.saveBillingDetails({
          setup_intent_client_secret: input.setupClientSecret,
          address_line1: input.addressLine1,
          address_line2: input.addressLine2,
          city: input.city,
          state: input.state,
          zip: input.zip,
        });
        return { subscription };
      } catch (error) {
        throw billingError(error, { setup_intent_client_secret: 'setupClientSecret' });
      }
    },
  }),
);
