import { describe, expect, it } from 'vitest';
import { petParentAnswer, petParentForm, petParentWire } from './pet-parent.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const wireParent = {
  first_name: 'Anne-Marie',
  last_name: 'Lopez',
  phone_number: '5125550100',
  email: 'anne@example.com',
  date_of_birth: '07/04/1990',
  address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
};

describe('the pet parent contract (spec 001 section 5, Pet parent)', () => {
  it('reads the wire: the address keeps its camelCase keys, a blank emergency contact falls back to the parent', () => {
    expect(petParentWire.parse({ ...wireParent, emergency_contact: { er_first_name: ' ', er_last_name: 'Ruiz', phone_number: '' } })).toEqual({
      firstName: 'Anne-Marie',
      lastName: 'Lopez',
      phoneNumber: '5125550100',
      email: 'anne@example.com',
      dateOfBirth: '1990-07-04',
      address: { addressLine1: '1 Main St', addressLine2: null, city: 'Austin', state: 'TX', zip: '78701' },
      emergencyContact: { firstName: 'Anne-Marie', lastName: 'Ruiz', phoneNumber: '5125550100' },
    });
  });

  it("answers the spec's messages on the wire's paths", () => {
    expect(
      issues(
        petParentWire.safeParse({
          ...wireParent,
          first_name: 'Anne-Marie-Jo',
          phone_number: '(512)5550',
          address: { ...wireParent.address, addressLine1: 'PO Box 7' },
          emergency_contact: { er_first_name: 'R2', phone_number: '123' },
        }),
      ),
    ).toEqual([
      { path: 'first_name', message: 'First Name may contain only letters and 1 hyphen.' },
      { path: 'phone_number', message: 'Phone Number must not contain special characters!' },
      { path: 'phone_number', message: 'Phone Number must be 10-digits.' },
      { path: 'address.addressLine1', message: 'PO Box is not allowed!' },
      { path: 'emergency_contact.er_first_name', message: 'First Name may contain only letters and 1 hyphen.' },
      { path: 'emergency_contact.phone_number', message: 'Phone Number must be 10-digits.' },
    ]);
  });

  it("reads the form's text: an ISO date or none, a future date refused", () => {
    const form = { firstName: 'Ann', lastName: 'Lee', phoneNumber: '5125550100', email: 'a@b.co', dateOfBirth: '', address: { addressLine1: '1 Main', addressLine2: '', city: 'A', state: 'TX', zip: '1' }, emergencyContact: { firstName: '', lastName: '', phoneNumber: '' } };
    expect(petParentForm.parse(form)).toMatchObject({ dateOfBirth: null, emergencyContact: { firstName: null, lastName: null, phoneNumber: null } });
    expect(issues(petParentForm.safeParse({ ...form, dateOfBirth: '2999-01-01' }))).toEqual([
      { path: 'dateOfBirth', message: 'Date of birth must be a real date (MM/DD/YYYY) that is not in the future.' },
    ]);
  });
});

describe('the pet parent as the main service answers it', () => {
  it('parses into the camelCase record: the emergency contact by its own names, absent details as none, the pet count 0', () => {
    expect(
      petParentAnswer.parse({
        id: 'p1',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone_number: '5551234567',
        address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
        emergency_contact: { er_first_name: 'Bo', er_last_name: 'Lee', phone_number: '5557654321' },
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      id: 'p1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phoneNumber: '5551234567',
      dateOfBirth: null,
      address: { addressLine1: '1 Main St', addressLine2: null, city: 'Austin', state: 'TX', zip: '78701' },
      emergencyContact: { firstName: 'Bo', lastName: 'Lee', phoneNumber: '5557654321' },
      lastVisit: null,
      appointmentDate: null,
      petCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
