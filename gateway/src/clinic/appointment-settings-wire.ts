// A clinic's appointment reminder settings as the main service sends them
// (GET/POST /appointment-settings), parsed into the gateway's camelCase record with the contract
// (packages/contracts/src/clinic/appointment-settings.ts).
import { appointmentSettingsAnswer, type appointmentSettingsWire as appointmentSettingsBody } from '@vetchart/contracts/clinic/appointment-settings';
import type { z } from 'zod/mini';

export const appointmentSettingsWire = appointmentSettingsAnswer;
export type AppointmentSettingsRecord = z.output<typeof appointmentSettingsWire>;

/** POST /appointment-settings: the contract's JSON. */
export type AppointmentSettingsPayload = z.input<typeof appointmentSettingsBody>;
