// The main service's subjective notes, vitals and SOAP cases as it sends them (snake_case,
// docs/rest-main-charting-subjective.md), parsed into the gateway's camelCase records. Used by
// the main loader table (loaders/main.ts) and by the saves' stale-version answers.
import { wire } from '@vetchart/contracts/wire';
import { z } from 'zod';

/** A free-text answer the note may leave out (older notes lack the later questions). */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const diarrheaWire = wire({
  diarrhea: text,
  timesDiarrhea: text,
  eatingStool: text,
  dietIndiscretions: text,
  missingToys: text,
  accidents: text,
  someVisit: text,
  petActing: text,
});
export type DiarrheaCaseRecord = z.output<typeof diarrheaWire>;

const vomitingWire = wire({
  vomiting: text,
  timesVomiting: text,
  intoTrash: text,
  ateSomething: text,
  ratPoison: text,
  dietChanges: text,
  dietIndiscretions: text,
  recentlyVaccinated: text,
});
export type VomitingCaseRecord = z.output<typeof vomitingWire>;

const additionalNotesWire = wire({
  waterIntake: text,
  appetite: text,
  travel: text,
  coughing: text,
  sneezing: text,
  vomiting: text,
  diarrhea: text,
  additionalVomiting: text,
  specialDiets: text,
  supplements: text,
  reminders: text,
  triageNotes: text,
  medications: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  fleaComb: text,
  indoor: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  otherPets: text,
});
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
        diarrhea: z.nullish(diarrheaWire).transform((value) => value ?? null),
        vomiting: z.nullish(vomitingWire).transform((value) => value ?? null),
      }),
      // Absent on a note saved before the additional notes existed: every answer empty.
      additional_notes: z.nullish(additionalNotesWire).transform((value) => value ?? additionalNotesWire.parse({})),
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
