// giveDoseReason: the reason to go on with a medication row's flagged dose (docs/dose-check.md),
// for the figures on screen (the plan's version). The main service keeps it append-only, audits it
// with the flags and figures, and answers the plan's checks; sending, signing, finishing and
// locking are refused while a flagged dose has none.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { chartingError } from '../charting-objective/objective-note.ts';
import { CHART_VISIT_SCOPE } from '../visits/visit.ts';
import { rowIdOfInput } from './treatment-plan-item.ts';
import { TreatmentPlanType } from './treatment-plan.ts';
import type { TreatmentPlanRecord } from './treatment-plan-wire.ts';

const GiveDoseReasonInput = builder.inputType('GiveDoseReasonInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    rowId: t.id({ required: true, description: 'The medication row (TreatmentPlanItem.rowId or id).' }),
    planVersion: t.int({ required: true, description: 'The plan version on screen: a changed plan is refused.' }),
    reason: t.string({ required: true, description: '1–500 characters.' }),
  }),
});

const GiveDoseReasonSuccess = builder.objectRef<{ treatmentPlan: TreatmentPlanRecord }>('GiveDoseReasonSuccess').implement({
  fields: (t) => ({ treatmentPlan: t.field({ type: TreatmentPlanType, description: 'The plan, its doseChecks with the reason.', resolve: (payload) => payload.treatmentPlan }) }),
});

builder.mutationField('giveDoseReason', (t) =>
  t.field({
    type: GiveDoseReasonSuccess,
    description: "Records the reason to go on with a medication row's flagged dose ('Add Visit'); audited and printed with the plan.",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: GiveDoseReasonInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError], union: { name: 'GiveDoseReasonResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const loaders = context.loaders.main;
        await loaders.giveDoseReason({ visitId, reason: { item_id: rowIdOfInput(String(input.rowId)), plan_version: input.planVersion, reason: input.reason } });
        loaders.doseChecksOfVisit.clear(visitId);
        const treatmentPlan = await loaders.treatmentPlanOfVisit.clear(visitId).load(visitId);
        if (!treatmentPlan) throw new NotFoundError('This visit has no treatment plan yet: save it first.');
        return { treatmentPlan };
      } catch (error) {
        throw chartingError(error, { item_id: 'rowId', plan_version: 'planVersion' });
      }
    },
  }),
);
