// Clinic hospital settings (spec 000 section 5, Hospital contact; spec 001 section 3, Clinic): the
// one written definition of the settings' fields, rules and messages. The auth service validates
// PUT /clinic with `clinicUpdateWire` and answers `ClinicWire`, the gateway parses it with
// `clinicWire`, and the web's hospital settings form validates with `clinicSettings`.
import { z } from 'zod/mini';
import { isPoBox, PO_BOX_MESSAGE } from '../address.ts';
import { choice, fileAddress, optionalText, requiredText } from '../text.ts';
import { wire } from '../wire.ts';

export const CLINIC_WEIGHT_UNITS = ['kilograms', 'pound'] as const;
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
/** UTC and the common regions of the clinics the product serves (the spec names no full list). */
export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

export const CLINIC_MESSAGES = {
  clinicCode: 'Please select a clinic.',
  clinicCodeTooLong: 'A clinic code can be at most 64 characters.',
  name: 'Please enter hospital name',
  email: 'Please enter email',
  emailInvalid: 'Invalid email!',
  phone: 'Please enter phone number',
  phoneInvalid: 'Invalid phone number',
  contactName: 'Please enter contact name',
  taxRate: 'Please enter tax rate',
  taxRateInvalid: 'Tax rate must be a number from 0 to 100 with at most 3 decimals.',
  city: 'Please enter city',
  state: 'Please enter state',
  zip: 'Please enter zip',
  timezone: 'Please select timezone',
  weightUnit: 'Please select weight unit',
  temperatureUnit: 'Please select temperature unit',
  avatar: 'Invalid logo address.',
} as const;

/** An address's longest form (RFC 5321); a longer one is not an address at all. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Required; a number from 0 to 100 with at most 3 decimals. The form's text field sends its text,
 * the API a number: both are read the same way and yield the number.
 */
const taxRate = z.pipe(
  z.union([z.number(), z.string(), z.null(), z.undefined()]),
  z.transform((value, context) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (!text) {
      context.issues.push({ code: 'custom', message: CLINIC_MESSAGES.taxRate, input: value });
      return z.NEVER;
    }
    const number = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(number) || number < 0 || number > 100 || Math.abs(number * 1000 - Math.round(number * 1000)) > 1e-6) {
      context.issues.push({ code: 'custom', message: CLINIC_MESSAGES.taxRateInvalid, input: value });
      return z.NEVER;
    }
    return number;
  }),
);

/** What the hospital settings form edits. */
export const clinicSettingsShape = {
  name: requiredText(CLINIC_MESSAGES.name, 120, 'Hospital name must be at most 120 characters.'),
  email: z.pipe(
    requiredText(CLINIC_MESSAGES.email, MAX_EMAIL_LENGTH, CLINIC_MESSAGES.emailInvalid),
    z.email(CLINIC_MESSAGES.emailInvalid),
  ),
  phone: requiredText(CLINIC_MESSAGES.phone, 12, CLINIC_MESSAGES.phoneInvalid).check(z.regex(/^(\+?[0-9 ()-]+)?$/, CLINIC_MESSAGES.phoneInvalid)),
  contactName: requiredText(CLINIC_MESSAGES.contactName, 120, 'Contact name must be at most 120 characters.'),
  taxRate,
  address1: optionalText(100, 'Address must be at most 100 characters.').check(z.refine((value) => !value || !isPoBox(value), PO_BOX_MESSAGE)),
  address2: optionalText(80, 'Address line 2 must be at most 80 characters.'),
  city: requiredText(CLINIC_MESSAGES.city, 100, 'City must be at most 100 characters.'),
  state: requiredText(CLINIC_MESSAGES.state, 100, 'State must be at most 100 characters.'),
  zip: requiredText(CLINIC_MESSAGES.zip, 20, 'Zip must be at most 20 characters.'),
  // Any text is taken in (the gateway passes the GraphQL strings on) and refused with the spec's message unless it is one of the list.
  timezone: choice(TIMEZONES, CLINIC_MESSAGES.timezone),
  weightUnit: choice(CLINIC_WEIGHT_UNITS, CLINIC_MESSAGES.weightUnit),
  temperatureUnit: choice(TEMPERATURE_UNITS, CLINIC_MESSAGES.temperatureUnit),
  avatar: fileAddress(CLINIC_MESSAGES.avatar),
};

/** The hospital settings form's values. */
export const clinicSettings = z.object(clinicSettingsShape);
export type ClinicSettingsInput = z.input<typeof clinicSettings>;
export type ClinicSettings = z.output<typeof clinicSettings>;

/** PUT /clinic: the settings of the clinic named by its code. */
export const clinicUpdateWire = wire({
  clinicCode: requiredText(CLINIC_MESSAGES.clinicCode, 64, CLINIC_MESSAGES.clinicCodeTooLong),
  ...clinicSettingsShape,
});
export type ClinicUpdate = z.output<typeof clinicUpdateWire>;

/** A clinic as the auth service answers it (GET /clinic/{code}, PUT /clinic, the session's clinics). */
export const clinicShape = {
  id: z.string(),
  organizationId: z.string(),
  clinicCode: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  contactName: z.nullable(z.string()),
  taxRate: z.nullable(z.number()),
  address1: z.nullable(z.string()),
  address2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  country: z.string(),
  timezone: z.string(),
  avatar: z.nullable(z.string()),
  weightUnit: z.string(),
  temperatureUnit: z.string(),
};
export const clinicWire = wire(clinicShape);
/** The service's JSON for a clinic (snake_case). */
export type ClinicWire = z.input<typeof clinicWire>;
export type Clinic = z.output<typeof clinicWire>;

const textOrNone = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);

/** A clinic as a user's list of clinics carries it: only id, code and name are sure (the rest is none when left out). */
export const clinicSummaryAnswer = wire({
  id: z.coerce.string(),
  clinicCode: z.string(),
  name: z.string(),
  email: textOrNone,
  phone: textOrNone,
  contactName: textOrNone,
  /** A number or a numeric string (PostgreSQL numeric). */
  taxRate: z.pipe(
    z.nullish(z.union([z.number(), z.string()])),
    z.transform((value) => (value === null || value === undefined ? null : Number(value))),
  ),
  address1: textOrNone,
  address2: textOrNone,
  city: textOrNone,
  state: textOrNone,
  zip: textOrNone,
  country: textOrNone,
  timezone: textOrNone,
  avatar: textOrNone,
  weightUnit: textOrNone,
  temperatureUnit: textOrNone,
});
export type ClinicSummary = z.output<typeof clinicSummaryAnswer>;
