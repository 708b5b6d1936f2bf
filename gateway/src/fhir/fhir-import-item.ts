// One record a FHIR import would create (or created), or matched to the clinic's own (docs/fhir-import.md).
import type { FhirImportItem } from '@vetchart/contracts/fhir/fhir-import';
import { builder } from '../builder.ts';

export const FhirImportItemType = builder.objectRef<FhirImportItem>('FhirImportItem').implement({
  description: 'One record of a FHIR import: what it is called and which resource of the files it came from.',
  fields: (t) => ({
    source: t.exposeString('source', { description: "The resource it came from, e.g. 'Patient/abc'." }),
    label: t.exposeString('label', { description: "A name a person recognises, e.g. 'Biscuit (Hannah Brooks)'." }),
    matchedId: t.string({ nullable: true, description: "On a match: the existing record's id (a pet's, parent's or visit's raw id).", resolve: (item) => item.matchedId ?? null }),
    note: t.string({ nullable: true, description: "Worth knowing, e.g. 'species unknown (no patient-animal extension)'.", resolve: (item) => item.note ?? null }),
  }),
});
