// The main service's pet, pet parent, color and medical record as it sends them (snake_case,
// docs/rest-main.md), parsed into the gateway's camelCase records. Used by the main loader table
// (loaders/main.ts). The pet, the pet parent, the medical records, synced pets and medical history
// are the contracts' (@vetchart/contracts); the color is the gateway's own.
import {
  medicalHistoryLineAnswer,
  medicalHistorySummaryAnswer,
  petMedicalRecordAnswer,
  syncedPetAnswer,
} from '@vetchart/contracts/pets/medical-record';
import { petWire as petContract, type Pet, type petDetailsWire, type petSyncWire, type petUpdateWire } from '@vetchart/contracts/pets/pet';
import { petParentAnswer, type petParentWire as petParentBody } from '@vetchart/contracts/pets/pet-parent';
import { z } from 'zod';

/** MM/DD/YYYY → YYYY-MM-DD. */
const usDateToIso = (value: string) => {
  const [month, day, year] = value.split('/');
  return `${year}-${month}-${day}`;
};

/** The gateway's record of a pet: the color by name, the problems by name and the birth date also as YYYY-MM-DD, as the Pet type exposes them. */
type PetFields = Omit<Pet, 'color' | 'problems'> & { color: string; problems: string[]; dateOfBirthIso: string };

/**
 * A pet as main answers it, parsed with the contract (@vetchart/contracts/pets/pet), and made the
 * gateway's record of it. The contract's parse made the object for this answer alone, so it is
 * changed in place: a copy of its 30 fields for every row of a pets page took longer than the
 * contract's checks of them.
 */
export const petWire = z.pipe(
  petContract,
  z.transform((pet: Pet): PetFields => {
    const record = pet as unknown as PetFields;
    record.color = pet.color.color;
    record.problems = pet.problems.map((problem) => problem.name);
    record.dateOfBirthIso = usDateToIso(pet.dateOfBirth);
    return record;
  }),
);
export type PetRecord = z.output<typeof petWire>;

/** A pet parent as main answers it, parsed with the contract (@vetchart/contracts/pets/pet-parent). */
export const petParentWire = petParentAnswer;
export type PetParentRecord = z.output<typeof petParentWire>;

export const colorWire = z.object({ id: z.string(), color: z.string() });
export type ColorRecord = z.output<typeof colorWire>;

export const petMedicalRecordWire = petMedicalRecordAnswer;
export type PetMedicalRecordRecord = z.output<typeof petMedicalRecordWire>;

export const syncedPetWire = syncedPetAnswer;
export type SyncedPetRecord = z.output<typeof syncedPetWire>;

/** One line of a pet's medical history summary and where it came from. */
export type MedicalHistoryLineRecord = z.output<typeof medicalHistoryLineAnswer>;

export const medicalHistorySummaryWire = medicalHistorySummaryAnswer;
export type MedicalHistorySummaryRecord = z.output<typeof medicalHistorySummaryWire>;

/**
 * One pet as POST /pets/bulk takes it, and a pet as PATCH /pets/{id} does: the contract's JSON
 * (a weight left out is passed on as null and any unit text as it came; main refuses them with
 * the spec's messages).
 */
export type PetPayload = z.input<typeof petDetailsWire>;
export type PetUpdatePayload = z.input<typeof petUpdateWire>;

/** POST/PUT /pet-parents: the contract's JSON (the service answers the spec's messages for what it refuses). */
export type PetParentPayload = z.input<typeof petParentBody>;

export type PetParentSort = 'appointment_date' | '-appointment_date' | 'last_visit' | '-last_visit';

/** POST /pets/sync: the contract's JSON. */
export type PetSyncPayload = z.input<typeof petSyncWire>;
