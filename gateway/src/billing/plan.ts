import type { PlanRecord } from './billing-wire.ts';
import { builder } from '../builder.ts';

export const PlanType = builder.node(builder.objectRef<PlanRecord>('Plan'), {
  id: { resolve: (plan) => plan.id },
  loadMany: async (ids, context) => {
    const plans = await context.loaders.billing.plans();
    return ids.map((id) => plans.find((plan) => plan.id === id) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    feature: t.exposeString('feature', { nullable: true }),
    monthlyPrice: t.exposeFloat('monthlyPrice'),
    annualPrice: t.exposeFloat('annualPrice'),
    discount: t.exposeFloat('discount', { description: 'Percent off when paying annually.' }),
  }),
});

builder.queryField('plans', (t) =>
  t.field({
    type: [PlanType],
    description: 'The subscription plans a clinic can sign up for (public).',
    resolve: (_root, _args, context) => context.loaders.billing.plans(),
  }),
);
