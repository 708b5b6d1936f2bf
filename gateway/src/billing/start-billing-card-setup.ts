// startBillingCardSetup: Hospital Settings' billing details card asks for a card set-up (a setup
// intent); its client secret is what the provider's card form confirms before saveBillingDetails.
import { builder } from '../builder.ts';
import { ForbiddenError } from '../errors.ts';
import { billingError } from './billing-errors.ts';
import { PaymentProviderError } from './payment-provider-error.ts';
import { MANAGES_BILLING } from './subscription.ts';

const StartBillingCardSetupInput = builder.inputType('StartBillingCardSetupInput', {
  // Nothing to send; an input object keeps the mutation's shape like every other (and room to grow).
  fields: (t) => ({ _: t.boolean({ description: 'Unused: a GraphQL input needs a field; send {}.' }) }),
});

const StartBillingCardSetupSuccess = builder.objectRef<{ clientSecret: string }>('StartBillingCardSetupSuccess').implement({
  fields: (t) => ({ clientSecret: t.exposeString('clientSecret', { description: "The card set-up's client secret." }) }),
});

builder.mutationField('startBillingCardSetup', (t) =>
  t.field({
    type: StartBillingCardSetupSuccess,
    description: 'Starts setting up a new billing card (client admin or super admin).',
    authScopes: MANAGES_BILLING,
    args: { input: t.arg({ type: StartBillingCardSetupInput, required: true }) },
    errors: { types: [ForbiddenError, PaymentProviderError], union: { name: 'StartBillingCardSetupResult' } },
    resolve: async (_root, _args, context) => {
      try {
        return await context.loaders.billing.billingCard();
      } catch (error) {
        throw billingError(error);
      }
    },
  }),
);
