// The 'Add New Vaccination' / 'Edit Vaccination' and 'Add New Reminder' / 'Edit Reminder' forms
// (spec 002 section 5) with the spec's messages, and how their values become the mutations' inputs.
// The date inputs hold YYYY-MM-DD (the browser's date picker); the API takes and answers MM/DD/YYYY.
import { z } from 'zod/mini';

export const SELECT_CATEGORY = 'Select vaccination category';
export const SELECT_TYPE = 'Select vaccination type';
export const SELECT_PRODUCT = 'Select product name';
export const SELECT_MANUFACTURER = "Select manufacturer's name";
export const ENTER_LOT_NUMBER = 'Enter lot number';
export const SELECT_GIVEN_DATE = 'Select given date';
export const SELECT_EXPIRY_DATE = 'Select expiry date';
export const SELECT_REMINDER_DATE = 'Select reminder date';
export const EXPIRY_BEFORE_GIVEN = 'The expiry date cannot be before the given date.';
export const ENTER_REMINDER = 'Enter reminder';
export const SELECT_DATE = 'Select date';
export const SELECT_LAST_GIVEN_DATE = 'Select last given date';
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
    categoryId: required(SELECT_CATEGORY),
    vaccineTypeId: required(SELECT_TYPE),
    vaccineId: required(SELECT_PRODUCT),
    manufacturerId: required(SELECT_MANUFACTURER),
    lotNumber: z.string().check(z.trim(), z.minLength(1, ENTER_LOT_NUMBER), z.maxLength(100, 'The lot number can be at most 100 characters.')),
    givenDate: required(SELECT_GIVEN_DATE),
    expirationDate: required(SELECT_EXPIRY_DATE),
    reminderDate: required(SELECT_REMINDER_DATE),
  })
  .check(
    z.refine((value) => !value.givenDate || !value.expirationDate || value.expirationDate >= value.givenDate, {
      error: EXPIRY_BEFORE_GIVEN,
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
  reminder: z.string().check(z.trim(), z.minLength(1, ENTER_REMINDER), z.maxLength(500, 'A reminder can be at most 500 characters.')),
  date: required(SELECT_DATE),
  lastGivenDate: required(SELECT_LAST_GIVEN_DATE),
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
