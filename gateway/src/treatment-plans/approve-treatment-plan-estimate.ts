// approveTreatmentPlanEstimate: the pet parent approves the plan on the public page (spec 003
// section 4 "Treatment plan approval"): a decision per row, the drawn signature, at the plan
// version the page showed. No session: the token alone decides which plan. The client shows
// 'Treatment plan approval was successful.'.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { ConflictError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { SignedTreatmentPlanType } from './signed-treatment-plan.ts';
import { TreatmentPlanDecisionInput } from './sign-treatment-plan.ts';
import { rowIdOfInput } from './treatment-plan-item.ts';
import { TreatmentPlanLinkExpiredError, estimateLinkError } from './treatment-plan-estimate.ts';
import type { SignedTreatmentPlanRecord } from './treatment-plan-wire.ts';

const ApproveTreatmentPlanEstimateInput = builder.inputType('ApproveTreatmentPlanEstimateInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    planVersion: t.int({ required: true }),
    signerName: t.string({ description: "The signer's full name; the pet parent's name when omitted." }),
    signaturePng: t.string({ required: true, description: 'data:image/png;base64,… (checked as a real PNG, at most 1 MB, 2000 × 1000 pixels and 1 megapixel).' }),
    decisions: t.field({ type: [TreatmentPlanDecisionInput], required: true }),
  }),
});

const ApproveTreatmentPlanEstimateSuccess = builder.objectRef<{ signed: SignedTreatmentPlanRecord }>('ApproveTreatmentPlanEstimateSuccess').implement({
  fields: (t) => ({ signed: t.field({ type: SignedTreatmentPlanType, resolve: (payload) => payload.signed }) }),
});

const RENAMES = { signature_png: 'signaturePng', plan_version: 'planVersion', signer_name: 'signerName' };

builder.mutationField('approveTreatmentPlanEstimate', (t) =>
  t.field({
    type: ApproveTreatmentPlanEstimateSuccess,
    description: 'Signs the plan an estimate link shows, with the pet parent’s decisions (public: the token is the only credential).',
    args: { input: t.arg({ type: ApproveTreatmentPlanEstimateInput, required: true }) },
    errors: {
      types: [TreatmentPlanLinkExpiredError, ConflictError, InputValidationError, NotFoundError],
      union: { name: 'ApproveTreatmentPlanEstimateResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        if (input.token.length > 200) throw new NotFoundError('This link is not valid.');
        const signed = await context.loaders.main.approveTreatmentPlanEstimate({
          token: input.token,
          plan_version: input.planVersion,
          signer_name: input.signerName ?? null,
          signature_png: input.signaturePng,
          decisions: input.decisions.map((decision) => ({ item_id: rowIdOfInput(String(decision.itemId)), approved: decision.approved })),
          user_agent: context.clientUserAgent ?? null,
        });
        return { signed };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 409) throw new ConflictError(error.message);
        if (error instanceof UpstreamError && error.status === 400) throw fromUpstream(error, {}, RENAMES);
        throw estimateLinkError(error);
      }
    },
  }),
);
