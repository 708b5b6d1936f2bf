// saveTreatmentPlanEstimateChoices: the pet parent's Approve / Decline of rows on the
// public page before signing, kept with the link so a reload keeps them. The plan comes back as
// the page shows it now, its Estimated Total priced by the main service without the declined rows.
// No session: the token alone decides which plan; nothing of the plan changes until they sign.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { ConflictError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { TreatmentPlanDecisionInput } from './sign-treatment-plan.ts';
import { rowIdOfInput } from './treatment-plan-item.ts';
import { TreatmentPlanEstimateType, TreatmentPlanLinkExpiredError, estimateLinkError } from './treatment-plan-estimate.ts';
import type { TreatmentPlanEstimateRecord } from './treatment-plan-wire.ts';

const SaveTreatmentPlanEstimateChoicesInput = builder.inputType('SaveTreatmentPlanEstimateChoicesInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    planVersion: t.int({ required: true }),
    decisions: t.field({ type: [TreatmentPlanDecisionInput], required: true, description: 'The rows chosen now; rows not named keep their choice.' }),
  }),
});

const SaveTreatmentPlanEstimateChoicesSuccess = builder.objectRef<{ estimate: TreatmentPlanEstimateRecord }>('SaveTreatmentPlanEstimateChoicesSuccess').implement({
  fields: (t) => ({ estimate: t.field({ type: TreatmentPlanEstimateType, resolve: (payload) => payload.estimate }) }),
});

builder.mutationField('saveTreatmentPlanEstimateChoices', (t) =>
  t.field({
    type: SaveTreatmentPlanEstimateChoicesSuccess,
    description: 'Keeps the pet parent’s per-row choices on an estimate link until they sign (public: the token is the only credential).',
    args: { input: t.arg({ type: SaveTreatmentPlanEstimateChoicesInput, required: true }) },
    errors: {
      types: [TreatmentPlanLinkExpiredError, ConflictError, InputValidationError, NotFoundError],
      union: { name: 'SaveTreatmentPlanEstimateChoicesResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        if (input.token.length > 200) throw new NotFoundError('This link is not valid.');
        const estimate = await context.loaders.main.saveTreatmentPlanEstimateChoices({
          token: input.token,
          plan_version: input.planVersion,
          decisions: input.decisions.map((decision) => ({ item_id: rowIdOfInput(String(decision.itemId)), approved: decision.approved })),
        });
        return { estimate };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 409) throw new ConflictError(error.message);
        if (error instanceof UpstreamError && error.status === 400) throw fromUpstream(error, {}, { plan_version: 'planVersion' });
        throw estimateLinkError(error);
      }
    },
  }),
);
