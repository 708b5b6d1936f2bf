import { describe, expect, it } from 'vitest';
import { requireTimeZone, todayIn, vaccineStatus, vaccineStatusName } from './vaccine-status.ts';

describe('vaccine status', () => {
  const today = '2026-03-10';

  it('is Past Due for an expiration of yesterday (the ambiguous day, decided in docs/reminders.md)', () => {
    expect(vaccineStatus('2026-03-09', today)).toBe('Past Due, 03/09/2026');
  });

  it('is Current for an expiration of today and of tomorrow', () => {
    expect(vaccineStatus('2026-03-10', today)).toBe('Current, 03/10/2026');
    expect(vaccineStatus('2026-03-11', today)).toBe('Current, 03/11/2026');
  });

  it('is Past Due long ago and Current far ahead, across month and year ends', () => {
    expect(vaccineStatusName('2025-12-31', '2026-01-01')).toBe('Past Due');
    expect(vaccineStatusName('2026-01-01', '2026-01-01')).toBe('Current');
    expect(vaccineStatusName('2019-05-01', today)).toBe('Past Due');
    expect(vaccineStatusName('2031-05-01', today)).toBe('Current');
  });

  it("takes today in the clinic's time zone: the same instant is two different days", () => {
    // 03:30 UTC on March 10 is still the evening of March 9 in Chicago.
    const instant = new Date('2026-03-10T03:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-10');
    expect(todayIn('America/Chicago', instant)).toBe('2026-03-09');
    expect(todayIn('Asia/Tokyo', new Date('2026-03-09T16:00:00Z'))).toBe('2026-03-10');
    // An expiration of March 9 is Current in Chicago (today there) and Past Due in UTC (yesterday).
    expect(vaccineStatus('2026-03-09', todayIn('America/Chicago', instant))).toBe('Current, 03/09/2026');
    expect(vaccineStatus('2026-03-09', todayIn('UTC', instant))).toBe('Past Due, 03/09/2026');
  });

  it('accepts IANA time zones, defaults to UTC and refuses unknown names', () => {
    expect(requireTimeZone(undefined)).toBe('UTC');
    expect(requireTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(() => requireTimeZone('Mars/Olympus')).toThrow('Unknown time zone.');
  });
});
