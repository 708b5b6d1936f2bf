// A clinic's appointment reminder settings as the main service answers them
// (GET/POST /appointment-settings), each field named once; the gateway parses the service's
// answers with them (gateway/src/clinic/appointment-settings-wire.ts).
import { z } from 'zod/mini';
import { answerNumber, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

export const appointmentSettingsAnswer = wire({
  clinicCode: z.string(),
  daysBefore: answerNumber,
  dailyReminder: z.boolean(),
  /** Null while the clinic has never saved (the values are the defaults). */
  updatedAt: orNull(z.string()),
});
export type AppointmentSettings = z.output<typeof appointmentSettingsAnswer>;
