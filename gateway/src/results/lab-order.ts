// LabOrder: an order of outside tests sent to the clinic's reference lab from the results step
// (spec 002 sections 3 "lab order" and 4 "Lab ordering"), with the lab's links (its ordering page,
// opened in the frame modal) and its tests. An order is 'queued' until the lab took it (the send
// is retried by a job), then follows the lab's statuses.
import { builder } from '../builder.ts';
import type { LabOrderRecord } from './results-wire.ts';
import { splitVisitScopedId, visitScopedId } from './result-ids.ts';

export const LabOrderStatusEnum = builder.enumType('LabOrderStatus', {
  description:
    "QUEUED: saved, not yet taken by the lab (the send is retried); PENDING: at the lab, not submitted yet (the pre-order of the ordering page); SUBMITTED, IN_PROGRESS, COMPLETED, CANCELLED: the lab's own statuses.",
  values: ['QUEUED', 'PENDING', 'SUBMITTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const,
});

export const LabOrderKindEnum = builder.enumType('LabOrderKind', {
  description: "ORDER: 'Place Order' (the approved outside tests of the signed plan); ADDITIONAL: 'Place Additional Order' (starts empty at the lab).",
  values: ['ORDER', 'ADDITIONAL'] as const,
});

const LabLinkType = builder.objectRef<{ type: string; url: string }>('LabLink').implement({
  description: "A page of the lab about the order (type 'order': its ordering page, opened in the frame modal).",
  fields: (t) => ({ type: t.exposeString('type'), url: t.exposeString('url') }),
});

const LabOrderTestType = builder.objectRef<{ code: string; name: string }>('LabOrderTest').implement({
  description: "A test of an order: the lab's code (the catalogue's lab code, else its code) and name.",
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

export const LabOrderType = builder.node(builder.objectRef<LabOrderRecord>('LabOrder'), {
  id: { resolve: (order) => visitScopedId(order.visitId, order.id) },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const located = ids.map(splitVisitScopedId);
    const visits = await context.loaders.main.resultsOfVisit.loadMany(located.map((at) => at?.visitId ?? ''));
    return located.map((at, index) => {
      const results = visits[index];
      if (!at || !results || results instanceof Error) return null;
      return results.labOrders.find((order) => order.id === at.id) ?? null;
    });
  },
  fields: (t) => ({
    kind: t.field({ type: LabOrderKindEnum, resolve: (order) => (order.kind === 'additional' ? 'ADDITIONAL' : 'ORDER') }),
    status: t.field({ type: LabOrderStatusEnum, resolve: (order) => order.status.toUpperCase() as 'QUEUED' }),
    provider: t.exposeString('provider', { description: "The lab's slug, e.g. antech." }),
    providerName: t.exposeString('providerName', { description: 'The lab as people know it, e.g. Antech.' }),
    tests: t.field({ type: [LabOrderTestType], resolve: (order) => order.tests }),
    links: t.field({ type: [LabLinkType], description: "The lab's pages for the order; same-origin paths for the sandbox lab.", resolve: (order) => order.links }),
    lastError: t.exposeString('lastError', { nullable: true, description: "Why the last send failed (the lab's message), while the order is QUEUED." }),
    createdByName: t.exposeString('createdByName'),
    createdAt: t.exposeString('createdAt'),
  }),
});

