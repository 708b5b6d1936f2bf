// A clinic's appointment reminder settings as the main service answers them
// (GET/POST /appointment-settings), each field named once; the gateway parses the service's
// answers with them (gateway/src/clinic/appointment-settings-wire.ts). The body of POST is
// `appointmentSettingsWire`, which main validates with and whose input is the gateway's payload.
import { z } from 'zod/mini';
import { answerNumber, orNull } from '../answer.ts';
import { requiredId } from '../text.ts';
import { wire } from '../wire.ts';

/** Days before the appointment: 0 is 7am on the day itself. */
export const DAYS_BEFORE_OPTIONS = [0, 1, 3, 7] as const;
const DAYS_MESSAGE = 'Please choose when the eCheckin form is sent: 0, 1, 3 or 7 days before.';

/** POST /appointment-settings: the active clinic's code (another clinic's is not found) and the two settings. */
export const appointmentSettingsWire = wire({
  clinicCode: requiredId('Please select a clinic.'),
  daysBefore: z.number({ error: DAYS_MESSAGE }).check(z.refine((value) => (DAYS_BEFORE_OPTIONS as readonly number[]).includes(value), DAYS_MESSAGE)),
  dailyReminder: z.boolean({ error: 'Please say whether to send the daily reminder.' }),
});

export const appointmentSettingsAnswer = wire({
  clinicCode: z.string(),
  daysBefore: answerNumber,
  dailyReminder: z.boolean(),
  /** Null while the clinic has never saved (the values are the defaults). */
  updatedAt: orNull(z.string()),
});
export type AppointmentSettings = z.output<typeof appointmentSettingsAnswer>;
