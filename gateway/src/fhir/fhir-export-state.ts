// FhirExportState: where a FHIR export started from Settings stands (docs/fhir.md 'Exporting from Settings').
import { FHIR_EXPORT_STATES } from '@vetchart/contracts/fhir/fhir-export-job';
import { builder } from '../builder.ts';

export const FhirExportStateEnum = builder.enumType('FhirExportState', {
  description: 'QUEUED: waiting for the background task; RUNNING: being built (see progress); DONE: the zip is kept and can be downloaded; FAILED: see error.',
  values: FHIR_EXPORT_STATES.map((state) => state.toUpperCase()) as ['QUEUED', 'RUNNING', 'DONE', 'FAILED'],
});
