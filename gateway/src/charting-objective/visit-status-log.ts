// VisitStatusLog: one row of a visit's status log in the Visit Status Timeline dialog (spec 002
// section 2.8: 'user updated status to event' with its time). Visit.statusLogs loads through a
// DataLoader by visit id, so a list of visits costs one upstream call.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { VisitStatusLogRecord } from '../visits/visit-wire.ts';
import { builder } from '../builder.ts';
import { VisitType } from '../visits/visit.ts';

const VisitStatusLogType = builder.objectRef<VisitStatusLogRecord>('VisitStatusLog').implement({
  description: "A status a visit entered: '<userName> updated status to <event>' at createdAt.",
  fields: (t) => ({
    id: t.id({ resolve: (log) => encodeGlobalID('VisitStatusLog', log.id) }),
    userName: t.exposeString('userName'),
    event: t.exposeString('event', { description: 'The status entered.' }),
    createdAt: t.exposeString('createdAt'),
  }),
});

builder.objectField(VisitType, 'statusLogs', (t) =>
  t.field({
    type: [VisitStatusLogType],
    description: 'Every status the visit entered, newest first.',
    resolve: (visit, _args, context) => context.loaders.main.statusLogsOfVisit.load(visit.id),
  }),
);
