import { describe, expect, it } from 'vitest';
import { clinicFormSchema, type ClinicFormValues } from './clinicFormSchema';

const values: ClinicFormValues = {
  name: 'Happy Paws',
  email: 'desk@happypaws.example',
  phone: '512-555-0100',
  contactName: 'Ann Lee',
  taxRate: '8.25',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  timezone: 'America/Chicago',
  weightUnit: 'pound',
  temperatureUnit: 'fahrenheit',
  avatar: null,
};
const messages = (input: ClinicFormValues) => {
  const result = clinicFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the hospital contact form reads the auth service’s rules', () => {
  it('caps the e-mail at 254 characters, as the service does', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.com`;
    expect(messages({ ...values, email: long })).toEqual(['email: Invalid email!']);
  });

  it('reads the tax rate text as the number the mutation sends, and blanks as none', () => {
    expect(clinicFormSchema.parse(values)).toMatchObject({ taxRate: 8.25, address2: null });
    expect(messages({ ...values, taxRate: '' })).toEqual(['taxRate: Please enter tax rate']);
    expect(messages({ ...values, taxRate: '8.2501' })).toEqual(['taxRate: Tax rate must be a number from 0 to 100 with at most 3 decimals.']);
  });
});
