// A synced pet's medical records as its practice system holds them (issue 12 item 5): kept by the
// main service at each sync for the AI medical history summary, and readable with the pet.
import { builder } from '../builder.ts';
import type { PetMedicalRecordRecord } from './pet-wire.ts';
import { PetType } from './pet.ts';

export const PetMedicalRecordType = builder.objectRef<PetMedicalRecordRecord>('PetMedicalRecord').implement({
  description: "A medical record of a synced pet, from its practice system.",
  fields: (t) => ({
    source: t.exposeString('source', { description: 'The practice system (covetrus).' }),
    sourceId: t.exposeString('sourceId', { description: "The record's id in the practice system." }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    kind: t.exposeString('kind', { description: 'exam, vaccination, lab, medication, surgery, … as the practice system names it.' }),
    title: t.exposeString('title'),
    notes: t.exposeString('notes'),
    syncedAt: t.exposeString('syncedAt', { description: 'When the last sync stored it (ISO 8601).' }),
  }),
});

builder.objectField(PetType, 'medicalRecords', (t) =>
  t.field({
    type: [PetMedicalRecordType],
    description: "The pet's medical records from its practice system, newest first (none for the product's own pets).",
    resolve: (pet, _args, context) => (pet.source === 'vea' ? [] : context.loaders.main.medicalRecords(pet.id)),
  }),
);
