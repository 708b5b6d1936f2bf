// Query.practiceExports: the clinic's write-backs to the practice system, newest first, optionally
// of one state, paged (the service pages by page number; at most 50 a page); and
// Query.practiceExportCounts: how many are in each state.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { PRACTICE_EXPORT_PAGE_LIMIT } from '@vetchart/contracts/write-back/practice-export';
import { builder } from '../builder.ts';
import { PracticeExportType } from './practice-export.ts';
import { PracticeExportCountsType } from './practice-export-counts.ts';
import { PracticeExportStateEnum } from './practice-export-state.ts';
import type { PracticeExportRecord } from './write-back-wire.ts';

builder.queryField('practiceExports', (t) =>
  t.connection(
    {
      type: PracticeExportType,
      description: "The clinic's write-backs to the practice system, newest first; of one state when given.",
      authScopes: { authenticated: true },
      args: { state: t.arg({ type: PracticeExportStateEnum }) },
      resolve: async (_root, args, context) => {
        let totalCount = 0;
        const state = args.state ? (args.state.toLowerCase() as PracticeExportRecord['state']) : undefined;
        const connection = await resolveOffsetConnection({ args, defaultSize: 25, maxSize: PRACTICE_EXPORT_PAGE_LIMIT }, async ({ offset, limit }) => {
          // The service's pages are of PRACTICE_EXPORT_PAGE_LIMIT rows (the window asks one more than
          // it shows, to know of a next page): read the pages that cover [offset, offset + limit).
          const size = PRACTICE_EXPORT_PAGE_LIMIT;
          const firstPage = Math.floor(offset / size) + 1;
          const lastPage = Math.floor((offset + limit - 1) / size) + 1;
          const rows: PracticeExportRecord[] = [];
          for (let page = firstPage; page <= lastPage; page += 1) {
            const answer = await context.loaders.main.practiceExports({ state, page, limit: size });
            totalCount = answer.meta.total;
            rows.push(...answer.data);
            if (answer.data.length < size) break;
          }
          const start = offset - (firstPage - 1) * size;
          return rows.slice(start, start + limit);
        });
        return { ...connection, totalCount };
      },
    },
    { name: 'PracticeExportConnection' },
    { name: 'PracticeExportEdge' },
  ),
);

builder.queryField('practiceExportCounts', (t) =>
  t.field({
    type: PracticeExportCountsType,
    description: "How many of the clinic's write-backs are in each state.",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) => {
      const answer = await context.loaders.main.practiceExports({ page: 1, limit: 1 });
      const counts = answer.meta.counts;
      return { queued: counts.queued ?? 0, sending: counts.sending ?? 0, retrying: counts.retrying ?? 0, written: counts.written ?? 0, failed: counts.failed ?? 0 };
    },
  }),
);
