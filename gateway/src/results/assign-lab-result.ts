// assignLabResult: 'Assign Orphaned Result to Visit' (spec 001 section 2.8): an orphaned result
// goes to a visit of the chosen pet ('Result mapped successfully'); the main service refuses a
// missing pet or visit ('Pet Name is required', 'Select a visit'), a visit of another pet, an
// assigned result and a locked or finalized visit.
import { builder } from '../builder.ts';
import type { LabResultRecord } from './results-wire.ts';
import { rawId } from '../catalogues/lookup-support.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { LabResultType } from './lab-result.ts';
import { recordIdOfInput } from './result-ids.ts';
import { RESULT_WRITE_ERRORS, resultsError } from './results-errors.ts';

const AssignLabResultInput = builder.inputType('AssignLabResultInput', {
  fields: (t) => ({
    labResultId: t.id({ required: true }),
    petId: t.id({ required: true, description: "The pet ('Pet Name')." }),
    visitId: t.id({ required: true, description: "One of the pet's visits." }),
  }),
});

const AssignLabResultSuccess = builder.objectRef<{ labResult: LabResultRecord }>('AssignLabResultSuccess').implement({
  fields: (t) => ({ labResult: t.field({ type: LabResultType, resolve: (payload) => payload.labResult }) }),
});

builder.mutationField('assignLabResult', (t) =>
  t.field({
    type: AssignLabResultSuccess,
    description: "Assigns an orphaned lab result to a visit of the pet ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: AssignLabResultInput, required: true }) },
    errors: { types: RESULT_WRITE_ERRORS, union: { name: 'AssignLabResultResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const labResultId = recordIdOfInput(String(input.labResultId), 'LabResult', 'Lab result');
        // An empty or foreign id reaches the service as '' so that it answers its own messages.
        const labResult = await context.loaders.main.assignLabResult({ labResultId, visitId: rawId(String(input.visitId), 'Visit'), petId: rawId(String(input.petId), 'Pet') });
        if (labResult.visitId) context.loaders.main.resultsOfVisit.clear(labResult.visitId);
        if (labResult.visitId) VisitType.getDataloader(context).clear(labResult.visitId);
        return { labResult };
      } catch (error) {
        throw await resultsError(context, error);
      }
    },
  }),
);
