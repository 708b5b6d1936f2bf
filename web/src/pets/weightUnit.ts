// The weight unit new pets get: the browser preference petVitalsMetrics (spec 001 sections 3 and
// 9, set on the knowledge base's Metrics tab), lb(s) when none is saved.
export const PET_VITALS_METRICS_KEY = 'petVitalsMetrics';
export const DEFAULT_WEIGHT_UNIT = 'lb(s)';

export function preferredWeightUnit(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): 'lb(s)' | 'kg(s)' {
  try {
    const raw = storage?.getItem(PET_VITALS_METRICS_KEY);
    if (!raw) return DEFAULT_WEIGHT_UNIT;
    // A JSON object { temperature, weight } as the Metrics tab saves it; a bare unit is read too.
    let weight: unknown = raw;
    try {
      const parsed: unknown = JSON.parse(raw);
      weight = typeof parsed === 'object' && parsed !== null ? (parsed as { weight?: unknown }).weight : parsed;
    } catch {
      // not JSON: the stored text is the unit
    }
    return typeof weight === 'string' && weight.trim().toLowerCase().startsWith('kg') ? 'kg(s)' : DEFAULT_WEIGHT_UNIT;
  } catch {
    return DEFAULT_WEIGHT_UNIT;
  }
}
