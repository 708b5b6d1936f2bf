// PracticeExportCounts: how many of the clinic's write-backs are in each state (the write-back
// page's filter tabs).
import { builder } from '../builder.ts';

export interface PracticeExportCountsRecord {
  queued: number;
  sending: number;
  retrying: number;
  written: number;
  failed: number;
}

export const PracticeExportCountsType = builder.objectRef<PracticeExportCountsRecord>('PracticeExportCounts').implement({
  fields: (t) => ({
    queued: t.exposeInt('queued'),
    sending: t.exposeInt('sending'),
    retrying: t.exposeInt('retrying'),
    written: t.exposeInt('written'),
    failed: t.exposeInt('failed'),
  }),
});
