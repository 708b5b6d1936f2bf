// A clinic's appointment reminder settings as the main service sends them
// (GET/POST /appointment-settings), parsed into the gateway's camelCase record.
import { z } from 'zod';

export const appointmentSettingsWire = z
  .object({ clinic_code: z.string(), days_before: z.coerce.number(), daily_reminder: z.boolean(), updated_at: z.string().nullish() })
  .transform((raw) => ({
    clinicCode: raw.clinic_code,
    daysBefore: raw.days_before,
    dailyReminder: raw.daily_reminder,
    /** Null while the clinic has never saved (the values are the defaults). */
    updatedAt: raw.updated_at ?? null,
  }));
export type AppointmentSettingsRecord = z.output<typeof appointmentSettingsWire>;
