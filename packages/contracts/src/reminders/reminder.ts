// A pet's vaccination and other reminders (spec 002 section 5: the 'Add New Vaccination' / 'Edit
// Vaccination' and 'Add New Reminder' modals): what a create or a change must hold, with the
// spec's messages, and the reminders as the main service answers them (snake_case,
// docs/reminders.md), each field named once. The main service validates its request bodies with
// the `*Wire` schemas, the gateway's bodies are their inputs, and the gateway parses main's answers
// with the `*Answer` schemas (gateway/src/reminders/reminder-wire.ts). Dates are written
// MM/DD/YYYY and read as YYYY-MM-DD.
import { z } from 'zod/mini';
import { answerId, answerNumber, orNull, trueFlag } from '../answer.ts';
import { basedOnVersion, MAX_ID_LENGTH, optionalId, parseUsDate, requiredId } from '../text.ts';
import { checkedWire, wire, wireKeys } from '../wire.ts';

export const REMINDER_MESSAGES = {
  category: 'Select vaccination category',
  givenDate: 'Select given date',
  type: 'Select vaccination type',
  product: 'Select product name',
  manufacturer: "Select manufacturer's name",
  lotNumber: 'Enter lot number',
  lotNumberTooLong: 'The lot number can be at most 100 characters.',
  expiryDate: 'Select expiry date',
  reminderDate: 'Select reminder date',
  reminder: 'Enter reminder',
  reminderTooLong: 'A reminder can be at most 500 characters.',
  date: 'Select date',
  lastGivenDate: 'Select last given date',
  nameTooLong: 'A name can be at most 200 characters.',
  pet: 'Please select a pet.',
  visit: 'Reminders are charted in a visit: name the visit (visit_id).',
  version: 'Name the version of the reminder this change is based on (based_on_version).',
  expiryBeforeGiven: 'The expiry date cannot be before the given date.',
  dateFormat: (what: string) => `The ${what} must be a real date written MM/DD/YYYY.`,
} as const;
const M = REMINDER_MESSAGES;

/** The spec's REST names that are not the snake_case of the field's name. */
export const VACCINATION_REMINDER_WIRE_NAMES = { manufacturerId: 'manufacturers_id', manufacturerName: 'manufacturers_name' } as const;

// --- The bodies the gateway sends

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A required MM/DD/YYYY date, as YYYY-MM-DD. */
const usDate = (required: string, what: string) =>
  z.pipe(
    z.string({ error: required }).check(
      z.trim(),
      // An empty date is "not selected", not also a badly written one.
      z.minLength(1, { error: required, abort: true }),
      z.refine((value) => parseUsDate(value) !== null, M.dateFormat(what)),
    ),
    z.transform((value) => parseUsDate(value)!),
  );

const requiredText = (message: string, max: number, tooLong: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** An id of the clinic's vaccine lists (inventory); anything that is not an id is "not chosen". */
const listId = (message: string) => z.string({ error: message }).check(z.trim(), z.maxLength(MAX_ID_LENGTH, message), z.refine((value) => UUID.test(value), message));
/** The chosen entry's name, kept as it was when chosen. */
const listName = z._default(z.string().check(z.trim(), z.maxLength(200, M.nameTooLong)), '');

/** Where a write is charted: the visit, and the reason for modification of a read-only one. */
const chartingPlace = {
  visitId: requiredId(M.visit),
  visitModificationId: optionalId(),
};

/** A vaccination's charted fields, in the order the audit lists what changed. */
const vaccinationShape = {
  vaccinationCategoryId: listId(M.category),
  vaccinationCategory: listName,
  vaccineTypeId: listId(M.type),
  vaccineType: listName,
  vaccineId: listId(M.product),
  productName: listName,
  manufacturerId: listId(M.manufacturer),
  manufacturerName: listName,
  lotNumber: requiredText(M.lotNumber, 100, M.lotNumberTooLong),
  givenDate: usDate(M.givenDate, 'given date'),
  expirationDate: usDate(M.expiryDate, 'expiry date'),
  reminderDate: usDate(M.reminderDate, 'reminder date'),
};

/** An other reminder's charted fields. */
const otherReminderShape = {
  reminder: requiredText(M.reminder, 500, M.reminderTooLong),
  date: usDate(M.date, 'date'),
  lastGivenDate: usDate(M.lastGivenDate, 'last given date'),
};

type VaccinationFields = { [K in keyof typeof vaccinationShape]: string };

/** Each chosen list entry comes with its name; the expiry follows the given date. */
function vaccinationChecks(value: VaccinationFields, problem: (field: keyof typeof vaccinationShape, message: string) => void) {
  const pairs: [keyof VaccinationFields, keyof VaccinationFields, string][] = [
    ['vaccinationCategoryId', 'vaccinationCategory', M.category],
    ['vaccineTypeId', 'vaccineType', M.type],
    ['vaccineId', 'productName', M.product],
    ['manufacturerId', 'manufacturerName', M.manufacturer],
  ];
  for (const [id, name, message] of pairs) if (!value[name]) problem(id, message);
  // A date that failed to parse has its own issue already; compare only parsed (YYYY-MM-DD) dates.
  const parsed = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);
  if (parsed(value.givenDate) && parsed(value.expirationDate) && value.expirationDate < value.givenDate) problem('expirationDate', M.expiryBeforeGiven);
}

const version = { basedOnVersion: basedOnVersion(M.version) };
const petId = { petId: requiredId(M.pet) };

/** POST /vaccination-reminders. */
export const vaccinationReminderCreateWire = checkedWire({ ...chartingPlace, ...vaccinationShape, ...petId }, VACCINATION_REMINDER_WIRE_NAMES, vaccinationChecks);
export type VaccinationReminderCreate = z.output<typeof vaccinationReminderCreateWire>;

/** PATCH /vaccination-reminders/{id}: the whole reminder again, naming the version it was based on. */
export const vaccinationReminderUpdateWire = checkedWire({ ...chartingPlace, ...vaccinationShape, ...version }, VACCINATION_REMINDER_WIRE_NAMES, vaccinationChecks);
export type VaccinationReminderUpdate = z.output<typeof vaccinationReminderUpdateWire>;

/** POST /other-reminders. */
export const otherReminderCreateWire = wire({ ...chartingPlace, ...otherReminderShape, ...petId });
export type OtherReminderCreate = z.output<typeof otherReminderCreateWire>;

/** PATCH /other-reminders/{id}. */
export const otherReminderUpdateWire = wire({ ...chartingPlace, ...otherReminderShape, ...version });
export type OtherReminderUpdate = z.output<typeof otherReminderUpdateWire>;

/** The charted fields of each kind (camelCase), in the order the audit lists what changed. */
export const VACCINATION_FIELDS = Object.keys(vaccinationShape) as (keyof typeof vaccinationShape)[];
export const OTHER_REMINDER_FIELDS = Object.keys(otherReminderShape) as (keyof typeof otherReminderShape)[];
/** Their REST names: the service's columns. */
export const VACCINATION_COLUMNS = wireKeys(vaccinationShape, VACCINATION_REMINDER_WIRE_NAMES);
export const OTHER_REMINDER_COLUMNS = wireKeys(otherReminderShape);

// --- The main service's answers

/** What every reminder carries: its pet, the visit it was charted in (none for older ones) and who changed it when. */
const reminderShape = {
  id: answerId,
  petId: answerId,
  visitId: orNull(answerId),
  source: z.string(),
  isEditable: trueFlag,
  visitModificationId: orNull(answerId),
  version: answerNumber,
  createdByName: z.string(),
  updatedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};


export const vaccinationReminderAnswer = wire(
  {
    ...reminderShape,
    vaccinationCategoryId: orNull(answerId),
    vaccinationCategory: z.string(),
    vaccineTypeId: orNull(answerId),
    vaccineType: z.string(),
    vaccineId: orNull(answerId),
    productName: z.string(),
    manufacturerId: orNull(answerId),
    manufacturerName: z.string(),
    lotNumber: z.string(),
    givenDate: z.string(),
    expirationDate: z.string(),
    reminderDate: z.string(),
    vaccineStatus: z.string(),
  },
  VACCINATION_REMINDER_WIRE_NAMES,
);
export type VaccinationReminder = z.output<typeof vaccinationReminderAnswer>;

export const otherReminderAnswer = wire({ ...reminderShape, reminder: z.string(), date: z.string(), lastGivenDate: z.string() });
export type OtherReminder = z.output<typeof otherReminderAnswer>;
