// FhirExport: one FHIR R4 export of the clinic (or of one pet) an admin started from Settings,
// built by a background task (docs/fhir.md 'Exporting from Settings'): its state and progress,
// and once DONE the zip's size, SHA-256 and a short-lived download address (admins only).
import { builder } from '../builder.ts';
import { FhirExportProgressType } from './fhir-export-progress.ts';
import { FhirExportStateEnum } from './fhir-export-state.ts';
import { fhirExportLinkPath, sealFhirExportLink } from './fhir-export-links.ts';
import type { FhirExportRecord } from './fhir-export-wire.ts';

const isAdmin = (principal: { isSuperAdmin?: boolean; isClientAdmin?: boolean } | null | undefined) => Boolean(principal?.isSuperAdmin || principal?.isClientAdmin);

export const FhirExportType = builder.node(builder.objectRef<FhirExportRecord>('FhirExport'), {
  id: { resolve: (row) => row.id },
  loadMany: async (ids, context) => {
    if (!isAdmin(context.principal)) return ids.map(() => null);
    const rows = await context.loaders.main.fhirExport.loadMany(ids);
    return rows.map((row) => (row instanceof Error ? null : row));
  },
  fields: (t) => ({
    state: t.field({ type: FhirExportStateEnum, resolve: (row) => row.state.toUpperCase() as 'QUEUED' }),
    wholeClinic: t.boolean({ description: 'True for the whole clinic; false for one pet.', resolve: (row) => row.petId === null }),
    progress: t.field({ type: FhirExportProgressType, resolve: (row) => ({ step: row.progressStep, done: row.progressDone, total: row.progressTotal }) }),
    fileSize: t.float({ nullable: true, description: "The zip's size in bytes, once DONE.", resolve: (row) => row.fileSize }),
    sha256: t.exposeString('sha256', { nullable: true, description: "The zip's SHA-256 (hex), once DONE." }),
    downloadUrl: t.string({
      nullable: true,
      description: 'Once DONE: a same-origin address of the zip, valid for 10 minutes, for admins (the download is audited).',
      resolve: (row, _args, context) => {
        if (row.state !== 'done' || !isAdmin(context.principal) || !context.reportLinkKey || !context.token) return null;
        return fhirExportLinkPath(sealFhirExportLink(context.reportLinkKey, context.token, row.id));
      },
    }),
    error: t.exposeString('error', { nullable: true }),
    requestedByName: t.exposeString('requestedByName'),
    createdAt: t.exposeString('createdAt'),
    finishedAt: t.exposeString('finishedAt', { nullable: true }),
  }),
});
