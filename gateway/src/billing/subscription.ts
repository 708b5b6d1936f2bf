// Subscription: the organization's one subscription (spec 000 'Subscription request', spec 003
// sections 2.10 and 3), read from the billing service, which creates it 'inactive' from the plan
// chosen at sign-up when absent. Every signed-in member may read it: the web's checkout wrapper
// decides from its status whether a client admin gets the card form or others get the notice.
import { builder } from '../builder.ts';
import type { SubscriptionRecord } from './billing-wire.ts';
import type { GatewayContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { PaymentMethodSummaryType } from './payment-method-summary.ts';
import { PaymentProviderNameEnum, SubscriptionStatusEnum } from './subscription-status.ts';

/** Who may pay for, change the card of, cancel or see the payments of the subscription. */
export const MANAGES_BILLING = { $any: { clientAdmin: true, superAdmin: true } } as const;

const managesBilling = (context: GatewayContext) => context.principal?.isClientAdmin === true || context.principal?.isSuperAdmin === true;

export const SubscriptionType = builder.loadableNode(builder.objectRef<SubscriptionRecord>('Subscription'), {
  id: { resolve: (subscription) => subscription.id },
  // One subscription per organization: the caller's own is the only one that can be found.
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    const own = await context.loaders.billing.subscription();
    return ids.map((id) => (id === own.id ? own : new NotFoundError('Not found.')));
  },
  fields: (t) => ({
    status: t.field({ type: SubscriptionStatusEnum, resolve: (subscription) => subscription.status }),
    planCode: t.exposeString('planCode'),
    planName: t.exposeString('planName', { nullable: true }),
    amountCents: t.exposeInt('amountCents', { description: 'The price of one interval, in cents of USD.' }),
    interval: t.exposeString('interval', { description: "'month' or 'year'." }),
    currentPeriodEnd: t.exposeString('currentPeriodEnd', { nullable: true, description: 'ISO 8601; a cancelled subscription gives access until then.' }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
    provider: t.field({ type: PaymentProviderNameEnum, resolve: (subscription) => subscription.provider }),
    publishableKey: t.exposeString('publishableKey', { nullable: true, description: "Stripe's publishable key for its Payment Element (STRIPE only)." }),
    paymentMethod: t.field({ type: PaymentMethodSummaryType, nullable: true, resolve: (subscription) => subscription.paymentMethod }),
    billingClientSecret: t.string({
      nullable: true,
      description: "A pending payment or card set-up's client secret: the billing details card is shown when it is set (client admins and super admins only; null for others).",
      // The secret lets a browser confirm a payment of the organization: only those who manage billing get it.
      resolve: (subscription, _args, context) => (managesBilling(context) ? subscription.billingClientSecret : null),
    }),
    canCancel: t.boolean({
      description: 'Active, not already cancelled at period end, and the caller is a client admin or super admin.',
      resolve: (subscription, _args, context) => subscription.status === 'active' && !subscription.cancelAtPeriodEnd && managesBilling(context),
    }),
  }),
});

builder.queryField('subscription', (t) =>
  t.field({
    type: SubscriptionType,
    description: "The organization's subscription (any signed-in member).",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => {
      const subscription = await context.loaders.billing.subscription();
      SubscriptionType.getDataloader(context).prime(subscription.id, subscription);
      return subscription;
    },
  }),
);
