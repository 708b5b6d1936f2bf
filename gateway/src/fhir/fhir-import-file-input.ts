// One file of a FHIR import: its name ('Patient.ndjson', 'manifest.json') and its text.
import { builder } from '../builder.ts';

export const FhirImportFileInput = builder.inputType('FhirImportFileInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    text: t.string({ required: true, description: 'The NDJSON (one resource a line) or manifest.json text.' }),
  }),
});
