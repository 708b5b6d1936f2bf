// The files of a FHIR import (planFhirImport, applyFhirImport), bounded by the service (packages/contracts/src/fhir/fhir-import.ts).
import { builder } from '../builder.ts';
import { FhirImportFileInput } from './fhir-import-file-input.ts';

export const FhirImportInput = builder.inputType('FhirImportInput', {
  fields: (t) => ({
    files: t.field({ type: [FhirImportFileInput], required: true }),
  }),
});
