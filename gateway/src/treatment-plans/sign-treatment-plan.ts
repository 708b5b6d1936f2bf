// signTreatmentPlan: approval in person (spec 002 sections 2.6 and 4 "Approval and signature"):
// the client's decisions per row, the drawn signature (PNG) and full name, or a decline with its
// reason ('Decline Rason'). The plan is signed at the version on screen: a plan changed since is a
// ConflictError. The main service keeps the snapshot with its SHA-256, the signer's IP and user
// agent, and moves an approved plan's visit to 'Ready for Treatment'.
import type { VisitRecord } from '../visits/visit-wire.ts';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { chartingError } from '../charting-objective/objective-note.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { gatherHeader } from './plan-header.ts';
import { SignedTreatmentPlanType } from './signed-treatment-plan.ts';
import type { SignedTreatmentPlanRecord } from './treatment-plan-wire.ts';
import { rowIdOfInput } from './treatment-plan-item.ts';

export const TreatmentPlanDecisionInput = builder.inputType('TreatmentPlanDecisionInput', {
  fields: (t) => ({ itemId: t.id({ required: true }), approved: t.boolean({ required: true }) }),
});

const SignTreatmentPlanInput = builder.inputType('SignTreatmentPlanInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    planVersion: t.int({ required: true, description: 'The working plan version on screen; a changed plan is a ConflictError.' }),
    signerName: t.string({ required: true }),
    signaturePng: t.string({ required: true, description: 'data:image/png;base64,… (checked as a real PNG, at most 1 MB, 2000 × 1000 pixels and 1 megapixel).' }),
    decisions: t.field({ type: [TreatmentPlanDecisionInput], required: true }),
    declineReason: t.string({ description: "Required when the client declines the plan (the 'Decline Rason' modal)." }),
    visitModificationId: t.id({ description: 'A ModificationReason of this visit: needed while the visit is read-only.' }),
  }),
});

const SignTreatmentPlanSuccess = builder.objectRef<{ signed: SignedTreatmentPlanRecord; visit: VisitRecord }>('SignTreatmentPlanSuccess').implement({
  fields: (t) => ({
    signedTreatmentPlan: t.field({ type: SignedTreatmentPlanType, resolve: (payload) => payload.signed }),
    visit: t.field({ type: VisitType, resolve: (payload) => payload.visit }),
  }),
});

const RENAMES = { signature_png: 'signaturePng', plan_version: 'planVersion', signer_name: 'signerName', decline_reason: 'declineReason' };

builder.mutationField('signTreatmentPlan', (t) =>
  t.field({
    type: SignTreatmentPlanSuccess,
    description: "Records the client's signature of the plan in person, with their decisions, or their decline ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SignTreatmentPlanInput, required: true }) },
    errors: {
      types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError],
      union: { name: 'SignTreatmentPlanResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const header = await gatherHeader(context, visitId);
        const loaders = context.loaders.main;
        const result = await loaders.signTreatmentPlan({
          visitId,
          signature: {
          plan_version: input.planVersion,
          signer_name: input.signerName,
          signature_png: input.signaturePng,
          decisions: input.decisions.map((decision) => ({ item_id: rowIdOfInput(String(decision.itemId)), approved: decision.approved })),
          decline_reason: input.declineReason ?? undefined,
          visit_modification_id: input.visitModificationId ? requireRawId(String(input.visitModificationId), 'ModificationReason', 'The reason for modification') : undefined,
          header,
          user_agent: context.clientUserAgent ?? null,
          },
        });
        // The decisions may have made a new version of the working plan; the visit may have moved on.
        loaders.treatmentPlanOfVisit.clear(visitId);
        loaders.signedTreatmentPlanOfVisit.clear(visitId).prime(visitId, result.signed);
        VisitType.getDataloader(context).clear(visitId).prime(visitId, result.visit);
        return result;
      } catch (error) {
        throw chartingError(error, RENAMES);
      }
    },
  }),
);
