// A pet's records from the practice system, its synced ids and its medical history summary as the
// main service answers them (snake_case, docs/rest-main.md), each field named once; the gateway
// parses main's answers with them (gateway/src/pets/pet-wire.ts). Apart from pet.ts so the web's
// pet form does not carry them.
import { z } from 'zod/mini';
import { listOf, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

/** The file kept with a medical record (a FHIR import's document: docs/fhir-import.md). */
export const medicalRecordAttachmentAnswer = wire({
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type MedicalRecordAttachment = z.output<typeof medicalRecordAttachmentAnswer>;

/** A record of the pet's history kept by the practice system or a FHIR import (GET /pets/{id}/medical-records). */
export const petMedicalRecordAnswer = wire({
  id: z.string(),
  source: z.string(),
  sourceId: z.string(),
  date: z.string(),
  kind: z.string(),
  title: z.string(),
  notes: z.string(),
  syncedAt: z.string(),
  /** Null when the record has no file kept. */
  attachment: orNull(medicalRecordAttachmentAnswer),
});
export type PetMedicalRecord = z.output<typeof petMedicalRecordAnswer>;

/** A clinic's pet synced from a practice-system id (GET /pets/synced). */
export const syncedPetAnswer = wire({
  petId: z.string(),
  sourceId: z.string(),
  /** The practice system's change time when the pet was last synced. */
  sourceUpdatedAt: orNull(z.string()),
});
export type SyncedPet = z.output<typeof syncedPetAnswer>;

/** One line of a pet's medical history summary and where it came from. */
export const medicalHistoryLineAnswer = wire({
  text: z.coerce.string(),
  visitId: orNull(z.string()),
  visitDate: orNull(z.string()),
  source: z.enum(['visit', 'practice', 'pet']),
});
export type MedicalHistoryLine = z.output<typeof medicalHistoryLineAnswer>;

const lines = listOf(medicalHistoryLineAnswer);
/** GET /pets/{id}/medical-history-summary (its `data`). */
export const medicalHistorySummaryAnswer = wire({ medications: lines, treatments: lines, services: lines, problems: lines, diagnosis: lines });
export type MedicalHistorySummary = z.output<typeof medicalHistorySummaryAnswer>;
