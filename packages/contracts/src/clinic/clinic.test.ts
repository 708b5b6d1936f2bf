import { describe, expect, it } from 'vitest';
import { clinicSettings, clinicUpdateWire, clinicWire } from './clinic.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const form = {
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

describe('the hospital contact contract (spec 000 section 5)', () => {
  it("reads the form's text and the API's number for the tax rate alike, as a number", () => {
    expect(clinicSettings.parse(form)).toMatchObject({ taxRate: 8.25, address2: null, avatar: null });
    expect(clinicSettings.parse({ ...form, taxRate: 8.25 }).taxRate).toBe(8.25);
    expect(clinicSettings.parse({ ...form, taxRate: '100' }).taxRate).toBe(100);
  });

  it("answers the spec's messages, one rule set for form and service", () => {
    const rate = 'Tax rate must be a number from 0 to 100 with at most 3 decimals.';
    for (const taxRate of ['eight', '100.5', '-1', '8.2501', 100.5, -1, 8.2501, '1e2']) {
      expect(issues(clinicSettings.safeParse({ ...form, taxRate }))).toEqual([{ path: 'taxRate', message: rate }]);
    }
    expect(issues(clinicSettings.safeParse({ ...form, taxRate: '' }))).toEqual([{ path: 'taxRate', message: 'Please enter tax rate' }]);
    expect(issues(clinicSettings.safeParse({ ...form, taxRate: null }))).toEqual([{ path: 'taxRate', message: 'Please enter tax rate' }]);
    expect(
      issues(clinicSettings.safeParse({ ...form, name: ' ', email: 'nope', phone: '1234567890123', address1: 'P.O. Box 12', address2: 'x'.repeat(81), timezone: 'Mars/Base' })),
    ).toEqual([
      { path: 'name', message: 'Please enter hospital name' },
      { path: 'email', message: 'Invalid email!' },
      { path: 'phone', message: 'Invalid phone number' },
      { path: 'address1', message: 'PO Box is not allowed!' },
      { path: 'address2', message: 'Address line 2 must be at most 80 characters.' },
      { path: 'timezone', message: 'Please select timezone' },
    ]);
  });

  it('caps the e-mail at 254 characters in the form too', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(issues(clinicSettings.safeParse({ ...form, email: long }))).toEqual([{ path: 'email', message: 'Invalid email!' }]);
    expect(issues(clinicSettings.safeParse({ ...form, email: '' }))).toEqual([{ path: 'email', message: 'Please enter email' }]);
  });

  it('PUT /clinic is the snake_case wire with the clinic code; errors name the wire field', () => {
    const body = { clinic_code: 'C1', name: 'Happy Paws', email: 'desk@happypaws.example', phone: '5125550100', contact_name: 'Ann', tax_rate: 8, city: 'Austin', state: 'TX', zip: '78701', timezone: 'UTC', weight_unit: 'kilograms', temperature_unit: 'celsius' };
    expect(clinicUpdateWire.parse(body)).toMatchObject({ clinicCode: 'C1', contactName: 'Ann', taxRate: 8, address1: null, weightUnit: 'kilograms' });
    expect(issues(clinicUpdateWire.safeParse({ ...body, tax_rate: 'eight', clinic_code: '' }))).toEqual([
      { path: 'clinic_code', message: 'Please select a clinic.' },
      { path: 'tax_rate', message: 'Tax rate must be a number from 0 to 100 with at most 3 decimals.' },
    ]);
  });

  it("takes any time zone and unit text in and refuses what is not on the lists with the spec's messages", () => {
    const body = { clinic_code: 'C1', name: 'Happy Paws', email: 'desk@happypaws.example', phone: '5125550100', contact_name: 'Ann', tax_rate: 8, city: 'Austin', state: 'TX', zip: '78701', timezone: 'UTC', weight_unit: 'kilograms', temperature_unit: 'celsius' };
    expect(issues(clinicUpdateWire.safeParse({ ...body, timezone: 'Mars/Base', weight_unit: 'stone', temperature_unit: 7 }))).toEqual([
      { path: 'timezone', message: 'Please select timezone' },
      { path: 'weight_unit', message: 'Please select weight unit' },
      { path: 'temperature_unit', message: 'Please select temperature unit' },
    ]);
  });

  it("parses the service's clinic", () => {
    const clinic = clinicWire.parse({
      id: 'c', organization_id: 'o', clinic_code: 'C1', name: 'H', email: null, phone: null, contact_name: null, tax_rate: 8.25,
      address1: null, address2: null, city: null, state: null, zip: null, country: 'US', timezone: 'UTC', avatar: null, weight_unit: 'pound', temperature_unit: 'celsius',
    });
    expect(clinic).toMatchObject({ clinicCode: 'C1', taxRate: 8.25, weightUnit: 'pound' });
  });
});
