import { describe, expect, it } from 'vitest';
import { formatPetAge } from './petAge';

const today = new Date('2026-11-23T15:00:00Z');

describe('formatPetAge (profile rule: days under 30, N mos from 30, whole years from 365)', () => {
  it('counts days under 30 days', () => {
    expect(formatPetAge('2026-11-23', today)).toBe('0 days');
    expect(formatPetAge('2026-11-22', today)).toBe('1 day');
    expect(formatPetAge('2026-11-11', today)).toBe('12 days');
    expect(formatPetAge('2026-10-25', today)).toBe('29 days');
  });

  it("shows 'N mos' from 30 days, with 30-day months", () => {
    expect(formatPetAge('2026-10-24', today)).toBe('1 mos');
    expect(formatPetAge('2026-05-28', today)).toBe('5 mos'); // 179 days
    expect(formatPetAge('2026-05-27', today)).toBe('6 mos'); // 180 days
    // 364 days: still months (12 × 30 = 360).
    expect(formatPetAge('2025-11-24', today)).toBe('12 mos');
  });

  it('shows whole years from 365 days, with 365-day years', () => {
    expect(formatPetAge('2025-11-23', today)).toBe('1 year');
    expect(formatPetAge('2024-11-23', today)).toBe('2 years'); // 730 days
    // 1095 days are 3 years of 365 days, one day before the calendar's third birthday.
    expect(formatPetAge('2023-11-24', today)).toBe('3 years');
    expect(formatPetAge('11/23/2019', today)).toBe('7 years');
  });

  it('answers N/A without a usable date of birth', () => {
    expect(formatPetAge(null, today)).toBe('N/A');
    expect(formatPetAge('', today)).toBe('N/A');
    expect(formatPetAge('2027-01-01', today)).toBe('N/A');
    expect(formatPetAge('not a date', today)).toBe('N/A');
  });
});
