import { describe, expect, it } from 'vitest';
import { INPUT_COMMENT, INPUT_DATE, INPUT_RESULT, inHouseDefaults, inHouseResultSchema, isCorrectDate, parseDisplayDate, toDisplayDate, todayIso } from './inHouseResultForm';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe("the in-house 'Edit result' form", () => {
  it('defaults both dates to today, shown DD/MM/YYYY', () => {
    const now = new Date(2026, 10, 25, 9, 30);
    expect(todayIso(now)).toBe('2026-11-25');
    expect(inHouseDefaults(null, now)).toEqual({ result: '', comment: '', testDate: '25/11/2026', resultDate: '25/11/2026' });
    expect(inHouseDefaults({ result: 'Negative', comment: 'ok', testDate: '2026-11-02', resultDate: '2026-11-03' }, now)).toEqual({
      result: 'Negative',
      comment: 'ok',
      testDate: '02/11/2026',
      resultDate: '03/11/2026',
    });
  });

  it('reads DD/MM/YYYY as a real calendar day only', () => {
    expect(parseDisplayDate('05/03/2026')).toBe('2026-03-05');
    expect(parseDisplayDate('31/02/2026')).toBeNull();
    expect(parseDisplayDate('2026-03-05')).toBeNull();
    expect(toDisplayDate('2026-03-05')).toBe('05/03/2026');
    const now = new Date(2026, 10, 25);
    expect(isCorrectDate('25/11/2026', now)).toBe(true);
    expect(isCorrectDate('26/11/2026', now)).toBe(false);
  });

  it("gives the spec's messages", () => {
    expect(messages(inHouseResultSchema.safeParse({ result: ' ', comment: '', testDate: 'x', resultDate: '31/02/2026' }))).toEqual([
      `result: ${INPUT_RESULT}`,
      `comment: ${INPUT_COMMENT}`,
      `testDate: ${INPUT_DATE}`,
      `resultDate: ${INPUT_DATE}`,
    ]);
    expect(inHouseResultSchema.safeParse({ result: 'Negative', comment: 'No eggs seen', testDate: '01/11/2026', resultDate: '02/11/2026' }).success).toBe(true);
  });
});
