// sendTreatmentPlanEstimate: 'Send Treatment by Email' after 'Verify Email Address' (spec 002
// section 2.6). The main service keeps a 7-day link token (hashed) for the plan as it is now, with
// the header the public page shows (gathered here from the staff session), and e-mails it.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { UpstreamError } from '../clients/http.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { chartingError } from '../charting-objective/objective-note.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { gatherHeader } from './plan-header.ts';

const SendTreatmentPlanEstimateInput = builder.inputType('SendTreatmentPlanEstimateInput', {
  fields: (t) => ({ visitId: t.id({ required: true }), email: t.string({ required: true }) }),
});

const SendTreatmentPlanEstimateSuccess = builder.objectRef<{ email: string; expiresAt: string; visitId: string }>('SendTreatmentPlanEstimateSuccess').implement({
  description: "The client shows 'Treatment plan proposal approval has been sent to {email}'.",
  fields: (t) => ({
    email: t.exposeString('email'),
    expiresAt: t.exposeString('expiresAt'),
    visit: t.field({
      type: VisitType,
      description: 'The visit, whose estimateFollowUp now follows this link.',
      resolve: (sent, _args, context) => VisitType.getDataloader(context).load(sent.visitId),
    }),
  }),
});

builder.mutationField('sendTreatmentPlanEstimate', (t) =>
  t.field({
    type: SendTreatmentPlanEstimateSuccess,
    description: "E-mails the pet parent a 7-day link to approve the treatment plan as it is now ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SendTreatmentPlanEstimateInput, required: true }) },
    errors: {
      types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError],
      union: { name: 'SendTreatmentPlanEstimateResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const header = await gatherHeader(context, visitId);
        return { ...(await context.loaders.main.sendTreatmentPlanEstimate({ visitId, email: input.email, header })), visitId };
      } catch (error) {
        // Too many e-mails to one address or from one person: said as a conflict with the limit's message.
        if (error instanceof UpstreamError && error.status === 429) throw new ConflictError(error.message);
        throw chartingError(error);
      }
    },
  }),
);
