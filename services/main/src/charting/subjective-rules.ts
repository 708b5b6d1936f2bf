// The rules of a subjective (check-in) note (spec 002 sections 3 and 5) with the spec's messages:
// what a save must carry, the SOAP cases, the complaint durations and the feline indoor options.
// Pure (no database). The vitals' body and unit spellings are the contract's
// (@vetchart/contracts/charting/vitals).
import { z } from 'zod';
import { COMPLAINT_DURATIONS, SOAP_CASES } from '@vetchart/contracts/charting/subjective-choices';
import { VITALS_MESSAGES } from '@vetchart/contracts/charting/vitals';
import { optionalId, requiredId } from '@vetchart/platform/text-limits';

export const DURATION_REQUIRED = 'Select complaint duration';
export const REASON_REQUIRED = 'Select reason for consultation';
export const VERSION_REQUIRED = VITALS_MESSAGES.version;

export { COMPLAINT_DURATIONS, SOAP_CASES };
const CASE_IDS = new Set<number>(SOAP_CASES.map((soapCase) => soapCase.id));
const DURATION_VALUES = COMPLAINT_DURATIONS.map((duration) => duration.value) as [string, ...string[]];

/** How often a cat is indoors, in percent (feline only, section 5). */
export const INDOOR_OPTIONS = [0, 25, 50, 100] as const;

const MAX_TEXT = 2000;
const TEXT_TOO_LONG = `Must be at most ${MAX_TEXT} characters.`;

/** An optional free text: trimmed, and an empty one is no answer (null). */
const text = () =>
  z
    .string()
    .trim()
    .max(MAX_TEXT, TEXT_TOO_LONG)
    .nullish()
    .transform((value) => (value ? value : null));

const diarrheaPanel = z
  .object({
    diarrhea: text(),
    times_diarrhea: text(),
    eating_stool: text(),
    diet_indiscretions: text(),
    missing_toys: text(),
    accidents: text(),
    some_visit: text(),
    pet_acting: text(),
  })
  .strict();

const vomitingPanel = z
  .object({
    vomiting: text(),
    times_vomiting: text(),
    into_trash: text(),
    ate_something: text(),
    rat_poison: text(),
    diet_changes: text(),
    diet_indiscretions: text(),
    recently_vaccinated: text(),
  })
  .strict();

const reasonForConsultation = z
  .object({
    main_case: z
      .array(z.number().int().refine((id) => CASE_IDS.has(id), 'Choose a reason for consultation from the list.'), { error: REASON_REQUIRED })
      .max(SOAP_CASES.length)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    /** Reasons typed in (the multi-select takes free entries). */
    other_cases: z
      .array(z.string().trim().min(1, REASON_REQUIRED).max(200, 'A reason can be at most 200 characters.'))
      .max(20, 'At most 20 reasons can be typed in.')
      .default([])
      .transform((entries) => [...new Set(entries)]),
    general_health: text(),
    skin_case: text(),
    diarrhea: diarrheaPanel.nullish().transform((panel) => panel ?? null),
    vomiting: vomitingPanel.nullish().transform((panel) => panel ?? null),
  })
  .strict();

const additionalNotes = z
  .object({
    water_intake: text(),
    appetite: text(),
    travel: text(),
    coughing: text(),
    sneezing: text(),
    vomiting: text(),
    diarrhea: text(),
    additional_vomiting: text(),
    special_diets: text(),
    supplements: text(),
    reminders: text(),
    triage_notes: text(),
    /** Names chosen from the clinic's medication catalogue (stored as names). */
    medications: z
      .array(z.string().trim().min(1, 'A medication needs a name.').max(300, 'A medication name can be at most 300 characters.'))
      .max(200, 'At most 200 medications can be listed.')
      .nullish()
      .transform((names) => [...new Set(names ?? [])]),
    // Feline only (the form shows them for cats): flea comb, how often indoors, other pets.
    flea_comb: text(),
    indoor: z
      .number({ error: 'How often indoors must be 0, 25, 50 or 100 percent.' })
      .refine((value) => (INDOOR_OPTIONS as readonly number[]).includes(value), 'How often indoors must be 0, 25, 50 or 100 percent.')
      .nullish()
      .transform((value) => value ?? null),
    other_pets: text(),
  })
  .strict();

export const subjectiveNoteSchema = z
  .object({
    chief_complaint: z.object(
      {
        complaint: text(),
        duration: z.enum(DURATION_VALUES, { error: DURATION_REQUIRED }),
      },
      { error: DURATION_REQUIRED },
    ),
    reason_for_consultation: reasonForConsultation
      .prefault({})
      .refine((reason) => reason.main_case.length > 0 || reason.other_cases.length > 0, { path: ['main_case'], message: REASON_REQUIRED }),
    additional_notes: additionalNotes.prefault({}),
  });

export type SubjectiveNoteContent = z.infer<typeof subjectiveNoteSchema>;

const version = z.number({ error: VERSION_REQUIRED }).int(VERSION_REQUIRED).min(1, VERSION_REQUIRED);

/** POST /subjective: the first save of a visit's note (the spec's payload). */
export const createSubjectiveBody = z.object({
  obj_visit_id: requiredId('Please choose the visit.'),
  pet_id: optionalId(),
  clinic_id: optionalId(),
  visit_modification_id: optionalId(),
  subjective_note: subjectiveNoteSchema,
});

/** PUT /subjective/:visitId: a later save, naming the version it was based on. */
export const updateSubjectiveBody = createSubjectiveBody.omit({ obj_visit_id: true }).extend({ based_on_version: version });
