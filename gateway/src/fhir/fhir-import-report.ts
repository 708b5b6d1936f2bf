// What a FHIR import would do, or did (docs/fhir-import.md): created and matched records per kind,
// what it cannot map, and the manifest's format, time and clinic when one came with the files.
import type { FhirImportReport } from '@vetchart/contracts/fhir/fhir-import';
import { builder } from '../builder.ts';
import { FhirImportKindsType } from './fhir-import-kinds.ts';
import { FhirImportProblemType } from './fhir-import-problem.ts';

export const FhirImportReportType = builder.objectRef<FhirImportReport>('FhirImportReport').implement({
  description: 'What importing FHIR R4 files creates, matches to existing records and cannot map.',
  fields: (t) => ({
    create: t.field({ type: FhirImportKindsType, description: 'Records the import creates (applyFhirImport: created).', resolve: (report) => report.create }),
    match: t.field({ type: FhirImportKindsType, description: "Records found among the clinic's own (created by nothing).", resolve: (report) => report.match }),
    cannotMap: t.field({ type: [FhirImportProblemType], resolve: (report) => report.cannotMap }),
    manifestFormat: t.string({ nullable: true, description: "manifest.json's format, when one came with the files.", resolve: (report) => report.manifest?.format ?? null }),
    manifestTime: t.string({ nullable: true, description: "manifest.json's transactionTime.", resolve: (report) => report.manifest?.transactionTime ?? null }),
    manifestClinicName: t.string({ nullable: true, description: 'The clinic the export was taken of, by its manifest.', resolve: (report) => report.manifest?.clinicName ?? null }),
  }),
});
