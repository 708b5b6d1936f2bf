// The active clinic's follow-up reminders (docs/follow-ups.md): on or off, and how many days
// apart. Everyone in the clinic reads them; client admins change them (Settings page).
import { builder } from '../builder.ts';
import { ClinicType } from '../clinic/clinic.ts';
import { ForbiddenError, InputValidationError, fromUpstream } from '../errors.ts';
import type { FollowUpSettingsRecord } from './follow-up-wire.ts';

export const FollowUpSettingsType = builder.node(builder.objectRef<FollowUpSettingsRecord>('FollowUpSettings'), {
  description: 'Reminder e-mails about unsigned treatment plan estimates.',
  id: { resolve: (settings) => settings.clinicCode },
  loadOne: async (clinicCode, context) => (context.principal?.clinicCode === clinicCode ? context.loaders.main.followUpSettings() : null),
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    intervalDays: t.exposeInt('intervalDays', { description: 'Days between reminders (default 2).' }),
    updatedAt: t.exposeString('updatedAt', { nullable: true, description: 'Null while the defaults apply (never saved).' }),
  }),
});

builder.objectField(ClinicType, 'followUpSettings', (t) =>
  t.field({
    type: FollowUpSettingsType,
    nullable: true,
    description: "Reminder e-mails; only for the caller's active clinic (null for any other).",
    resolve: (clinic, _args, context) => (context.principal?.clinicCode === clinic.clinicCode ? context.loaders.main.followUpSettings() : null),
  }),
);

const SaveFollowUpSettingsInput = builder.inputType('SaveFollowUpSettingsInput', {
  fields: (t) => ({ enabled: t.boolean({ required: true }), intervalDays: t.int({ required: true }) }),
});

const SaveFollowUpSettingsSuccess = builder.objectRef<{ followUpSettings: FollowUpSettingsRecord }>('SaveFollowUpSettingsSuccess').implement({
  fields: (t) => ({ followUpSettings: t.field({ type: FollowUpSettingsType, resolve: (result) => result.followUpSettings }) }),
});

builder.mutationField('saveFollowUpSettings', (t) =>
  t.field({
    type: SaveFollowUpSettingsSuccess,
    description: "Saves the active clinic's reminder e-mails; client admins only.",
    authScopes: { superAdmin: true, clientAdmin: true },
    args: { input: t.arg({ type: SaveFollowUpSettingsInput, required: true }) },
    errors: { types: [InputValidationError, ForbiddenError], union: { name: 'SaveFollowUpSettingsResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { followUpSettings: await context.loaders.main.saveFollowUpSettings({ enabled: input.enabled, interval_days: input.intervalDays }) };
      } catch (error) {
        throw fromUpstream(error, { 403: (upstream) => new ForbiddenError(upstream.message) });
      }
    },
  }),
);
