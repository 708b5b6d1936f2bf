// The units a clinic's staff read pet vitals in (spec 001 section 2.2): kept in this browser's
// storage under `petVitalsMetrics` as { temperature, weight }, never sent to the server. The
// Metrics tab writes them; pet forms and profiles read the weight unit from here.
export const PET_VITALS_METRICS_KEY = 'petVitalsMetrics';

export const TEMPERATURE_UNITS = ['fahrenheit', 'celsius'] as const;
export const WEIGHT_UNITS = ['lb(s)', 'kg(s)'] as const;

export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface PetVitalsMetrics {
  temperature: TemperatureUnit;
  weight: WeightUnit;
}

/** Default weight unit lb(s) (spec 001 section 9), and the matching Fahrenheit. */
export const DEFAULT_PET_VITALS_METRICS: PetVitalsMetrics = { temperature: 'fahrenheit', weight: 'lb(s)' };

/** The stored units; anything missing or unreadable falls back to the defaults. */
export function readPetVitalsMetrics(storage: Pick<Storage, 'getItem'> = localStorage): PetVitalsMetrics {
  try {
    const stored = JSON.parse(storage.getItem(PET_VITALS_METRICS_KEY) ?? 'null') as Partial<PetVitalsMetrics> | null;
    return {
      temperature: TEMPERATURE_UNITS.includes(stored?.temperature as TemperatureUnit) ? (stored!.temperature as TemperatureUnit) : DEFAULT_PET_VITALS_METRICS.temperature,
      weight: WEIGHT_UNITS.includes(stored?.weight as WeightUnit) ? (stored!.weight as WeightUnit) : DEFAULT_PET_VITALS_METRICS.weight,
    };
  } catch {
    return { ...DEFAULT_PET_VITALS_METRICS };
  }
}

/** Saves one unit, keeping the other; returns what is now stored. */
export function writePetVitalsMetrics(change: Partial<PetVitalsMetrics>): PetVitalsMetrics {
  const next = { ...readPetVitalsMetrics(), ...change };
  localStorage.setItem(PET_VITALS_METRICS_KEY, JSON.stringify({ temperature: next.temperature, weight: next.weight }));
  return next;
}

/** The weight unit pet forms show and send. */
export const readWeightUnit = (storage?: Pick<Storage, 'getItem'>): WeightUnit => readPetVitalsMetrics(storage).weight;
