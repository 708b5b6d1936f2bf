// orphanedLabResults: /d/requests (spec 001 section 2.8): the results the lab sent without a
// visit, tested within 'Query by Date:' (YYYY-MM-DD, at most 366 days), newest test date first,
// each with the clinic's pets that best match it. The main service answers the whole range in
// one call; the page is cut here.
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { MAX_PAGE_SIZE } from '../connections.ts';
import { LabResultType } from './lab-result.ts';
import { queryRefusal } from './results-errors.ts';

builder.queryField('orphanedLabResults', (t) =>
  t.connection({
    type: LabResultType,
    description: "The clinic's orphaned lab results tested between startDate and endDate (YYYY-MM-DD), newest first; 'Please select a valid date range.' otherwise.",
    authScopes: { authenticated: true },
    args: {
      startDate: t.arg.string({ required: true }),
      endDate: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      try {
        const rows = await context.loaders.main.orphanedLabResults({ startDate: args.startDate, endDate: args.endDate });
        const connection = resolveArrayConnection({ args: { ...args, first: Math.min(args.first ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE) } }, rows);
        return { ...connection, totalCount: rows.length };
      } catch (error) {
        // A query has no result union: a refused range is a GraphQL error with the service's message.
        throw queryRefusal(error);
      }
    },
  }, { name: 'LabResultConnection' }, { name: 'LabResultEdge' }),
);
