// The rules of a subjective (check-in) note and of vitals (spec 002 sections 3, 5 and 9) with the
// spec's messages: what a save must carry, the SOAP cases, the complaint durations, the feline
// indoor options and the unit spellings the server normalises. Pure (no database), so the web
// form can share it when a shared rules package exists.
import { z } from 'zod';
import { COMPLAINT_DURATIONS, SOAP_CASES } from '@vetchart/contracts/charting/subjective-choices';
import { optionalId, requiredId } from '@vetchart/platform/text-limits';

export const DURATION_REQUIRED = 'Select complaint duration';
export const REASON_REQUIRED = 'Select reason for consultation';
export const VITALS_NEED_SUBJECTIVE = 'You have to save at least the Subjective section first';
export const VITALS_MISSING_DATA = 'Missing required data for saving vitals';
export const VERSION_REQUIRED = 'Name the version this save is based on (based_on_version).';

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

// Vitals ----------------------------------------------------------------------------------------

export type WeightUnit = 'lbs' | 'kg';
export type TemperatureUnit = 'fahrenheit' | 'celsius';

const WEIGHT_SPELLINGS: Record<string, WeightUnit> = {
  lb: 'lbs',
  lbs: 'lbs',
  'lb(s)': 'lbs',
  // The clinic settings name the unit 'pound' (services/auth clinics).
  pound: 'lbs',
  pounds: 'lbs',
  kg: 'kg',
  kgs: 'kg',
  'kg(s)': 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
};

const TEMPERATURE_SPELLINGS: Record<string, TemperatureUnit> = {
  fahrenheit: 'fahrenheit',
  f: 'fahrenheit',
  '°f': 'fahrenheit',
  celsius: 'celsius',
  c: 'celsius',
  '°c': 'celsius',
};

/** lb, lbs and lb(s) are lbs; kg, kgs, kilogram and kilograms are kg (spec 002 section 9); else null. */
export function normaliseWeightUnit(unit: string): WeightUnit | null {
  return WEIGHT_SPELLINGS[unit.trim().toLowerCase()] ?? null;
}

export function normaliseTemperatureUnit(unit: string): TemperatureUnit | null {
  return TEMPERATURE_SPELLINGS[unit.trim().toLowerCase()] ?? null;
}

/** Respiratory and heart rate are per minute; the spec's 'bps' is the same unit. */
export const RATE_UNIT = 'bpm';
/** The longest unit spelling any client sends is 'fahrenheit'; more is not a unit. */
const MAX_UNIT_LENGTH = 20;
const RATE_SPELLINGS = new Set(['bpm', 'bps', 'per minute', '/min']);

const measurementObject = <Unit extends string>(what: string, normalise: (unit: string) => Unit | null, units: string, max: number | null) =>
  z.object({
      // No max: the value's limits are checked with its unit (the temperature's below).
      value: max === null ? z.number({ error: `${what} must be a number.` }) : z.number({ error: `${what} must be a number.` }).positive(`${what} must be greater than 0.`).max(max, `${what} must be at most ${max}.`),
      unit: z
        .string({ error: `Choose the ${what.toLowerCase()} unit (${units}).` })
        .max(MAX_UNIT_LENGTH, `Choose the ${what.toLowerCase()} unit (${units}).`)
        .transform((unit, context) => {
        const normalised = normalise(unit);
        if (!normalised) {
          context.addIssue({ code: 'custom', message: `Choose the ${what.toLowerCase()} unit (${units}).` });
          return z.NEVER;
        }
        return normalised;
      }),
    });

const measurement = <Unit extends string>(what: string, normalise: (unit: string) => Unit | null, units: string, max: number) =>
  measurementObject(what, normalise, units, max)
    .nullish()
    .transform((value) => value ?? null);

/**
 * The temperatures a living patient can have, per unit (issue 27: 150 °C and 150 °F both saved
 * under one 'at most 200'). Wide on purpose: a hypothermic patient or a heat stroke is still
 * charted; only a reading no patient has (or a celsius value left in fahrenheit) is refused. The
 * web form has the same table and message (web/src/visit-charting/vitals/vitalsRanges.ts).
 */
export const TEMPERATURE_LIMITS: Record<TemperatureUnit, { min: number; max: number; symbol: string }> = {
  fahrenheit: { min: 50, max: 118, symbol: '°F' },
  celsius: { min: 10, max: 48, symbol: '°C' },
};
export const temperatureLimitMessage = (unit: TemperatureUnit) => {
  const { min, max, symbol } = TEMPERATURE_LIMITS[unit];
  return `Enter a temperature from ${min} to ${max} ${symbol}.`;
};

const temperature = measurementObject('Temperature', normaliseTemperatureUnit, 'fahrenheit or celsius', null)
  .superRefine((reading, context) => {
    // An unknown unit is refused on its own (its value cannot be judged).
    if (!(reading.unit in TEMPERATURE_LIMITS)) return;
    const { min, max } = TEMPERATURE_LIMITS[reading.unit];
    if (reading.value < min || reading.value > max) context.addIssue({ code: 'custom', path: ['value'], message: temperatureLimitMessage(reading.unit) });
  })
  .nullish()
  .transform((value) => value ?? null);

const rate = (what: string) =>
  z
    .object({
      value: z
        .number({ error: `${what} must be a number.` })
        .int(`${what} must be a whole number per minute.`)
        .positive(`${what} must be greater than 0.`)
        .max(1000, `${what} must be at most 1000.`),
      unit: z
        .string()
        .max(MAX_UNIT_LENGTH, { error: `${what} is counted per minute (bpm).`, abort: true })
        .nullish()
        .refine((unit) => !unit || RATE_SPELLINGS.has(unit.trim().toLowerCase()), `${what} is counted per minute (bpm).`),
    })
    .nullish()
    .transform((value) => (value ? value.value : null));

/** PUT /visits/:id/vitals (the spec's pet_vitals, with the pet and clinic it needs). */
export const vitalsBody = z.object({
  pet_id: requiredId(VITALS_MISSING_DATA),
  clinic_id: optionalId(),
  visit_modification_id: optionalId(),
  based_on_version: version.nullish(),
  temperature,
  respiratory_rate: rate('Respiratory rate'),
  heart_rate: rate('Heart rate'),
  weight: measurement('Weight', normaliseWeightUnit, 'lbs or kg', 99999),
});
