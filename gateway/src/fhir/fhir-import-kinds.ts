// A FHIR import's records per kind (docs/fhir-import.md): what it creates, or what it matched.
import type { FhirImportReport } from '@vetchart/contracts/fhir/fhir-import';
import { builder } from '../builder.ts';
import { FhirImportItemType } from './fhir-import-item.ts';

export const FhirImportKindsType = builder.objectRef<FhirImportReport['create']>('FhirImportKinds').implement({
  description: 'Records of a FHIR import per kind.',
  fields: (t) => ({
    petParents: t.field({ type: [FhirImportItemType], resolve: (kinds) => kinds.petParents }),
    pets: t.field({ type: [FhirImportItemType], resolve: (kinds) => kinds.pets }),
    visits: t.field({ type: [FhirImportItemType], resolve: (kinds) => kinds.visits }),
    vitals: t.field({ type: [FhirImportItemType], description: "A visit's vitals (weight, temperature, heart and respiratory rate).", resolve: (kinds) => kinds.vitals }),
    notes: t.field({ type: [FhirImportItemType], description: "Conditions, kept as the pet's medical records.", resolve: (kinds) => kinds.notes }),
    files: t.field({ type: [FhirImportItemType], description: "DocumentReferences, kept as the pet's medical records.", resolve: (kinds) => kinds.files }),
  }),
});
