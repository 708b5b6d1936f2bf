import { describe, expect, it } from 'vitest';
import { defaultRange, formatUsDate, formatWeight, INVALID_RANGE_MESSAGE, isoDay, isValidRange, matchReasons, rangeError, rawIdOf, visitOptionLabel } from './orphanedResults';

describe("the 'Query by Date:' range (spec 001 section 2.8)", () => {
  it('defaults to the last 30 days, ending today', () => {
    expect(defaultRange(new Date(2026, 10, 25, 9, 30))).toEqual({ startDate: '2026-10-26', endDate: '2026-11-25' });
  });

  it('crosses a year and a leap day by the calendar', () => {
    expect(defaultRange(new Date(2028, 0, 10))).toEqual({ startDate: '2027-12-11', endDate: '2028-01-10' });
    expect(defaultRange(new Date(2028, 2, 1))).toEqual({ startDate: '2028-01-31', endDate: '2028-03-01' });
  });

  it('the default range is a valid one', () => {
    expect(isValidRange(defaultRange())).toBe(true);
  });

  it('accepts one day and up to 366 days', () => {
    expect(rangeError({ startDate: '2026-11-25', endDate: '2026-11-25' })).toBeNull();
    expect(rangeError({ startDate: '2025-11-24', endDate: '2026-11-25' })).toBeNull();
  });

  it('refuses an end before the start, a range over 366 days, missing or unreal days', () => {
    expect(rangeError({ startDate: '2026-11-25', endDate: '2026-11-24' })).toBe(INVALID_RANGE_MESSAGE);
    expect(rangeError({ startDate: '2025-11-23', endDate: '2026-11-25' })).toBe(INVALID_RANGE_MESSAGE);
    expect(rangeError({ startDate: '', endDate: '2026-11-25' })).toBe(INVALID_RANGE_MESSAGE);
    expect(rangeError({ startDate: '2026-02-30', endDate: '2026-03-02' })).toBe(INVALID_RANGE_MESSAGE);
    expect(rangeError({ startDate: '11/01/2026', endDate: '2026-11-25' })).toBe(INVALID_RANGE_MESSAGE);
  });

  it('writes a local day as YYYY-MM-DD', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('dates and labels', () => {
  it('shows days as MM/DD/YYYY', () => {
    expect(formatUsDate('2026-11-03')).toBe('11/03/2026');
    expect(formatUsDate('2026-11-03T23:30:00.000Z')).toBe('11/03/2026');
    expect(formatUsDate(null)).toBe('—');
  });

  it("labels a visit 'Visit: {id} - {date} - {status name}' with the visit's own id", () => {
    const id = btoa('Visit:5b0c1d2e-0000-4000-8000-00000000abcd');
    expect(visitOptionLabel({ id, createdAt: '2026-11-20T15:04:00.000Z', status: { name: 'Dx Ordered' } })).toBe(
      'Visit: 5b0c1d2e-0000-4000-8000-00000000abcd - 11/20/2026 - Dx Ordered',
    );
    expect(rawIdOf('not base64 at all!')).toBe('not base64 at all!');
  });

  it("says why a pet is suggested", () => {
    expect(matchReasons(['name', 'parent', 'species'])).toBe('Matches pet name, parent and species');
    expect(matchReasons(['parent'])).toBe('Matches parent');
    expect(matchReasons([])).toBe('Similar record');
  });

  it('shows the weight with its unit', () => {
    expect(formatWeight(72.4, 'lb(s)')).toBe('72.4 lb(s)');
    expect(formatWeight(null, 'kg(s)')).toBe('N/A');
  });
});
