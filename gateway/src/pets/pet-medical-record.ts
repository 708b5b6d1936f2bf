// A pet's medical records: a synced pet's as its practice system holds them, kept
// by the main service at each sync for the AI medical history summary, and those a FHIR import made
// (docs/fhir-import.md), a document's with its file; readable with the pet.
import { builder } from '../builder.ts';
import type { PetMedicalRecordRecord } from './pet-wire.ts';
import { MedicalRecordAttachmentType } from './medical-record-attachment.ts';
import { PetType } from './pet.ts';

type PetMedicalRecordOfPet = PetMedicalRecordRecord & { petId: string };

export const PetMedicalRecordType = builder.objectRef<PetMedicalRecordOfPet>('PetMedicalRecord').implement({
  description: 'A medical record of a pet, from its practice system or a FHIR import.',
  fields: (t) => ({
    source: t.exposeString('source', { description: 'The practice system (covetrus), or fhir for a FHIR import.' }),
    sourceId: t.exposeString('sourceId', { description: "The record's id in the practice system." }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    kind: t.exposeString('kind', { description: 'exam, vaccination, lab, medication, surgery, … as the practice system names it.' }),
    title: t.exposeString('title'),
    notes: t.exposeString('notes'),
    syncedAt: t.exposeString('syncedAt', { description: 'When the last sync (or the import) stored it (ISO 8601).' }),
    attachment: t.field({
      type: MedicalRecordAttachmentType,
      nullable: true,
      description: "The file kept with it (an imported document's), or null.",
      resolve: (record) => (record.attachment ? { ...record.attachment, petId: record.petId, recordId: record.id } : null),
    }),
  }),
});

builder.objectField(PetType, 'medicalRecords', (t) =>
  t.field({
    type: [PetMedicalRecordType],
    description: "The pet's medical records from its practice system or a FHIR import, newest first.",
    resolve: async (pet, _args, context) => (await context.loaders.main.medicalRecords(pet.id)).map((record) => ({ ...record, petId: pet.id })),
  }),
);
