// How plausible a vitals entry is. Two levels:
// - impossible: a temperature no living patient has in its unit. The service refuses it with the
//   contract's table and message (@vetchart/contracts/charting/vitals, TEMPERATURE_LIMITS) and the
//   form says so before a request, with the same ones.
// - unusual: outside the usual resting range of the pet's species. Still possible (fever,
//   hypothermia, a stressed cat), so the form asks 'Save anyway?' instead of refusing.
// The usual ranges are the approximate resting values of common veterinary references (e.g. the
// Merck Veterinary Manual's reference tables), kept a little wide so a normal pet is not asked
// about; only species with well-known values are listed, others are not asked about.
import { TEMPERATURE_LIMITS, temperatureLimitMessage, type TemperatureUnit } from '@vetchart/contracts/charting/vitals';

/** The units a temperature is charted in (the form re-exports it). */
export type { TemperatureUnit };
export { TEMPERATURE_LIMITS, temperatureLimitMessage };

/** The limit's message for a typed temperature, or null when it is within them (or not a number: the field's own check says that). */
export function temperatureLimitError(text: string, unit: TemperatureUnit): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  const { min, max } = TEMPERATURE_LIMITS[unit];
  return value < min || value > max ? temperatureLimitMessage(unit) : null;
}

type Range = readonly [min: number, max: number];

interface UsualRanges {
  /** How the question names the pet: 'a dog'. */
  noun: string;
  temperature: Record<TemperatureUnit, Range>;
  heartRate: Range;
  respiratoryRate: Range;
}

/** By the clinic's species names (services/inventory lookups: Canine, Feline, Rabbit, Equine…). */
const USUAL: Record<string, UsualRanges> = {
  canine: { noun: 'a dog', temperature: { fahrenheit: [99.5, 102.5], celsius: [37.5, 39.2] }, heartRate: [60, 180], respiratoryRate: [10, 40] },
  feline: { noun: 'a cat', temperature: { fahrenheit: [100, 102.5], celsius: [37.8, 39.2] }, heartRate: [120, 240], respiratoryRate: [16, 40] },
  rabbit: { noun: 'a rabbit', temperature: { fahrenheit: [101, 104], celsius: [38.3, 40] }, heartRate: [130, 325], respiratoryRate: [30, 60] },
  equine: { noun: 'a horse', temperature: { fahrenheit: [99, 101.5], celsius: [37.2, 38.6] }, heartRate: [28, 44], respiratoryRate: [8, 16] },
};

export const usualRangesOf = (specie: string | null | undefined): UsualRanges | null => USUAL[(specie ?? '').trim().toLowerCase()] ?? null;

export interface VitalsEntry {
  temperature: string;
  temperatureUnit: TemperatureUnit;
  heartRate: string;
  respiratoryRate: string;
}

const SYMBOL: Record<TemperatureUnit, string> = { fahrenheit: '°F', celsius: '°C' };

/**
 * One sentence per value outside the species' usual range, e.g. 'Temperature 104.5 °F is outside
 * the usual range for a dog (99.5–102.5 °F).'; none for an unlisted species or empty values.
 */
export function unusualVitals(entry: VitalsEntry, specie: string | null | undefined): string[] {
  const usual = usualRangesOf(specie);
  if (!usual) return [];
  const found: string[] = [];
  const check = (label: string, text: string, [min, max]: Range, unit: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    const value = Number(trimmed);
    if (!Number.isFinite(value) || (value >= min && value <= max)) return;
    found.push(`${label} ${trimmed} ${unit} is outside the usual range for ${usual.noun} (${min}–${max} ${unit}).`);
  };
  check('Temperature', entry.temperature, usual.temperature[entry.temperatureUnit], SYMBOL[entry.temperatureUnit]);
  check('Heart rate', entry.heartRate, usual.heartRate, 'bpm');
  check('Respiratory rate', entry.respiratoryRate, usual.respiratoryRate, 'bpm');
  return found;
}

/** The question before saving unusual values, or null when there is nothing to ask. */
export function unusualVitalsQuestion(entry: VitalsEntry, specie: string | null | undefined): string | null {
  const found = unusualVitals(entry, specie);
  return found.length ? `${found.join(' ')} Save anyway?` : null;
}
