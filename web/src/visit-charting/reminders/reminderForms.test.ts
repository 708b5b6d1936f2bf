import { REMINDER_MESSAGES } from '@vetchart/contracts/reminders/reminder';
import { describe, expect, it } from 'vitest';
import {
  fromUsDate,
  otherReminderInputOf,
  otherReminderSchema,
  otherReminderValuesOf,
  removeQuestion,
  toUsDate,
  vaccinationInputOf,
  vaccinationSchema,
  vaccinationValuesOf,
  vaccineStatusTone,
} from './reminderForms';

const filled = {
  categoryId: 'VmFjY2luZUNhdGVnb3J5OjE=',
  vaccineTypeId: 'type',
  vaccineId: 'vaccine',
  manufacturerId: 'maker',
  lotNumber: ' LOT-7 ',
  givenDate: '2025-03-01',
  expirationDate: '2026-03-01',
  reminderDate: '2026-02-15',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('reminder dates', () => {
  it('turn a date input value into MM/DD/YYYY and back', () => {
    expect(toUsDate('2025-03-09')).toBe('03/09/2025');
    expect(fromUsDate('03/09/2025')).toBe('2025-03-09');
    expect(toUsDate('')).toBe('');
    expect(fromUsDate('2025-03-09')).toBe('');
  });
});

describe('the vaccination form', () => {
  it("answers each empty field with the spec's message", () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, '']));
    expect(messages(vaccinationSchema.safeParse(empty))).toEqual({
      categoryId: 'Select vaccination category',
      vaccineTypeId: 'Select vaccination type',
      vaccineId: 'Select product name',
      manufacturerId: "Select manufacturer's name",
      lotNumber: 'Enter lot number',
      givenDate: 'Select given date',
      expirationDate: 'Select expiry date',
      reminderDate: 'Select reminder date',
    });
  });

  it('refuses an expiry before the given date, and takes the same day', () => {
    expect(messages(vaccinationSchema.safeParse({ ...filled, expirationDate: '2025-02-28' }))).toEqual({ expirationDate: REMINDER_MESSAGES.expiryBeforeGiven });
    expect(vaccinationSchema.safeParse({ ...filled, expirationDate: '2025-03-01' }).success).toBe(true);
  });

  it('sends MM/DD/YYYY dates and a trimmed lot number, and reads a saved row back', () => {
    const input = vaccinationInputOf(vaccinationSchema.parse(filled));
    expect(input).toMatchObject({ lotNumber: 'LOT-7', givenDate: '03/01/2025', expirationDate: '03/01/2026', reminderDate: '02/15/2026' });
    const row = { ...input, vaccinationCategoryId: filled.categoryId, vaccineTypeId: 'type', vaccineId: 'vaccine', manufacturerId: null };
    expect(vaccinationValuesOf(row)).toEqual({ ...filled, lotNumber: 'LOT-7', manufacturerId: '' });
  });
});

describe('the other reminder form', () => {
  it("answers each empty field with the spec's message", () => {
    expect(messages(otherReminderSchema.safeParse({ reminder: '  ', date: '', lastGivenDate: '' }))).toEqual({
      reminder: 'Enter reminder',
      date: 'Select date',
      lastGivenDate: 'Select last given date',
    });
  });

  it('maps to the input and back', () => {
    const input = otherReminderInputOf({ reminder: ' Heartworm test ', date: '2026-01-31', lastGivenDate: '2025-01-31' });
    expect(input).toEqual({ reminder: 'Heartworm test', date: '01/31/2026', lastGivenDate: '01/31/2025' });
    expect(otherReminderValuesOf(input)).toEqual({ reminder: 'Heartworm test', date: '2026-01-31', lastGivenDate: '2025-01-31' });
  });
});

describe('the table', () => {
  it("asks before removing, naming the item, and colours the server's status", () => {
    expect(removeQuestion('Rabies 1yr')).toBe('Are you sure to remove Rabies 1yr?');
    expect(vaccineStatusTone('Current, 03/01/2026')).toBe('current');
    expect(vaccineStatusTone('Past Due, 03/01/2024')).toBe('pastDue');
    expect(vaccineStatusTone('')).toBe('unknown');
  });
});
