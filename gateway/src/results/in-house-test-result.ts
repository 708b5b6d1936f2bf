// InHouseTestResult: the result of an in-house test of the visit's plan (spec 002 section 3
// "in-house test result"; the 'Laboratory - In-house' tab's 'Edit result' and 'Test Result'
// drawers): result, comment, test date and result date, versioned like the notes.
import { builder } from '../builder.ts';
import type { InHouseResultRecord } from './results-wire.ts';
import { splitVisitScopedId, visitScopedId } from './result-ids.ts';

export const InHouseTestResultType = builder.node(builder.objectRef<InHouseResultRecord>('InHouseTestResult'), {
  id: { resolve: (row) => visitScopedId(row.visitId, row.id) },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const located = ids.map(splitVisitScopedId);
    const visits = await context.loaders.main.resultsOfVisit.loadMany(located.map((at) => at?.visitId ?? ''));
    return located.map((at, index) => {
      const results = visits[index];
      if (!at || !results || results instanceof Error) return null;
      return results.inHouseResults.find((row) => row.id === at.id) ?? null;
    });
  },
  fields: (t) => ({
    planItemId: t.id({ description: "The plan row's rowId (TreatmentPlanItem.rowId) of the in-house test.", resolve: (row) => row.planItemId }),
    testDate: t.exposeString('testDate', { description: 'YYYY-MM-DD.' }),
    resultDate: t.exposeString('resultDate', { description: 'YYYY-MM-DD.' }),
    result: t.exposeString('result'),
    comment: t.exposeString('comment'),
    source: t.exposeString('source', { description: 'Where the result was entered (e.g. manual).' }),
    version: t.exposeInt('version', { description: 'Send it as basedOnVersion with the next save.' }),
    updatedByName: t.exposeString('updatedByName'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});
