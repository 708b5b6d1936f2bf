// The hospital contact form's rules (spec section 5, Hospital contact) with its messages. The
// auth service checks the same rules (services/auth/src/clinics/clinic-rules.ts) and has the
// last word; its field errors are shown beside these fields too.
import { z } from 'zod/mini';
import { PO_BOX_PATTERN } from '../ui/address';

export const WEIGHT_UNITS = ['kilograms', 'pound'] as const;
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
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

// The PO Box matcher is shared with the pet parent form (ui/address.ts).
export { PO_BOX_PATTERN };

export const MAX_LOGO_BYTES = 5_242_880;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const TAX_RATE_MESSAGE = 'Tax rate must be a number from 0 to 100 with at most 3 decimals.';

export const clinicFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter hospital name'), z.maxLength(120, 'Hospital name must be at most 120 characters.')),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Please enter email')), z.email('Invalid email!')),
  phone: z.string().check(z.trim(), z.minLength(1, 'Please enter phone number'), z.maxLength(12, 'Invalid phone number'), z.regex(/^(\+?[0-9 ()-]+)?$/, 'Invalid phone number')),
  contactName: z.string().check(z.trim(), z.minLength(1, 'Please enter contact name'), z.maxLength(120, 'Contact name must be at most 120 characters.')),
  taxRate: z.string().check(z.trim(), z.minLength(1, 'Please enter tax rate'), z.regex(/^\d{1,3}(\.\d{1,3})?$/, TAX_RATE_MESSAGE), z.refine((value) => Number(value) <= 100, TAX_RATE_MESSAGE)),
  address1: z.string().check(z.trim(), z.maxLength(100, 'Address must be at most 100 characters.'), z.refine((value) => !PO_BOX_PATTERN.test(value), 'PO Box is not allowed!')),
  address2: z.string().check(z.trim(), z.maxLength(80, 'Address line 2 must be at most 80 characters.')),
  city: z.string().check(z.trim(), z.minLength(1, 'Please enter city'), z.maxLength(100, 'City must be at most 100 characters.')),
  state: z.string().check(z.trim(), z.minLength(1, 'Please enter state'), z.maxLength(100, 'State must be at most 100 characters.')),
  zip: z.string().check(z.trim(), z.minLength(1, 'Please enter zip'), z.maxLength(20, 'Zip must be at most 20 characters.')),
  timezone: z.enum(TIMEZONES, { error: 'Please select timezone' }),
  weightUnit: z.enum(WEIGHT_UNITS, { error: 'Please select weight unit' }),
  temperatureUnit: z.enum(TEMPERATURE_UNITS, { error: 'Please select temperature unit' }),
  avatar: z.nullable(z.string()),
});

export type ClinicFormValues = z.input<typeof clinicFormSchema>;

export const CLINIC_FORM_PATHS = [
  'name',
  'email',
  'phone',
  'contactName',
  'taxRate',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'timezone',
  'weightUnit',
  'temperatureUnit',
  'avatar',
] as const;
