// LabOrdering: whether the visit's results step shows the lab controls ('Place Order', 'Place
// Additional Order', the lab's own tab): the clinic has an active lab integration and its flags
// (thirdparty GET /lab/status, one call per request).
import { builder } from '../builder.ts';
import type { LabStatusRecord } from '../integrations/thirdparty-wire.ts';
import { VisitType } from '../visits/visit.ts';

const LabOrderingType = builder.objectRef<LabStatusRecord>('LabOrdering').implement({
  description: "The clinic's reference lab as the results step sees it.",
  fields: (t) => ({
    connected: t.exposeBoolean('connected', { description: 'The clinic has an active lab integration.' }),
    provider: t.exposeString('provider', { nullable: true, description: "The lab's slug, e.g. antech." }),
    providerName: t.exposeString('providerName', { nullable: true, description: "The lab's name, e.g. Antech (its tab's title)." }),
    placeOrder: t.exposeBoolean('placeOrder', { description: "Show 'Place Order'." }),
    allowAdditionalOrder: t.exposeBoolean('allowAdditionalOrder', { description: "Show 'Place Additional Order'." }),
  }),
});

builder.objectField(VisitType, 'labOrdering', (t) =>
  t.field({
    type: LabOrderingType,
    // From the integrations service, not the visit's own: null (with its error) when that
    // service does not answer, and the Results step still shows the visit's results.
    nullable: true,
    description: "The clinic's lab connection and its ordering flags; null when the integrations service is not answering.",
    resolve: (_visit, _args, context) => context.loaders.thirdparty.labStatus(),
  }),
);
