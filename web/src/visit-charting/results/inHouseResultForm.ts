// The in-house 'Edit result' form (spec 002 sections 3 'In-house test result', 5, 9): result and
// comment required, the test and result dates default to today and are shown and typed as
// DD/MM/YYYY; a date that is not a real day, or lies in the future, is 'Please input correct Date!'.
import { RESULT_MESSAGES } from '@vetchart/contracts/results/results';
import dayjs from 'dayjs';
import { z } from 'zod/mini';

// The spec's messages, the contract's (the service answers the same ones).
export const INPUT_RESULT = RESULT_MESSAGES.resultRequired;
export const INPUT_COMMENT = RESULT_MESSAGES.commentRequired;
export const INPUT_DATE = RESULT_MESSAGES.badDate;
export const RESULT_MAX = 5000;

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a real calendar day. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (an empty text for anything else). */
export function toDisplayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Today in the browser's calendar, as 'YYYY-MM-DD'. */
export const todayIso = (now: Date = new Date()) => dayjs(now).format('YYYY-MM-DD');

/** A date the form accepts: a real day, not after today. */
export function isCorrectDate(text: string, now: Date = new Date()): boolean {
  const iso = parseDisplayDate(text);
  return iso !== null && iso <= todayIso(now);
}

const dateField = () => z.string().check(z.refine((text) => isCorrectDate(text), INPUT_DATE));

export const inHouseResultSchema = z.object({
  result: z.string().check(z.trim(), z.minLength(1, INPUT_RESULT), z.maxLength(RESULT_MAX, `The result can be at most ${RESULT_MAX} characters.`)),
  comment: z.string().check(z.trim(), z.minLength(1, INPUT_COMMENT), z.maxLength(RESULT_MAX, `The comment can be at most ${RESULT_MAX} characters.`)),
  testDate: dateField(),
  resultDate: dateField(),
});
export type InHouseResultValues = z.infer<typeof inHouseResultSchema>;

/** The form's first values: the saved result's, or empty texts and today's date. */
export function inHouseDefaults(saved: { result: string; comment: string; testDate: string; resultDate: string } | null, now: Date = new Date()): InHouseResultValues {
  const today = toDisplayDate(todayIso(now));
  if (!saved) return { result: '', comment: '', testDate: today, resultDate: today };
  return { result: saved.result, comment: saved.comment, testDate: toDisplayDate(saved.testDate) || today, resultDate: toDisplayDate(saved.resultDate) || today };
}
