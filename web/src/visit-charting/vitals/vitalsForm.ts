// The vitals panel's rules (spec 002 sections 2.3, 3 "Vitals", 4 "Vitals", 5, 9): the form's
// values and their checks, the units it starts in, the guard messages before a save, the
// form ↔ saveVitals input mapping, and the trend's conversion to the units on screen.
import {
  normaliseTemperatureUnit as normaliseTemperatureSpelling,
  normaliseWeightUnit as normaliseWeightSpelling,
  VITALS_MESSAGES,
  type WeightUnit,
} from '@vetchart/contracts/charting/vitals';
import { z } from 'zod/mini';
import { PET_VITALS_METRICS_KEY, readPetVitalsMetrics } from '../../catalogues/petVitalsMetrics';
import { temperatureLimitError } from './vitalsRanges';

export const VITALS_NEED_SUBJECTIVE = VITALS_MESSAGES.needSubjective;
export const VITALS_MISSING_DATA = VITALS_MESSAGES.missingData;
export const VITALS_SAVED = 'Vitals saved successfully';
/** 'Failed to save vitals: <server message, error message or An unknown error occurred>'. */
export const vitalsFailure = (message?: string | null) => `Failed to save vitals: ${message || 'An unknown error occurred'}`;

export type { TemperatureUnit } from './vitalsRanges';
import type { TemperatureUnit } from './vitalsRanges';
export type { WeightUnit };

export const TEMPERATURE_UNIT_LABELS: Record<TemperatureUnit, string> = { fahrenheit: '°F', celsius: '°C' };
export const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = { lbs: 'lbs', kg: 'kg' };

/** Temperature spellings of the server, the clinic settings and the Metrics tab (the contract's). */
export const normaliseTemperatureUnit = (unit: string | null | undefined): TemperatureUnit | null => (unit ? normaliseTemperatureSpelling(unit) : null);

/** Spec section 9: lb, lbs, lb(s) (and the clinic's 'pound') mean lbs; kg, kgs, kg(s), kilogram(s) mean kg (the contract's). */
export const normaliseWeightUnit = (unit: string | null | undefined): WeightUnit | null => (unit ? normaliseWeightSpelling(unit) : null);

export interface VitalsUnits {
  temperature: TemperatureUnit;
  weight: WeightUnit;
}

/**
 * The units a new entry starts in: the person's own choice on the Metrics tab when they made one
 * (it is kept in this browser), else the clinic's settings, else spec section 9's fahrenheit and lbs.
 */
export function defaultVitalsUnits(clinic: { temperatureUnit?: string | null; weightUnit?: string | null } | null | undefined, storage: Pick<Storage, 'getItem'> | null): VitalsUnits {
  const fromClinic: VitalsUnits = {
    temperature: normaliseTemperatureUnit(clinic?.temperatureUnit) ?? 'fahrenheit',
    weight: normaliseWeightUnit(clinic?.weightUnit) ?? 'lbs',
  };
  if (!storage?.getItem(PET_VITALS_METRICS_KEY)) return fromClinic;
  const chosen = readPetVitalsMetrics(storage);
  return { temperature: chosen.temperature, weight: normaliseWeightUnit(chosen.weight) ?? fromClinic.weight };
}

const positiveNumber = (max: number, message: string) =>
  z.string().check(
    z.refine((text) => {
      const trimmed = text.trim();
      if (trimmed === '') return true;
      const value = Number(trimmed);
      return Number.isFinite(value) && value > 0 && value <= max;
    }, message),
  );

const wholeRate = (message: string) =>
  z.string().check(
    z.refine((text) => {
      const trimmed = text.trim();
      if (trimmed === '') return true;
      const value = Number(trimmed);
      return Number.isInteger(value) && value > 0 && value <= 1000;
    }, message),
  );

const aNumber = (message: string) =>
  z.string().check(
    z.refine((text) => {
      const trimmed = text.trim();
      return trimmed === '' || Number.isFinite(Number(trimmed));
    }, message),
  );

/**
 * Every value may stay empty (it is then not taken); the limits are the service's. The
 * temperature's limits depend on its unit (vitalsRanges.ts), so they are checked on the whole entry.
 */
export const vitalsSchema = z
  .object({
    temperature: aNumber('Enter the temperature as a number.'),
    temperatureUnit: z.enum(['fahrenheit', 'celsius']),
    respiratoryRate: wholeRate('Enter the respiratory rate as a whole number from 1 to 1000.'),
    heartRate: wholeRate('Enter the heart rate as a whole number from 1 to 1000.'),
    weight: positiveNumber(99999, 'Enter a weight above 0 and at most 99999.'),
    weightUnit: z.enum(['lbs', 'kg']),
  })
  .check(
    z.superRefine((values, context) => {
      const message = temperatureLimitError(values.temperature, values.temperatureUnit);
      if (message) context.addIssue({ code: 'custom', path: ['temperature'], message, input: values.temperature });
    }),
  );
export type VitalsFormValues = z.infer<typeof vitalsSchema>;

export interface SavedVitals {
  readonly temperature: { readonly value: number; readonly unit: string } | null | undefined;
  readonly respiratoryRate: number | null | undefined;
  readonly heartRate: number | null | undefined;
  readonly weight: { readonly value: number; readonly unit: string } | null | undefined;
}

/** The form's values for saved vitals (or none yet), in their saved units. */
export function vitalsFormValues(saved: SavedVitals | null | undefined, units: VitalsUnits): VitalsFormValues {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    temperature: text(saved?.temperature?.value),
    temperatureUnit: normaliseTemperatureUnit(saved?.temperature?.unit) ?? units.temperature,
    respiratoryRate: text(saved?.respiratoryRate),
    heartRate: text(saved?.heartRate),
    weight: text(saved?.weight?.value),
    weightUnit: normaliseWeightUnit(saved?.weight?.unit) ?? units.weight,
  };
}

/** The saveVitals input's values; an empty entry is sent as null (the value is not taken). */
export function toSaveVitalsValues(values: VitalsFormValues) {
  const number = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const temperature = number(values.temperature);
  const weight = number(values.weight);
  return {
    temperature: temperature === null ? null : { value: temperature, unit: values.temperatureUnit },
    respiratoryRate: number(values.respiratoryRate),
    heartRate: number(values.heartRate),
    weight: weight === null ? null : { value: weight, unit: values.weightUnit },
  };
}

/** The server's field paths → the form's fields. */
export const SERVER_FIELD_PATHS: Record<string, keyof VitalsFormValues> = {
  temperature: 'temperature',
  'temperature.value': 'temperature',
  'temperature.unit': 'temperatureUnit',
  respiratoryRate: 'respiratoryRate',
  'respiratoryRate.value': 'respiratoryRate',
  heartRate: 'heartRate',
  'heartRate.value': 'heartRate',
  weight: 'weight',
  'weight.value': 'weight',
  'weight.unit': 'weightUnit',
};

/** Spec section 5's checks before a save: a saved visit (its subjective note), a pet and a clinic. */
export function vitalsSaveGuard(context: { hasSubjectiveNote: boolean; petId: string | null | undefined; clinicId: string | null | undefined }): string | null {
  if (!context.hasSubjectiveNote) return VITALS_NEED_SUBJECTIVE;
  if (!context.petId || !context.clinicId) return VITALS_MISSING_DATA;
  return null;
}

export function toFahrenheit(value: number, unit: string): number | null {
  const normalised = normaliseTemperatureUnit(unit);
  if (normalised === 'fahrenheit') return value;
  if (normalised === 'celsius') return (value * 9) / 5 + 32;
  return null;
}

export function convertTemperature(value: number, unit: string, to: TemperatureUnit): number | null {
  const fahrenheit = toFahrenheit(value, unit);
  if (fahrenheit === null) return null;
  return to === 'fahrenheit' ? fahrenheit : ((fahrenheit - 32) * 5) / 9;
}

const KG_PER_LB = 0.45359237;

export function convertWeight(value: number, unit: string, to: WeightUnit): number | null {
  const normalised = normaliseWeightUnit(unit);
  if (normalised === null) return null;
  if (normalised === to) return value;
  return to === 'kg' ? value * KG_PER_LB : value / KG_PER_LB;
}

export interface TrendPoint {
  /** The visit's start (ISO). */
  at: string;
  value: number;
}

/**
 * One measure over the pet's visits, oldest first, in the unit on screen; visits without it are
 * left out. `history` comes newest first (Pet.vitalsHistory).
 */
export function trendPoints<T>(history: ReadonlyArray<T>, pick: (entry: T) => { at: string; value: number | null } | null): TrendPoint[] {
  const points: TrendPoint[] = [];
  for (const entry of history) {
    const picked = pick(entry);
    if (picked && picked.value !== null && Number.isFinite(picked.value)) points.push({ at: picked.at, value: Math.round(picked.value * 10) / 10 });
  }
  return points.reverse();
}

/** 'MM/DD/YYYY, h:mm AM' in the viewer's time zone. */
export function formatEditedAt(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
