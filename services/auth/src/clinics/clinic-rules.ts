// The hospital contact rules of spec section 5 (Hospital contact), with its messages. The web
// form holds the same rules (web/src/clinic/clinicFormSchema.ts); these are the ones that count.
import { z } from 'zod';
import { isPoBox } from '@vetchart/platform/address';

export const WEIGHT_UNITS = ['kilograms', 'pound'] as const;
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

// The PO Box matcher is shared with the pet parent rules of the main service.
export { PO_BOX_PATTERN, isPoBox } from '@vetchart/platform/address';

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const optional = (max: number, tooLong: string) =>
  z
    .string({ error: 'Please enter text.' })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const TAX_RATE_MESSAGE = 'Tax rate must be a number from 0 to 100 with at most 3 decimals.';

export const clinicBody = z.object({
  clinic_code: z.string({ error: 'Please select a clinic.' }).trim().min(1, 'Please select a clinic.').max(64, 'A clinic code can be at most 64 characters.'),
  name: required('Please enter hospital name', 120, 'Hospital name must be at most 120 characters.'),
  email: z.string({ error: 'Please enter email' }).trim().min(1, 'Please enter email').max(254, 'Invalid email!').pipe(z.email('Invalid email!')),
  phone: z
    .string({ error: 'Please enter phone number' })
    .trim()
    .min(1, 'Please enter phone number')
    .max(12, 'Invalid phone number')
    .regex(/^(\+?[0-9 ()-]+)?$/, 'Invalid phone number'),
  contact_name: required('Please enter contact name', 120, 'Contact name must be at most 120 characters.'),
  tax_rate: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Please enter tax rate' : TAX_RATE_MESSAGE) })
    .min(0, TAX_RATE_MESSAGE)
    .max(100, TAX_RATE_MESSAGE)
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, TAX_RATE_MESSAGE),
  address1: optional(100, 'Address must be at most 100 characters.').refine((value) => !value || !isPoBox(value), 'PO Box is not allowed!'),
  address2: optional(80, 'Address line 2 must be at most 80 characters.'),
  city: required('Please enter city', 100, 'City must be at most 100 characters.'),
  state: required('Please enter state', 100, 'State must be at most 100 characters.'),
  zip: required('Please enter zip', 20, 'Zip must be at most 20 characters.'),
  timezone: z.enum(TIMEZONES, { error: 'Please select timezone' }),
  weight_unit: z.enum(WEIGHT_UNITS, { error: 'Please select weight unit' }),
  temperature_unit: z.enum(TEMPERATURE_UNITS, { error: 'Please select temperature unit' }),
  // A file this product stored (/files/<key>) or the bucket's public address; never javascript: or data:.
  avatar: z
    .string({ error: 'Invalid logo address.' })
    .trim()
    .max(500, 'Invalid logo address.')
    .regex(/^(\/files\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)|https:\/\/[^\s"'<>]+)$/, 'Invalid logo address.')
    .nullish()
    .transform((value) => value ?? null),
});

export type ClinicBody = z.infer<typeof clinicBody>;
