import { describe, expect, it } from 'vitest';
import { petInput } from './petInput';
import { isoToUs, parentInput, petParentSchema, usToIso, EMPTY_PARENT } from './petParentSchema';
import { petSchema, EMPTY_PET } from './petSchema';
import { readWeightUnit } from '../catalogues/petVitalsMetrics';

const storage = (value: string | null) => ({ getItem: () => value });

describe('the weight unit preference (petVitalsMetrics)', () => {
  it('defaults to lb(s) and reads kg(s) from the saved metrics', () => {
    expect(readWeightUnit(storage(null))).toBe('lb(s)');
    expect(readWeightUnit(storage(JSON.stringify({ temperature: 'celsius', weight: 'kg(s)' })))).toBe('kg(s)');
    expect(readWeightUnit(storage(JSON.stringify({ weight: 'lb(s)' })))).toBe('lb(s)');
    expect(readWeightUnit(storage(JSON.stringify({ weight: 'stone' })))).toBe('lb(s)');
    expect(readWeightUnit(storage('{not json'))).toBe('lb(s)');
  });
});

describe('the pet parent form rules', () => {
  const messages = (values: unknown) => {
    const result = petParentSchema.safeParse(values);
    // The form shows a field's first message, as here.
    const first: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
    return first;
  };
  const valid = {
    ...EMPTY_PARENT,
    firstName: 'Anne-Marie',
    lastName: 'Lopez',
    phoneNumber: '5125550100',
    email: 'anne@example.com',
    address: { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zip: '78701' },
  };

  it('accepts letters with one hyphen, 10 digits and a street address', () => {
    expect(messages(valid)).toEqual({});
  });

  it("answers the spec's messages", () => {
    expect(
      messages({
        ...valid,
        firstName: 'Anne-Marie-Jo',
        lastName: "O'Neil",
        phoneNumber: '(512)5550',
        email: 'anne',
        address: { ...valid.address, addressLine1: 'PO Box 7' },
        emergencyContact: { firstName: 'R2', lastName: '', phoneNumber: '123' },
      }),
    ).toMatchObject({
      firstName: 'First Name may contain only letters and 1 hyphen.',
      lastName: 'Last Name may contain only letters and 1 hyphen.',
      phoneNumber: 'Phone Number must not contain special characters!',
      email: 'Please input correct Email!',
      'address.addressLine1': 'PO Box is not allowed!',
      'emergencyContact.firstName': 'First Name may contain only letters and 1 hyphen.',
      'emergencyContact.phoneNumber': 'Phone Number must be 10-digits.',
    });
    expect(messages({ ...valid, phoneNumber: '512555010' })).toEqual({ phoneNumber: 'Phone Number must be 10-digits.' });
  });

  it('sends dates as MM/DD/YYYY and leaves a blank emergency contact to the server', () => {
    expect(isoToUs('2021-03-14')).toBe('03/14/2021');
    expect(usToIso('03/14/2021')).toBe('2021-03-14');
    const input = parentInput({ ...valid, dateOfBirth: '1990-07-04' });
    expect(input.dateOfBirth).toBe('07/04/1990');
    expect(input.emergencyContact).toEqual({ firstName: null, lastName: null, phoneNumber: null });
  });
});

describe('the pet form rules', () => {
  it("requires every field with the spec's messages", () => {
    const result = petSchema.safeParse(EMPTY_PET);
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Enter name', 'Select specie', 'Select breed', 'Enter color', 'Select date of birth', 'Select gender', 'Enter weight']),
    );
  });

  it('splits problems at commas and sends the preferred unit', () => {
    const input = petInput(
      { ...EMPTY_PET, name: ' Rex ', specieId: 's', breedId: 'b', genderId: 'g', color: 'Tan', dateOfBirth: '2020-01-31', weight: '12.5', problems: 'Allergies, , Otitis ' },
      'kg(s)',
    );
    expect(input).toMatchObject({ name: 'Rex', dateOfBirth: '01/31/2020', weight: 12.5, weightUnit: 'kg(s)', problems: ['Allergies', 'Otitis'] });
  });
});

describe('the pet form and the main service read one contract', () => {
  it('refuses what the service refuses, with its message: a future date, a long note', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const valid = { ...EMPTY_PET, name: 'Rex', specieId: 's', breedId: 'b', genderId: 'g', color: 'Tan', dateOfBirth: '2020-01-31', weight: '12.5' };
    const messages = (values: typeof valid) => {
      const result = petSchema.safeParse(values);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, dateOfBirth: future, note: 'n'.repeat(2001), weight: '0' })).toEqual([
      'dateOfBirth: Date of birth must be a real date (MM/DD/YYYY) that is not in the future.',
      'weight: Weight must be a positive number.',
      'note: Note must be at most 2000 characters.',
    ]);
  });

  it('sends a blank note as none', () => {
    const input = petInput({ ...EMPTY_PET, name: 'Rex', specieId: 's', breedId: 'b', genderId: 'g', color: 'Tan', dateOfBirth: '2020-01-31', weight: '3', note: '  ' }, 'lb(s)');
    expect(input.note).toBeNull();
  });
});
