// When a clinic's eCheckin form is e-mailed before appointments (spec: Notification settings
// modal). Kept by the main service for the caller's active clinic only.
import type { AppointmentSettingsRecord } from './appointment-settings-wire.ts';
import { builder } from '../builder.ts';
import { InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { ClinicType } from './clinic.ts';

export const AppointmentSettingsType = builder.node(builder.objectRef<AppointmentSettingsRecord>('AppointmentSettings'), {
  description: "The active clinic's eCheckin schedule.",
  id: { resolve: (settings) => settings.clinicCode },
  loadOne: async (clinicCode, context) =>
    context.principal?.clinicCode === clinicCode ? context.loaders.main.appointmentSettings() : null,
  fields: (t) => ({
    clinicCode: t.exposeString('clinicCode'),
    daysBefore: t.exposeInt('daysBefore', {
      description: 'Days before the appointment the form is sent: 0 (7am on the day), 1 (24 hours), 3 or 7.',
    }),
    dailyReminder: t.exposeBoolean('dailyReminder', { description: 'A daily reminder at 8am.' }),
    updatedAt: t.exposeString('updatedAt', { nullable: true, description: 'Null while the defaults apply (never saved).' }),
  }),
});

builder.objectField(ClinicType, 'appointmentSettings', (t) =>
  t.field({
    type: AppointmentSettingsType,
    nullable: true,
    description: "The eCheckin schedule; only for the caller's active clinic (null for any other).",
    resolve: (clinic, _args, context) =>
      context.principal?.clinicCode === clinic.clinicCode ? context.loaders.main.appointmentSettings() : null,
  }),
);

const SaveAppointmentSettingsInput = builder.inputType('SaveAppointmentSettingsInput', {
  fields: (t) => ({
    clinicCode: t.string({ required: true }),
    daysBefore: t.int({ required: true }),
    dailyReminder: t.boolean({ required: true }),
  }),
});

const SaveAppointmentSettingsSuccess = builder
  .objectRef<{ appointmentSettings: AppointmentSettingsRecord }>('SaveAppointmentSettingsSuccess')
  .implement({
    fields: (t) => ({ appointmentSettings: t.field({ type: AppointmentSettingsType, resolve: (result) => result.appointmentSettings }) }),
  });

builder.mutationField('saveAppointmentSettings', (t) =>
  t.field({
    type: SaveAppointmentSettingsSuccess,
    description: "Saves the active clinic's eCheckin schedule; anyone working in the clinic may.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveAppointmentSettingsInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError], union: { name: 'SaveAppointmentSettingsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const appointmentSettings = await context.loaders.main.saveAppointmentSettings({
          clinic_code: input.clinicCode,
          days_before: input.daysBefore,
          daily_reminder: input.dailyReminder,
        });
        return { appointmentSettings };
      } catch (error) {
        throw fromUpstream(error, { 404: (upstream) => new NotFoundError(upstream.message) });
      }
    },
  }),
);
