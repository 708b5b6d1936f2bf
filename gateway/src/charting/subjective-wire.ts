// The main service's subjective notes, vitals and SOAP cases as it sends them (snake_case,
// docs/rest-main-charting-subjective.md), parsed into the gateway's camelCase records. Used by
// the main loader table (loaders/main.ts) and by the saves' stale-version answers.
import { z } from 'zod';

/** A free-text answer the note may leave out (older notes lack the later questions). */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const diarrheaWire = z
  .object({
    diarrhea: text,
    times_diarrhea: text,
    eating_stool: text,
    diet_indiscretions: text,
    missing_toys: text,
    accidents: text,
    some_visit: text,
    pet_acting: text,
  })
  .transform((raw) => ({
    diarrhea: raw.diarrhea,
    timesDiarrhea: raw.times_diarrhea,
    eatingStool: raw.eating_stool,
    dietIndiscretions: raw.diet_indiscretions,
    missingToys: raw.missing_toys,
    accidents: raw.accidents,
    someVisit: raw.some_visit,
    petActing: raw.pet_acting,
  }));
export type DiarrheaCaseRecord = z.output<typeof diarrheaWire>;

const vomitingWire = z
  .object({
    vomiting: text,
    times_vomiting: text,
    into_trash: text,
    ate_something: text,
    rat_poison: text,
    diet_changes: text,
    diet_indiscretions: text,
    recently_vaccinated: text,
  })
  .transform((raw) => ({
    vomiting: raw.vomiting,
    timesVomiting: raw.times_vomiting,
    intoTrash: raw.into_trash,
    ateSomething: raw.ate_something,
    ratPoison: raw.rat_poison,
    dietChanges: raw.diet_changes,
    dietIndiscretions: raw.diet_indiscretions,
    recentlyVaccinated: raw.recently_vaccinated,
  }));
export type VomitingCaseRecord = z.output<typeof vomitingWire>;

const additionalNotesWire = z
  .object({
    water_intake: text,
    appetite: text,
    travel: text,
    coughing: text,
    sneezing: text,
    vomiting: text,
    diarrhea: text,
    additional_vomiting: text,
    special_diets: text,
    supplements: text,
    reminders: text,
    triage_notes: text,
    medications: z
      .array(z.string())
      .nullish()
      .transform((value) => value ?? []),
    flea_comb: text,
    indoor: z
      .number()
      .nullish()
      .transform((value) => value ?? null),
    other_pets: text,
  })
  .transform((raw) => ({
    waterIntake: raw.water_intake,
    appetite: raw.appetite,
    travel: raw.travel,
    coughing: raw.coughing,
    sneezing: raw.sneezing,
    vomiting: raw.vomiting,
    diarrhea: raw.diarrhea,
    additionalVomiting: raw.additional_vomiting,
    specialDiets: raw.special_diets,
    supplements: raw.supplements,
    reminders: raw.reminders,
    triageNotes: raw.triage_notes,
    medications: raw.medications,
    fleaComb: raw.flea_comb,
    indoor: raw.indoor,
    otherPets: raw.other_pets,
  }));
export type AdditionalNotesRecord = z.output<typeof additionalNotesWire>;

export const subjectiveNoteWire = z
  .object({
    id: z.coerce.string(),
    visitation_id: z.coerce.string(),
    pet_id: z.coerce.string(),
    version: z.coerce.number(),
    visit_modification_id: z.coerce.string().nullish(),
    filled_by: z.string().nullish(),
    ai_consent: z.boolean().nullish(),
    subjective_note: z.object({
      chief_complaint: z.object({ complaint: text, duration: z.string() }),
      reason_for_consultation: z.object({
        main_case: z.array(z.coerce.number()),
        other_cases: z
          .array(z.string())
          .nullish()
          .transform((value) => value ?? []),
        general_health: text,
        skin_case: text,
        diarrhea: diarrheaWire.nullish().transform((value) => value ?? null),
        vomiting: vomitingWire.nullish().transform((value) => value ?? null),
      }),
      // Absent on a note saved before the additional notes existed: every answer empty.
      additional_notes: additionalNotesWire.nullish().transform((value) => value ?? additionalNotesWire.parse({})),
    }),
    created_at: z.string(),
    updated_by_name: z.string(),
    updated_at: z.string(),
  })
  .transform((raw) => ({
    id: raw.id,
    visitId: raw.visitation_id,
    petId: raw.pet_id,
    version: raw.version,
    visitModificationId: raw.visit_modification_id ?? null,
    chiefComplaint: raw.subjective_note.chief_complaint,
    reasonForConsultation: {
      mainCaseIds: raw.subjective_note.reason_for_consultation.main_case,
      otherCases: raw.subjective_note.reason_for_consultation.other_cases,
      generalHealth: raw.subjective_note.reason_for_consultation.general_health,
      skinCase: raw.subjective_note.reason_for_consultation.skin_case,
      diarrhea: raw.subjective_note.reason_for_consultation.diarrhea,
      vomiting: raw.subjective_note.reason_for_consultation.vomiting,
    },
    additionalNotes: raw.subjective_note.additional_notes,
    /** 'pet_parent' when the answers came through the e-mailed subjective form. */
    filledBy: raw.filled_by === 'pet_parent' ? ('pet_parent' as const) : ('staff' as const),
    aiConsent: raw.ai_consent ?? null,
    createdAt: raw.created_at,
    updatedByName: raw.updated_by_name,
    updatedAt: raw.updated_at,
  }));
export type SubjectiveNoteRecord = z.output<typeof subjectiveNoteWire>;

const measurementWire = z.object({ value: z.coerce.number(), unit: z.string() });
/** A rate is sent with its unit ('bpm'); the gateway keeps the number per minute. */
const rateWire = z
  .object({ value: z.coerce.number() })
  .nullish()
  .transform((rate) => (rate ? rate.value : null));

export const vitalsWire = z
  .object({
    id: z.coerce.string(),
    visitation_id: z.coerce.string(),
    pet_id: z.coerce.string(),
    version: z.coerce.number(),
    visit_modification_id: z.coerce.string().nullish(),
    temperature: measurementWire.nullish(),
    respiratory_rate: rateWire,
    heart_rate: rateWire,
    weight: measurementWire.nullish(),
    visit_created_at: z.string(),
    updated_by_name: z.string(),
    updated_at: z.string(),
  })
  .transform((raw) => ({
    id: raw.id,
    visitId: raw.visitation_id,
    petId: raw.pet_id,
    version: raw.version,
    visitModificationId: raw.visit_modification_id ?? null,
    temperature: raw.temperature ?? null,
    respiratoryRate: raw.respiratory_rate,
    heartRate: raw.heart_rate,
    weight: raw.weight ?? null,
    visitCreatedAt: raw.visit_created_at,
    updatedByName: raw.updated_by_name,
    updatedAt: raw.updated_at,
  }));
export type VitalsRecord = z.output<typeof vitalsWire>;

export const soapCaseWire = z.object({ id: z.coerce.number(), name: z.string(), label: z.string() });
export type SoapCaseRecord = z.output<typeof soapCaseWire>;

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A GraphQL input's keys in snake_case, nested objects too, lists as they are (the saves' bodies). */
export function snakeKeys(input: unknown): unknown {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) return input ?? null;
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [snake(key), snakeKeys(value)]));
}

type Measurement = { value: number; unit: string } | null;

/** The body of a vitals save (PUT /visits/:id/vitals). */
export interface VitalsPayload {
  pet_id: string | null;
  based_on_version: number | null;
  visit_modification_id: string | null;
  temperature: Measurement;
  respiratory_rate: Measurement;
  heart_rate: Measurement;
  weight: Measurement;
}
