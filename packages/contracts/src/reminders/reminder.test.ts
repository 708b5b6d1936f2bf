import { describe, expect, it } from 'vitest';
import { otherReminderAnswer, vaccinationReminderAnswer } from './reminder.ts';

describe("reminder answers (main's snake_case, each field named once)", () => {
  it("reads reminders: the manufacturer under the spec's manufacturers_id and manufacturers_name", () => {
    const base = { id: 1, pet_id: 2, source: 'visit', version: 1, created_by_name: 'A', updated_by_name: 'B', created_at: 'c', updated_at: 'u' };
    expect(
      vaccinationReminderAnswer.parse({
        ...base,
        is_editable: true,
        vaccination_category: 'Core',
        vaccine_type: 'Inactivated',
        product_name: 'Rabies',
        manufacturers_id: 5,
        manufacturers_name: 'Merck',
        lot_number: 'L1',
        given_date: 'g',
        expiration_date: 'x',
        reminder_date: 'r',
        vaccine_status: 'Current',
      }),
    ).toMatchObject({ id: '1', petId: '2', visitId: null, isEditable: true, manufacturerId: '5', manufacturerName: 'Merck', vaccineId: null, lotNumber: 'L1' });
    expect(otherReminderAnswer.parse({ ...base, visit_id: 3, reminder: 'Dental', date: 'd', last_given_date: 'l' })).toMatchObject({ visitId: '3', isEditable: false, lastGivenDate: 'l' });
  });
});
