// Payment: one attempt to pay the organization's subscription (spec 003 2.10 /d/payments: name,
// e-mail, started at, amount, state), newest first; a declined attempt stays listed, with its
// failure code and message, beside the one that paid. Client admins and super admins only.
import { builder } from '../builder.ts';
import type { PaymentRecord } from './billing-wire.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { MANAGES_BILLING } from './subscription.ts';

/** The page size used to find payments by id: the service has no lookup by id, and an organization has about one payment a month. */
const SCAN_PAGE = 50;

export const PaymentType = builder.loadableNode(builder.objectRef<PaymentRecord>('Payment'), {
  id: { resolve: (payment) => payment.id },
  load: async (ids: string[], context) => {
    if (!context.principal?.isClientAdmin && !context.principal?.isSuperAdmin) return ids.map(() => new NotFoundError('Not found.'));
    const wanted = new Set(ids);
    const found = new Map<string, PaymentRecord>();
    // The organization's own payments only (the service scopes the list to the token's organization).
    for (let offset = 0; found.size < wanted.size; offset += SCAN_PAGE) {
      const page = await context.loaders.billing.payments({ offset, limit: SCAN_PAGE });
      for (const payment of page.data) if (wanted.has(payment.id)) found.set(payment.id, payment);
      if (offset + SCAN_PAGE >= page.meta.total) break;
    }
    return ids.map((id) => found.get(id) ?? new NotFoundError('Not found.'));
  },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Who paid (the cardholder or the account that paid).' }),
    email: t.exposeString('email'),
    startedAt: t.exposeString('startedAt', { description: 'ISO 8601.' }),
    amountCents: t.exposeInt('amountCents'),
    currency: t.exposeString('currency', { description: "ISO 4217, lower case ('usd')." }),
    state: t.exposeString('state', { description: "'succeeded', 'failed', 'requires_action' or 'processing'." }),
    failureCode: t.exposeString('failureCode', {
      nullable: true,
      description: "A failed attempt's code: the decline code when the card was declined ('generic_decline', 'insufficient_funds'), else the provider's error code.",
    }),
    failureMessage: t.exposeString('failureMessage', { nullable: true, description: "A failed attempt's message from the provider ('Your card was declined.')." }),
  }),
});

builder.queryField('payments', (t) =>
  t.connection(
    {
      type: PaymentType,
      description: "The organization's payments, newest first (client admin or super admin).",
      authScopes: MANAGES_BILLING,
      resolve: (_root, args, context) => resolveServiceConnection(args, (window) => context.loaders.billing.payments(window)),
    },
    { name: 'PaymentConnection' },
    { name: 'PaymentEdge' },
  ),
);
