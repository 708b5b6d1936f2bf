// syncLabResults: the results step's sync (closing the lab's ordering page, and the sync button):
// the main service reads the visit's orders and the clinic's new results from the lab now and
// answers its message ('Results synced: 2 new results; 1 order in progress.' / 'No new results
// yet.'); the lab's failure is LabProviderError ('Sync error').
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { LabProviderError, RESULT_WRITE_ERRORS, resultsError } from './results-errors.ts';

const SyncLabResultsInput = builder.inputType('SyncLabResultsInput', {
  fields: (t) => ({ visitId: t.id({ required: true }) }),
});

const SyncLabResultsSuccess = builder.objectRef<{ message: string; visitId: string }>('SyncLabResultsSuccess').implement({
  fields: (t) => ({
    message: t.exposeString('message', { description: "The server's message, shown as it is." }),
    visit: t.field({
      type: VisitType,
      description: 'The visit as it is now (its status may have moved to Dx Ordered or Results Ready; its results are read again).',
      resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.visitId),
    }),
  }),
});

builder.mutationField('syncLabResults', (t) =>
  t.field({
    type: SyncLabResultsSuccess,
    description: "Reads the visit's lab orders and the clinic's new lab results from the lab now ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SyncLabResultsInput, required: true }) },
    errors: { types: [LabProviderError, ...RESULT_WRITE_ERRORS], union: { name: 'SyncLabResultsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const synced = await context.loaders.main.syncLabResults(visitId);
        context.loaders.main.resultsOfVisit.clear(visitId);
        VisitType.getDataloader(context).clear(visitId);
        return { message: synced.message, visitId };
      } catch (error) {
        throw await resultsError(context, error);
      }
    },
  }),
);
