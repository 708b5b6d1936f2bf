// A pet's vaccination and other reminders as the main service answers them (snake_case,
// docs/reminders.md), each field named once; the gateway parses main's answers with them
// (gateway/src/reminders/reminder-wire.ts).
import { z } from 'zod/mini';
import { answerId, answerNumber, orNull, trueFlag } from '../answer.ts';
import { wire } from '../wire.ts';

/** What every reminder carries: its pet, the visit it was charted in (none for older ones) and who changed it when. */
const reminderShape = {
  id: answerId,
  petId: answerId,
  visitId: orNull(answerId),
  source: z.string(),
  isEditable: trueFlag,
  visitModificationId: orNull(answerId),
  version: answerNumber,
  createdByName: z.string(),
  updatedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The spec's REST names that are not the snake_case of the field's name. */
export const VACCINATION_REMINDER_WIRE_NAMES = { manufacturerId: 'manufacturers_id', manufacturerName: 'manufacturers_name' } as const;

export const vaccinationReminderAnswer = wire(
  {
    ...reminderShape,
    vaccinationCategoryId: orNull(answerId),
    vaccinationCategory: z.string(),
    vaccineTypeId: orNull(answerId),
    vaccineType: z.string(),
    vaccineId: orNull(answerId),
    productName: z.string(),
    manufacturerId: orNull(answerId),
    manufacturerName: z.string(),
    lotNumber: z.string(),
    givenDate: z.string(),
    expirationDate: z.string(),
    reminderDate: z.string(),
    vaccineStatus: z.string(),
  },
  VACCINATION_REMINDER_WIRE_NAMES,
);
export type VaccinationReminder = z.output<typeof vaccinationReminderAnswer>;

export const otherReminderAnswer = wire({ ...reminderShape, reminder: z.string(), date: z.string(), lastGivenDate: z.string() });
export type OtherReminder = z.output<typeof otherReminderAnswer>;
