// placeLabOrder: 'Place Order' and 'Place Additional Order' (spec 002 section 4 "Lab ordering").
// ORDER makes a pre-order at the lab of the approved outside tests of the signed plan and answers
// it with the lab's ordering page (links), opened in the frame modal; unprocessed orders first
// answer PendingLabOrdersError ('Pending Orders Found!'), and discardPending ('Yes, Continue')
// cancels them at the lab before ordering again. A lab outage answers LabProviderError with the
// order kept (QUEUED) and retried by the main service's job. The client's Idempotency-Key makes a
// repeated request answer the same order.
import { builder } from '../builder.ts';
import type { LabOrderRecord } from './results-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { LabOrderKindEnum, LabOrderType } from './lab-order.ts';
import { LabProviderError, PendingLabOrdersError, RESULT_WRITE_ERRORS, resultsError } from './results-errors.ts';

const PlaceLabOrderInput = builder.inputType('PlaceLabOrderInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    kind: t.field({ type: LabOrderKindEnum, required: true }),
    discardPending: t.boolean({ description: "'Yes, Continue' after 'Pending Orders Found!': cancel the unprocessed orders at the lab first." }),
    visitModificationId: t.id({ description: "A ModificationReason of this visit: needed while the visit is 'SOAP Finalized'." }),
  }),
});

const PlaceLabOrderSuccess = builder.objectRef<{ order: LabOrderRecord }>('PlaceLabOrderSuccess').implement({
  fields: (t) => ({
    // Always set; nullable so that a client can select it beside LabProviderError.order in one query.
    order: t.field({ type: LabOrderType, nullable: true, description: 'The order made (always set).', resolve: (payload) => payload.order }),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.order.visitId) }),
  }),
});

builder.mutationField('placeLabOrder', (t) =>
  t.field({
    type: PlaceLabOrderSuccess,
    description: "Orders the visit's outside tests from the clinic's reference lab ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: PlaceLabOrderInput, required: true }) },
    errors: { types: [PendingLabOrdersError, LabProviderError, ...RESULT_WRITE_ERRORS], union: { name: 'PlaceLabOrderResult' } },
    resolve: async (_root, { input }, context) => {
      let visitId: string | null = null;
      try {
        visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const order = await context.loaders.main.placeLabOrder({
          visitId,
          order: {
          kind: input.kind === 'ADDITIONAL' ? 'additional' : 'order',
          discard_pending: input.discardPending ?? undefined,
          visit_modification_id: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
          },
        });
        return { order };
      } catch (error) {
        throw await resultsError(context, error, { renames: { discard_pending: 'discardPending' } });
      } finally {
        // Ordered or kept queued, the visit's orders changed.
        if (visitId) context.loaders.main.resultsOfVisit.clear(visitId);
        if (visitId) VisitType.getDataloader(context).clear(visitId);
      }
    },
  }),
);
