// The dose check of a treatment plan's medications (docs/dose-check.md): what a plan row prescribes
// (the dose in mg and how many doses a day), the flags the main service raises, the reason a vet
// gives to go on with a flagged dose, and the check as the main service answers it. The main service
// computes and enforces it (services/main/src/treatment-plans/dose-check.ts); the browser shows it.
import { z } from 'zod/mini';
import { answerId, answerNumber, listOf, orNull } from '../answer.ts';
import { MAX_DOSE_FIGURE, MAX_DOSES_PER_DAY } from '../catalogues/medication-dosing.ts';
import { requiredId } from '../text.ts';
import { wire } from '../wire.ts';

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

export const DOSE_MESSAGES = {
  doseMg: `The dose must be a number of mg greater than 0 and at most ${MAX_DOSE_FIGURE}.`,
  dosesPerDay: `Doses per day must be a whole number from 1 to ${MAX_DOSES_PER_DAY}.`,
  reasonRequired: 'Enter a reason.',
  reasonTooLong: `The reason can be at most ${MAX_DOSE_REASON} characters.`,
  row: 'Name the medication row.',
  notFlagged: 'This dose has no flag to give a reason for.',
  notMedication: 'Only a medication row has a dose.',
} as const;
const M = DOSE_MESSAGES;

/** A plan row's dose (mg per dose; none: not written, so not checked). */
export const doseMg = z.optional(z.nullable(z.number({ error: M.doseMg }).check(z.gt(0, M.doseMg), z.lte(MAX_DOSE_FIGURE, M.doseMg))));
/** Doses a day; none: the catalogue's frequency for the pet's species. */
export const dosesPerDay = z.optional(z.nullable(z.number({ error: M.dosesPerDay }).check(z.int(M.dosesPerDay), z.gte(1, M.dosesPerDay), z.lte(MAX_DOSES_PER_DAY, M.dosesPerDay))));

/** POST /visits/{id}/treatment-plan/dose-reasons: the reason to go on with a row's flagged dose, for the plan version on screen. */
export const doseReasonWire = wire({
  itemId: requiredId(M.row),
  planVersion: z.number().check(z.int()),
  reason: z.string({ error: M.reasonRequired }).check(z.trim(), z.minLength(1, M.reasonRequired), z.maxLength(MAX_DOSE_REASON, M.reasonTooLong)),
});
export type DoseReasonInput = z.output<typeof doseReasonWire>;

/** The form of the reason dialog. */
export const doseReasonForm = z.object({
  reason: z.string({ error: M.reasonRequired }).check(z.trim(), z.minLength(1, M.reasonRequired), z.maxLength(MAX_DOSE_REASON, M.reasonTooLong)),
});

const num = orNull(answerNumber);
const text = orNull(z.string());

/** One medication row's check as the main service answers it. */
const doseCheckShape = {
  itemId: answerId,
  name: z.string(),
  doseMg: num,
  dosesPerDay: num,
  mgPerKg: num,
  mgPerDay: num,
  /** The amount per dose in the selected form ('1.04 × 25 mg tablet', '2.6 mL of 10 mg/mL injection'), when the form's strength is in mg. */
  amount: text,
  weightKg: num,
  weightOn: text,
  rangeMinMgPerKg: num,
  rangeMaxMgPerKg: num,
  rangeDosesPerDay: num,
  route: text,
  flags: listOf(z.enum(DOSE_FLAGS)),
  reason: text,
  reasonByName: text,
  reasonAt: text,
  needsReason: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => value === true),
  ),
};
export const doseCheckAnswer = wire(doseCheckShape);
export type DoseCheck = z.output<typeof doseCheckAnswer>;
/** GET /dose-checks?visit_ids=: each row's check with the visit it is of. */
export const visitDoseCheckAnswer = wire({ visitId: answerId, ...doseCheckShape });
export const doseChecksAnswer = listOf(doseCheckAnswer);

/** '26 mg · 1.04 × 25 mg tablet · 2.2 mg/kg · weight 11.8 kg on 2026-11-20 · range 2.2–4.4 mg/kg': how a check reads on screen and in print. */
export function doseCheckLine(check: { readonly [K in 'doseMg' | 'dosesPerDay' | 'mgPerKg' | 'amount' | 'weightKg' | 'weightOn' | 'rangeMinMgPerKg' | 'rangeMaxMgPerKg']?: DoseCheck[K] | undefined }): string {
  if (check.doseMg == null) return 'No dose written: not checked.';
  const parts = [`${check.doseMg} mg${check.dosesPerDay ? ` × ${check.dosesPerDay}/day` : ''}`];
  if (check.amount) parts.push(check.amount);
  if (check.mgPerKg != null) parts.push(`${check.mgPerKg} mg/kg`);
  parts.push(check.weightKg != null ? `weight ${check.weightKg} kg on ${check.weightOn}` : 'no weight');
  if (check.rangeMinMgPerKg != null && check.rangeMaxMgPerKg != null) parts.push(`range ${check.rangeMinMgPerKg}–${check.rangeMaxMgPerKg} mg/kg`);
  return parts.join(' · ');
}
