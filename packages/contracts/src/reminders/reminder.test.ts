import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { toWire } from '../wire.ts';
import { otherReminderAnswer, otherReminderUpdateWire, VACCINATION_REMINDER_WIRE_NAMES, vaccinationReminderAnswer, vaccinationReminderCreateWire } from './reminder.ts';

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

describe('the bodies the gateway sends', () => {
  const U = (n: number) => `00000000-0000-0000-0000-00000000000${n}`;
  const vaccination = {
    visit_id: 'v1',
    pet_id: 'p1',
    vaccination_category_id: U(1),
    vaccination_category: 'Core',
    vaccine_type_id: U(2),
    vaccine_type: 'Rabies',
    vaccine_id: U(3),
    product_name: 'Imrab 3',
    manufacturers_id: U(4),
    manufacturers_name: 'Boehringer',
    lot_number: ' L1 ',
    given_date: '01/02/2024',
    expiration_date: '01/02/2025',
    reminder_date: '12/02/2024',
  };
  const messages = (body: unknown) => z.safeParse(vaccinationReminderCreateWire, body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('reads a vaccination camelCase, the spec\'s manufacturers_* names and dates as YYYY-MM-DD', () => {
    expect(z.parse(vaccinationReminderCreateWire, vaccination)).toMatchObject({ manufacturerId: U(4), manufacturerName: 'Boehringer', lotNumber: 'L1', givenDate: '2024-01-02', reminderDate: '2024-12-02', petId: 'p1' });
    expect(toWire(z.parse(vaccinationReminderCreateWire, vaccination), VACCINATION_REMINDER_WIRE_NAMES)).toMatchObject({ manufacturers_id: U(4), lot_number: 'L1' });
  });

  it("refuses with the spec's messages, a chosen entry without its name and an expiry before the given date too", () => {
    expect(messages({ ...vaccination, vaccine_id: 'nope', manufacturers_name: '', expiration_date: '01/01/2024', given_date: '02/30/2024' })).toEqual([
      ['vaccine_id', 'Select product name'],
      ['given_date', 'The given date must be a real date written MM/DD/YYYY.'],
      ['manufacturers_id', "Select manufacturer's name"],
    ]);
    expect(messages({ ...vaccination, expiration_date: '01/01/2024' })).toEqual([['expiration_date', 'The expiry date cannot be before the given date.']]);
    expect(z.safeParse(otherReminderUpdateWire, { visit_id: 'v1', reminder: ' ', date: '', last_given_date: '01/02/2024' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reminder', 'Enter reminder'],
      ['date', 'Select date'],
      ['based_on_version', 'Name the version of the reminder this change is based on (based_on_version).'],
    ]);
  });
});
