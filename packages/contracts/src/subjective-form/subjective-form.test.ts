import { describe, expect, it } from 'vitest';
import { submittedSubjectiveFormAnswer, subjectiveFormAnswer } from './subjective-form.ts';

describe("the public subjective form (main's snake_case, each field named once)", () => {
  it("reads the form: no clinic or optional text as null, the parent read up beside the pet, the reminders as two lists", () => {
    expect(
      subjectiveFormAnswer.parse({
        pet: { name: 'Rex', parent: { first_name: 'Ann', last_name: null, address: { address_line1: '1 Main', city: 'Austin' } } },
        reminders: {
          vaccination_reminder: [{ vaccine_status: 'Due', product_name: 'Rabies', manufacturers_name: 'Merck', lot_number: 'L1', expiration_date: 'x', reminder_date: 'r' }],
          other_reminder: [{ reminder: 'Dental', date: 'd' }],
        },
        medications: ['Carprofen'],
        cases: [{ id: '3', name: 'Itch', label: 'Itching' }],
        expires_at: 'e',
      }),
    ).toEqual({
      clinic: null,
      pet: {
        name: 'Rex',
        species: null,
        parentFirstName: 'Ann',
        parentLastName: null,
        address: { addressLine1: '1 Main', addressLine2: null, city: 'Austin', state: null, country: null, zip: null },
      },
      medications: ['Carprofen'],
      cases: [{ id: 3, name: 'Itch', label: 'Itching' }],
      expiresAt: 'e',
      vaccinationReminders: [{ vaccineStatus: 'Due', productName: 'Rabies', manufacturersName: 'Merck', lotNumber: 'L1', expirationDate: 'x', reminderDate: 'r' }],
      otherReminders: [{ reminder: 'Dental', date: 'd' }],
    });
  });

  it("reads a submit's answer: the message and the visit sent in data", () => {
    expect(submittedSubjectiveFormAnswer.parse({ message: 'Thanks', data: { visit_id: 12 } })).toEqual({ message: 'Thanks', visitId: '12' });
  });
});
