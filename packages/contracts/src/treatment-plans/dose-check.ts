// The dose check of a treatment plan's medications (docs/dose-check.md): what a plan row prescribes
// (the dose in mg and how many doses a day), the flags the main service raises, the reason a vet
// gives to go on with a flagged dose, and the check as the main service answers it. The main service
// computes and enforces it (services/main/src/treatment-plans/dose-check.ts); the browser shows it.
import { z } from 'zod/mini';
import { answerId, answerNumber, listOf, orNull } from '../answer.ts';
import { MAX_DOSE_FIGURE, MAX_DOSES_PER_DAY } from '../catalogues/medication-dosing.ts';
import { requiredId } from '../text.ts';
import { wire } from '../wire.ts';
import { DOSE_FLAGS, MAX_DOSE_REASON } from './dose-check-labels.ts';

export * from './dose-check-labels.ts';

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
