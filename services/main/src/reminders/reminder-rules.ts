// What a vaccination reminder and an other (general) reminder must hold (spec 002 section 5: the
// 'Add New Vaccination' / 'Edit Vaccination' and 'Add New Reminder' modals), with the spec's
// messages. Dates are written MM/DD/YYYY and parsed to YYYY-MM-DD.
import { z } from 'zod';
import { MAX_ID_LENGTH, optionalId, requiredId } from '@vetchart/platform/text-limits';
import { isUuid, parseUsDate } from '../scope.ts';

export const SELECT_CATEGORY = 'Select vaccination category';
export const SELECT_GIVEN_DATE = 'Select given date';
export const SELECT_TYPE = 'Select vaccination type';
export const SELECT_PRODUCT = 'Select product name';
export const SELECT_MANUFACTURER = "Select manufacturer's name";
export const ENTER_LOT_NUMBER = 'Enter lot number';
export const SELECT_EXPIRY_DATE = 'Select expiry date';
export const SELECT_REMINDER_DATE = 'Select reminder date';
export const ENTER_REMINDER = 'Enter reminder';
export const SELECT_DATE = 'Select date';
export const SELECT_LAST_GIVEN_DATE = 'Select last given date';

export const VISIT_REQUIRED = 'Reminders are charted in a visit: name the visit (visit_id).';
export const VERSION_REQUIRED = 'Name the version of the reminder this change is based on (based_on_version).';
export const EXPIRY_BEFORE_GIVEN = 'The expiry date cannot be before the given date.';
const dateFormat = (what: string) => `The ${what} must be a real date written MM/DD/YYYY.`;

/** A required MM/DD/YYYY date, as YYYY-MM-DD. */
const usDate = (required: string, what: string) =>
  z
    .string({ error: required })
    .trim()
    // An empty date is "not selected", not also a badly written one.
    .min(1, { error: required, abort: true })
    .refine((value) => parseUsDate(value) !== null, dateFormat(what))
    .transform((value) => parseUsDate(value)!);

const requiredText = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** An id of the clinic's vaccine lists (inventory); anything that is not an id is "not chosen". */
const listId = (message: string) => z.string({ error: message }).trim().max(MAX_ID_LENGTH, message).refine(isUuid, message);
const listName = z.string().trim().max(200, 'A name can be at most 200 characters.').default('');

const visitFields = {
  visit_id: requiredId(VISIT_REQUIRED),
  /** The reason for modification of a read-only visit the change is made under. */
  visit_modification_id: optionalId(),
};

const vaccinationObject = z.object({
  ...visitFields,
  vaccination_category_id: listId(SELECT_CATEGORY),
  vaccination_category: listName,
  vaccine_type_id: listId(SELECT_TYPE),
  vaccine_type: listName,
  vaccine_id: listId(SELECT_PRODUCT),
  product_name: listName,
  manufacturers_id: listId(SELECT_MANUFACTURER),
  manufacturers_name: listName,
  lot_number: requiredText(ENTER_LOT_NUMBER, 100, 'The lot number can be at most 100 characters.'),
  given_date: usDate(SELECT_GIVEN_DATE, 'given date'),
  expiration_date: usDate(SELECT_EXPIRY_DATE, 'expiry date'),
  reminder_date: usDate(SELECT_REMINDER_DATE, 'reminder date'),
});

/** Each chosen list entry comes with its name (kept as it was when chosen); the expiry follows the given date. */
function vaccinationChecks(value: z.infer<typeof vaccinationObject>, ctx: z.RefinementCtx) {
  const pairs: [keyof typeof value, keyof typeof value, string][] = [
    ['vaccination_category_id', 'vaccination_category', SELECT_CATEGORY],
    ['vaccine_type_id', 'vaccine_type', SELECT_TYPE],
    ['vaccine_id', 'product_name', SELECT_PRODUCT],
    ['manufacturers_id', 'manufacturers_name', SELECT_MANUFACTURER],
  ];
  for (const [id, name, message] of pairs) if (!value[name]) ctx.addIssue({ code: 'custom', path: [id], message });
  // A date that failed to parse has its own issue already; compare only parsed (YYYY-MM-DD) dates.
  const parsed = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);
  if (parsed(value.given_date) && parsed(value.expiration_date) && value.expiration_date < value.given_date) ctx.addIssue({ code: 'custom', path: ['expiration_date'], message: EXPIRY_BEFORE_GIVEN });
}

const basedOnVersion = { based_on_version: z.number({ error: VERSION_REQUIRED }).int(VERSION_REQUIRED).min(1, VERSION_REQUIRED) };
const petId = { pet_id: requiredId('Please select a pet.') };

export const createVaccinationBody = vaccinationObject.extend(petId).superRefine(vaccinationChecks);
export const updateVaccinationBody = vaccinationObject.extend(basedOnVersion).superRefine(vaccinationChecks);

const otherObject = z.object({
  ...visitFields,
  reminder: requiredText(ENTER_REMINDER, 500, 'A reminder can be at most 500 characters.'),
  date: usDate(SELECT_DATE, 'date'),
  last_given_date: usDate(SELECT_LAST_GIVEN_DATE, 'last given date'),
});

export const createOtherReminderBody = otherObject.extend(petId);
export const updateOtherReminderBody = otherObject.extend(basedOnVersion);

/** The charted fields of each kind, in the order the audit lists what changed. */
export const VACCINATION_FIELDS = [
  'vaccination_category_id',
  'vaccination_category',
  'vaccine_type_id',
  'vaccine_type',
  'vaccine_id',
  'product_name',
  'manufacturers_id',
  'manufacturers_name',
  'lot_number',
  'given_date',
  'expiration_date',
  'reminder_date',
] as const;
export const OTHER_REMINDER_FIELDS = ['reminder', 'date', 'last_given_date'] as const;
export const DATE_FIELDS = new Set(['given_date', 'expiration_date', 'reminder_date', 'date', 'last_given_date']);
