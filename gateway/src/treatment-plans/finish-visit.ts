// finishVisit: Done (spec 002 section 2.6 and the completion page). The visit moves to 'SOAP
// Finalized' and the pet parent is e-mailed the visit summary with the links to its documents
// (through the outbox; the dev mailbox outside production). A locked visit refuses.
import type { VisitRecord } from '../visits/visit-wire.ts';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { chartingError } from '../charting-objective/objective-note.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { gatherHeader } from './plan-header.ts';

const FinishVisitInput = builder.inputType('FinishVisitInput', {
  fields: (t) => ({ visitId: t.id({ required: true }) }),
});

const FinishVisitSuccess = builder.objectRef<{ visit: VisitRecord; summaryEmailedTo: string | null }>('FinishVisitSuccess').implement({
  fields: (t) => ({
    visit: t.field({ type: VisitType, resolve: (payload) => payload.visit }),
    summaryEmailedTo: t.exposeString('summaryEmailedTo', { nullable: true, description: 'Null when the pet parent has no e-mail address.' }),
  }),
});

builder.mutationField('finishVisit', (t) =>
  t.field({
    type: FinishVisitSuccess,
    description: "Moves the visit to 'SOAP Finalized' and e-mails the pet parent the visit summary ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: FinishVisitInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, NotFoundError], union: { name: 'FinishVisitResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const header = await gatherHeader(context, visitId);
        const result = await context.loaders.main.finishVisit({ visitId, header });
        VisitType.getDataloader(context).clear(visitId).prime(visitId, result.visit);
        return result;
      } catch (error) {
        throw chartingError(error);
      }
    },
  }),
);
