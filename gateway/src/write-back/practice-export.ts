// PracticeExport: one version of a record (a finalized SOAP note, a treatment result's saved
// version) written to the clinic's practice system by a background task, with its state, its
// tries and, once written, the practice system's id for it, read back and compared
// (docs/write-back.md). SoapCanvas.practiceExport and TreatmentResult.practiceExport are the
// newest of their subject; Query.practiceExports lists the clinic's.
import { builder } from '../builder.ts';
import { SoapCanvasType } from '../soap-canvas/soap-canvas.ts';
import { TreatmentResultType } from '../results/treatment-result.ts';
import { VisitType } from '../visits/visit.ts';
import { PracticeExportKindEnum } from './practice-export-kind.ts';
import { PracticeExportStateEnum } from './practice-export-state.ts';
import type { PracticeExportRecord } from './write-back-wire.ts';

export const PracticeExportType = builder.node(builder.objectRef<PracticeExportRecord>('PracticeExport'), {
  id: { resolve: (row) => row.id },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const rows = await context.loaders.main.practiceExport.loadMany(ids);
    return rows.map((row) => (row instanceof Error ? null : row));
  },
  fields: (t) => ({
    kind: t.field({ type: PracticeExportKindEnum, resolve: (row) => (row.kind === 'soap' ? 'SOAP' : 'TREATMENT_RESULT') }),
    state: t.field({ type: PracticeExportStateEnum, resolve: (row) => row.state.toUpperCase() as 'QUEUED' }),
    visit: t.field({ type: VisitType, nullable: true, resolve: (row, _args, context) => VisitType.getDataloader(context).load(row.visitId) }),
    visitName: t.exposeString('visitName'),
    petName: t.exposeString('petName'),
    subjectVersion: t.exposeInt('subjectVersion', { description: "The version of the note or result this write-back sends (each is written once)." }),
    attempts: t.exposeInt('attempts', { description: 'How many times it was tried.' }),
    lastError: t.exposeString('lastError', { nullable: true, description: "The practice system's reason, or why it could not be reached, on the last failed try." }),
    partnerName: t.exposeString('partnerName', { nullable: true, description: 'The practice system, e.g. Covetrus.' }),
    partnerRecordId: t.exposeString('partnerRecordId', { nullable: true, description: "The practice system's id for the written record." }),
    requestedByName: t.exposeString('requestedByName'),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    writtenAt: t.exposeString('writtenAt', { nullable: true }),
    verifiedAt: t.exposeString('verifiedAt', { nullable: true, description: 'When the written record was read back and found the same.' }),
    nextAttemptAt: t.exposeString('nextAttemptAt', { nullable: true, description: 'While RETRYING: about when the next try runs.' }),
  }),
});

builder.objectField(SoapCanvasType, 'practiceExport', (t) =>
  t.field({
    type: PracticeExportType,
    nullable: true,
    description: "A finalized note's write-back to the practice system; null before finalize, and for a pet no practice system knows.",
    resolve: (canvas) => canvas.practiceExport,
  }),
);

builder.objectField(TreatmentResultType, 'practiceExport', (t) =>
  t.field({
    type: PracticeExportType,
    nullable: true,
    description: "The newest write-back of the result to the practice system; null until 'Write Back' is used.",
    resolve: (result) => result.practiceExport,
  }),
);
