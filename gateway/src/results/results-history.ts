// VisitResultsHistoryEntry: a line of the results step's 'Results' visit-history drawer (spec
// 002 section 2.7): an earlier visit of the pet with its reasons for consultation and its final
// treatments, diagnoses and medications, newest first. Pet.resultsHistory pages them (at most 10
// a page, one upstream call a page).
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { ResultsHistoryEntryRecord } from './results-wire.ts';
import { PetType } from '../pets/pet.ts';
import { VisitType } from '../visits/visit.ts';

const HISTORY_PAGE = 10;

const VisitResultsHistoryEntryType = builder.objectRef<ResultsHistoryEntryRecord>('VisitResultsHistoryEntry').implement({
  fields: (t) => ({
    visit: t.field({ type: VisitType, resolve: (entry, _args, context) => VisitType.getDataloader(context).load(entry.visitId) }),
    visitName: t.exposeString('visitName'),
    createdAt: t.exposeString('createdAt'),
    reasonForConsultation: t.exposeStringList('reasonForConsultation'),
    treatments: t.exposeStringList('treatments'),
    diagnosis: t.exposeStringList('diagnosis'),
    medications: t.exposeStringList('medications'),
  }),
});

builder.objectField(PetType, 'resultsHistory', (t) =>
  t.connection({
    type: VisitResultsHistoryEntryType,
    description: "Earlier visits with a treatment result or a signed plan, newest first (10 a page, the default).",
    resolve: async (pet, args, context) => {
      let totalCount = 0;
      const connection = await resolveOffsetConnection({ args, defaultSize: HISTORY_PAGE, maxSize: HISTORY_PAGE }, async ({ offset, limit }) => {
        // The service pages by page number: read the pages that cover [offset, offset + limit).
        const firstPage = Math.floor(offset / HISTORY_PAGE) + 1;
        const lastPage = Math.floor((offset + limit - 1) / HISTORY_PAGE) + 1;
        const rows: ResultsHistoryEntryRecord[] = [];
        for (let page = firstPage; page <= lastPage; page += 1) {
          const answer = await context.loaders.main.resultsHistory({ petId: pet.id, page, limit: HISTORY_PAGE });
          totalCount = answer.total;
          rows.push(...answer.data);
          if (answer.data.length < HISTORY_PAGE) break;
        }
        const start = offset - (firstPage - 1) * HISTORY_PAGE;
        return rows.slice(start, start + limit);
      });
      return { ...connection, totalCount };
    },
  }, { name: 'VisitResultsHistoryEntryConnection' }, { name: 'VisitResultsHistoryEntryEdge' }),
);
