// Vitals taken at a visit (spec 002 sections 3 "Vitals", 5 and 9): the unit spellings a
// save may use and the one each is stored as, the temperatures a living patient can have per unit,
// and the body of a vitals save with the spec's messages. The main service validates
// PUT /visits/{id}/vitals with `vitalsSaveWire`, the gateway's body is its input, and the web's
// vitals form checks a temperature against the same table and message
// (web/src/visit-charting/vitals/vitalsRanges.ts). The answer is `vitalsAnswer` (subjective-note.ts).
import { z } from 'zod/mini';
import { basedOnVersion, optionalId, requiredId } from '../text.ts';
import { wire } from '../wire.ts';

export const VITALS_MESSAGES = {
  needSubjective: 'You have to save at least the Subjective section first',
  missingData: 'Missing required data for saving vitals',
  version: 'Name the version this save is based on (based_on_version).',
} as const;

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

// Own keys only: 'constructor' is no unit.
const spelling = <Unit>(spellings: Record<string, Unit>, unit: string): Unit | null => {
  const key = unit.trim().toLowerCase();
  return Object.hasOwn(spellings, key) ? spellings[key]! : null;
};

/** lb, lbs and lb(s) are lbs; kg, kgs, kilogram and kilograms are kg (spec 002 section 9); else null. */
export const normaliseWeightUnit = (unit: string): WeightUnit | null => spelling(WEIGHT_SPELLINGS, unit);

export const normaliseTemperatureUnit = (unit: string): TemperatureUnit | null => spelling(TEMPERATURE_SPELLINGS, unit);

/** Respiratory and heart rate are per minute; the spec's 'bps' is the same unit. */
export const RATE_UNIT = 'bpm';
/** The longest unit spelling any client sends is 'fahrenheit'; more is not a unit. */
const MAX_UNIT_LENGTH = 20;
const RATE_SPELLINGS = new Set(['bpm', 'bps', 'per minute', '/min']);

/**
 * The temperatures a living patient can have, per unit (150 °C and 150 °F both saved
 * under one 'at most 200'). Wide on purpose: a hypothermic patient or a heat stroke is still
 * charted; only a reading no patient has (or a celsius value left in fahrenheit) is refused.
 */
export const TEMPERATURE_LIMITS: Record<TemperatureUnit, { min: number; max: number; symbol: string }> = {
  fahrenheit: { min: 50, max: 118, symbol: '°F' },
  celsius: { min: 10, max: 48, symbol: '°C' },
};
export const temperatureLimitMessage = (unit: TemperatureUnit) => {
  const { min, max, symbol } = TEMPERATURE_LIMITS[unit];
  return `Enter a temperature from ${min} to ${max} ${symbol}.`;
};

/** A value and its unit, the unit read by `normalise`; `max` null leaves the value's limits to the unit (the temperature's). */
const measurementObject = <Unit extends string>(what: string, normalise: (unit: string) => Unit | null, units: string, max: number | null) => {
  const unitMessage = `Choose the ${what.toLowerCase()} unit (${units}).`;
  const value = z.number({ error: `${what} must be a number.` });
  return z.object({
    value: max === null ? value : value.check(z.positive(`${what} must be greater than 0.`), z.lte(max, `${what} must be at most ${max}.`)),
    unit: z.pipe(
      z.string({ error: unitMessage }).check(z.maxLength(MAX_UNIT_LENGTH, unitMessage)),
      z.transform((unit, context) => {
        const normalised = normalise(unit);
        if (!normalised) {
          context.issues.push({ code: 'custom', message: unitMessage, input: unit });
          return z.NEVER;
        }
        return normalised;
      }),
    ),
  });
};

/** Not taken (null or left out) is null. */
const orNone = <S extends z.core.$ZodType>(schema: S) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value) => value ?? null),
  );

const temperature = orNone(
  measurementObject('Temperature', normaliseTemperatureUnit, 'fahrenheit or celsius', null).check(
    z.superRefine((reading, context) => {
      // An unknown unit is refused on its own (its value cannot be judged).
      if (!(reading.unit in TEMPERATURE_LIMITS)) return;
      const { min, max } = TEMPERATURE_LIMITS[reading.unit];
      if (reading.value < min || reading.value > max) context.addIssue({ code: 'custom', path: ['value'], message: temperatureLimitMessage(reading.unit), input: reading.value });
    }),
  ),
);

/** A rate as `{ value, unit }` (the unit per minute, or left out), kept as the number per minute. */
const rate = (what: string) =>
  z.pipe(
    z.nullish(
      z.object({
        value: z.number({ error: `${what} must be a number.` }).check(
          z.int(`${what} must be a whole number per minute.`),
          z.positive(`${what} must be greater than 0.`),
          z.lte(1000, `${what} must be at most 1000.`),
        ),
        unit: z
          .nullish(z.string().check(z.maxLength(MAX_UNIT_LENGTH, { error: `${what} is counted per minute (bpm).`, abort: true })))
          .check(z.refine((unit) => !unit || RATE_SPELLINGS.has(unit.trim().toLowerCase()), `${what} is counted per minute (bpm).`)),
      }),
    ),
    z.transform((value) => (value ? value.value : null)),
  );

/** PUT /visits/{id}/vitals (the spec's pet_vitals, with the pet and clinic it needs); units come out normalised. */
export const vitalsSaveWire = wire({
  petId: requiredId(VITALS_MESSAGES.missingData),
  clinicId: optionalId(),
  visitModificationId: optionalId(),
  basedOnVersion: z.nullish(basedOnVersion(VITALS_MESSAGES.version)),
  temperature,
  respiratoryRate: rate('Respiratory rate'),
  heartRate: rate('Heart rate'),
  weight: orNone(measurementObject('Weight', normaliseWeightUnit, 'lbs or kg', 99999)),
});
export type VitalsSave = z.output<typeof vitalsSaveWire>;
