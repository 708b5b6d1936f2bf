// unassignLabResult: 'Unassign Result' of an assigned orphaned result on the visit:
// it becomes an orphan again ('Result unassigned successfully'), its 'Assignment
// History' gains the line; only a result that came as an orphan can be unassigned.
import { builder } from '../builder.ts';
import type { LabResultRecord } from './results-wire.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { LabResultType } from './lab-result.ts';
import { recordIdOfInput } from './result-ids.ts';
import { RESULT_WRITE_ERRORS, resultsError } from './results-errors.ts';

const UnassignLabResultInput = builder.inputType('UnassignLabResultInput', {
  fields: (t) => ({ labResultId: t.id({ required: true }) }),
});

const UnassignLabResultSuccess = builder.objectRef<{ labResult: LabResultRecord; visitId: string | null }>('UnassignLabResultSuccess').implement({
  fields: (t) => ({
    labResult: t.field({ type: LabResultType, resolve: (payload) => payload.labResult }),
    visit: t.field({
      type: VisitType,
      nullable: true,
      description: 'The visit it was taken from, as it is now.',
      resolve: (payload, _args, context) => (payload.visitId ? VisitType.getDataloader(context).load(payload.visitId) : null),
    }),
  }),
});

builder.mutationField('unassignLabResult', (t) =>
  t.field({
    type: UnassignLabResultSuccess,
    description: "Takes an assigned orphaned result off its visit: an orphan again ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: UnassignLabResultInput, required: true }) },
    errors: { types: RESULT_WRITE_ERRORS, union: { name: 'UnassignLabResultResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const labResultId = recordIdOfInput(String(input.labResultId), 'LabResult', 'Lab result');
        const labResult = await context.loaders.main.unassignLabResult(labResultId);
        // The visit it left: the latest 'unassigned' line names it.
        const visitId = [...labResult.history].reverse().find((event) => event.action === 'unassigned')?.visitId ?? null;
        if (visitId) context.loaders.main.resultsOfVisit.clear(visitId);
        return { labResult, visitId };
      } catch (error) {
        throw await resultsError(context, error);
      }
    },
  }),
);
