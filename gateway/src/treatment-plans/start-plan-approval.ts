// startPlanApproval: entering the Plan step (spec 002 section 4). A visit with a working plan and
// no signed plan, neither read-only nor locked, moves to 'Pending Client Approval' on the server;
// otherwise nothing changes, so the client calls it whenever the step opens.
import type { VisitRecord } from '../visits/visit-wire.ts';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { chartingError } from '../charting-objective/objective-note.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';

const StartPlanApprovalInput = builder.inputType('StartPlanApprovalInput', {
  fields: (t) => ({ visitId: t.id({ required: true }) }),
});

const StartPlanApprovalSuccess = builder.objectRef<{ visit: VisitRecord }>('StartPlanApprovalSuccess').implement({
  fields: (t) => ({ visit: t.field({ type: VisitType, resolve: (payload) => payload.visit }) }),
});

builder.mutationField('startPlanApproval', (t) =>
  t.field({
    type: StartPlanApprovalSuccess,
    description: "Moves a visit with a working plan and no signed plan, neither read-only nor locked, to 'Pending Client Approval' ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: StartPlanApprovalInput, required: true }) },
    errors: { types: [ForbiddenError, NotFoundError], union: { name: 'StartPlanApprovalResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const { visit } = await context.loaders.main.startPlanApproval(requireRawId(String(input.visitId), 'Visit', 'Visit'));
        VisitType.getDataloader(context).clear(visit.id).prime(visit.id, visit);
        return { visit };
      } catch (error) {
        throw chartingError(error);
      }
    },
  }),
);
