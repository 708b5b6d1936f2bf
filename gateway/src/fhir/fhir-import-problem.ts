// A resource (or line) a FHIR import cannot map, with the reason (docs/fhir-import.md).
import type { FhirImportProblem } from '@vetchart/contracts/fhir/fhir-import';
import { builder } from '../builder.ts';

export const FhirImportProblemType = builder.objectRef<FhirImportProblem>('FhirImportProblem').implement({
  description: 'A resource or line of the files the import cannot map.',
  fields: (t) => ({
    source: t.exposeString('source', { description: "The file and line ('Patient.ndjson:3') or the resource ('Observation/o9')." }),
    reason: t.exposeString('reason'),
  }),
});
