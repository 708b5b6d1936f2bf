// Visit.modificationReasons: the reasons given before a read-only visit's notes were modified
// (spec 002 section 2.8), newest first, shown in the visit's history. Loaded through a DataLoader
// by visit id, so a list of visits costs one upstream call.
import { builder } from '../builder.ts';
import { ModificationReasonType, VisitType } from '../visits/visit.ts';

builder.objectField(VisitType, 'modificationReasons', (t) =>
  t.field({
    type: [ModificationReasonType],
    description: 'The reasons for modification given for this visit, newest first.',
    resolve: (visit, _args, context) => context.loaders.main.modificationReasonsOfVisit.load(visit.id),
  }),
);
