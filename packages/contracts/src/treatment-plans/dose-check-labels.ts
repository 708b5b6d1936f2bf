// The dose check's flags, their texts and how a check reads, apart from its schemas (dose-check.ts
// re-exports them): the plan step shows them without loading zod and the contracts' schemas.

/** A weight older than this (by the date of the visit it was taken at) is stale. */
export const STALE_WEIGHT_DAYS = 30;
export const MAX_DOSE_REASON = 500;

export const DOSE_FLAGS = ['above_range', 'below_range', 'above_daily_range', 'above_max_per_dose', 'above_max_per_day', 'not_for_species', 'no_range', 'no_weight', 'stale_weight'] as const;
export type DoseFlag = (typeof DOSE_FLAGS)[number];

/** How each flag reads, in a refusal, on screen and in print. */
export const DOSE_FLAG_TEXT: Record<DoseFlag, string> = {
  above_range: 'above the dose range',
  below_range: 'below the dose range',
  above_daily_range: 'above the daily dose range',
  above_max_per_dose: 'above the maximum per dose',
  above_max_per_day: 'above the maximum per day',
  not_for_species: 'not for this species',
  no_range: 'no dose range for this species',
  no_weight: 'no weight recorded',
  stale_weight: `weight older than ${STALE_WEIGHT_DAYS} days`,
};

/** The figures of a dose check that its line shows (a DoseCheck has them all). */
export interface DoseCheckFigures {
  readonly doseMg?: number | null;
  readonly dosesPerDay?: number | null;
  readonly mgPerKg?: number | null;
  readonly amount?: string | null;
  readonly weightKg?: number | null;
  readonly weightOn?: string | null;
  readonly rangeMinMgPerKg?: number | null;
  readonly rangeMaxMgPerKg?: number | null;
}

/** '26 mg · 1.04 × 25 mg tablet · 2.2 mg/kg · weight 11.8 kg on 2026-11-20 · range 2.2–4.4 mg/kg': how a check reads on screen and in print. */
export function doseCheckLine(check: DoseCheckFigures): string {
  if (check.doseMg == null) return 'No dose written: not checked.';
  const parts = [`${check.doseMg} mg${check.dosesPerDay ? ` × ${check.dosesPerDay}/day` : ''}`];
  if (check.amount) parts.push(check.amount);
  if (check.mgPerKg != null) parts.push(`${check.mgPerKg} mg/kg`);
  parts.push(check.weightKg != null ? `weight ${check.weightKg} kg on ${check.weightOn}` : 'no weight');
  if (check.rangeMinMgPerKg != null && check.rangeMaxMgPerKg != null) parts.push(`range ${check.rangeMinMgPerKg}–${check.rangeMaxMgPerKg} mg/kg`);
  return parts.join(' · ');
}
