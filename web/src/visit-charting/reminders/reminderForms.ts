// The 'Add New Vaccination' / 'Edit Vaccination' and 'Add New Reminder' / 'Edit Reminder' forms
// (spec 002 section 5) with the spec's messages, and how their values become the mutations' inputs.
// The date inputs hold YYYY-MM-DD (the browser's date picker); the API takes and answers MM/DD/YYYY.
import { REMINDER_MESSAGES } from '@vetchart/contracts/reminders/reminder';
import { z } from 'zod/mini';

// The spec's messages are the contract's REMINDER_MESSAGES (the service answers the same ones).
export const SELECT_REMINDER_TYPE = 'Select reminder type';

/** YYYY-MM-DD (a date input's value) as MM/DD/YYYY; '' for anything else. */
export function toUsDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** MM/DD/YYYY (as the API answers) as YYYY-MM-DD for a date input; '' for anything else. */
export function fromUsDate(us: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const vaccinationSchema = z
  .object({
    categoryId: required(REMINDER_MESSAGES.category),
    vaccineTypeId: required(REMINDER_MESSAGES.type),
    vaccineId: required(REMINDER_MESSAGES.product),
    manufacturerId: required(REMINDER_MESSAGES.manufacturer),
    lotNumber: z.string().check(z.trim(), z.minLength(1, REMINDER_MESSAGES.lotNumber), z.maxLength(100, 'The lot number can be at most 100 characters.')),
    givenDate: required(REMINDER_MESSAGES.givenDate),
    expirationDate: required(REMINDER_MESSAGES.expiryDate),
    reminderDate: required(REMINDER_MESSAGES.reminderDate),
  })
  .check(
    z.refine((value) => !value.givenDate || !value.expirationDate || value.expirationDate >= value.givenDate, {
      error: REMINDER_MESSAGES.expiryBeforeGiven,
      path: ['expirationDate'],
    }),
  );
export type VaccinationValues = z.infer<typeof vaccinationSchema>;
export const VACCINATION_PATHS = ['categoryId', 'vaccineTypeId', 'vaccineId', 'manufacturerId', 'lotNumber', 'givenDate', 'expirationDate', 'reminderDate'];

export const EMPTY_VACCINATION: VaccinationValues = {
  categoryId: '',
  vaccineTypeId: '',
  vaccineId: '',
  manufacturerId: '',
  lotNumber: '',
  givenDate: '',
  expirationDate: '',
  reminderDate: '',
};

export interface VaccinationRow {
  readonly vaccinationCategoryId: string | null | undefined;
  readonly vaccineTypeId: string | null | undefined;
  readonly vaccineId: string | null | undefined;
  readonly manufacturerId: string | null | undefined;
  readonly lotNumber: string;
  readonly givenDate: string;
  readonly expirationDate: string;
  readonly reminderDate: string;
}

/** A saved vaccination as the edit form's values. */
export function vaccinationValuesOf(row: VaccinationRow): VaccinationValues {
  return {
    categoryId: row.vaccinationCategoryId ?? '',
    vaccineTypeId: row.vaccineTypeId ?? '',
    vaccineId: row.vaccineId ?? '',
    manufacturerId: row.manufacturerId ?? '',
    lotNumber: row.lotNumber,
    givenDate: fromUsDate(row.givenDate),
    expirationDate: fromUsDate(row.expirationDate),
    reminderDate: fromUsDate(row.reminderDate),
  };
}

/** The form's values as the fields of AddVaccinationReminderInput / UpdateVaccinationReminderInput. */
export function vaccinationInputOf(values: VaccinationValues) {
  return {
    categoryId: values.categoryId,
    vaccineTypeId: values.vaccineTypeId,
    vaccineId: values.vaccineId,
    manufacturerId: values.manufacturerId,
    lotNumber: values.lotNumber.trim(),
    givenDate: toUsDate(values.givenDate),
    expirationDate: toUsDate(values.expirationDate),
    reminderDate: toUsDate(values.reminderDate),
  };
}

export const otherReminderSchema = z.object({
  reminder: z.string().check(z.trim(), z.minLength(1, REMINDER_MESSAGES.reminder), z.maxLength(500, 'A reminder can be at most 500 characters.')),
  date: required(REMINDER_MESSAGES.date),
  lastGivenDate: required(REMINDER_MESSAGES.lastGivenDate),
});
export type OtherReminderValues = z.infer<typeof otherReminderSchema>;
export const OTHER_REMINDER_PATHS = ['reminder', 'date', 'lastGivenDate'];
export const EMPTY_OTHER_REMINDER: OtherReminderValues = { reminder: '', date: '', lastGivenDate: '' };

export function otherReminderValuesOf(row: { readonly reminder: string; readonly date: string; readonly lastGivenDate: string }): OtherReminderValues {
  return { reminder: row.reminder, date: fromUsDate(row.date), lastGivenDate: fromUsDate(row.lastGivenDate) };
}

export function otherReminderInputOf(values: OtherReminderValues) {
  return { reminder: values.reminder.trim(), date: toUsDate(values.date), lastGivenDate: toUsDate(values.lastGivenDate) };
}

/** The confirmation before a delete (spec 002 section 5). */
export const removeQuestion = (itemName: string) => `Are you sure to remove ${itemName}?`;

/** 'Current, MM/DD/YYYY' or 'Past Due, MM/DD/YYYY' (the server's wording) as its tone in the table. */
export function vaccineStatusTone(status: string): 'current' | 'pastDue' | 'unknown' {
  if (status.startsWith('Current')) return 'current';
  if (status.startsWith('Past Due')) return 'pastDue';
  return 'unknown';
}
