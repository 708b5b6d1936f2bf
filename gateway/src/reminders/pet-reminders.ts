// Where reminders meet pets: a pet's vaccinations and other reminders (the subjective step's
// Reminders tables, at most 200 rows each, no paging). Every pet asked for in one operation is
// read in one upstream call per kind (ctx.loaders.main.<kind>.ofPet).
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { PetType } from '../pets/pet.ts';
import { OtherReminderType } from './other-reminder.ts';
import { MAX_REMINDERS_PER_PET, reminderKey } from './reminder-support.ts';
import { VaccinationReminderType } from './vaccination-reminder.ts';

const window = { defaultSize: MAX_REMINDERS_PER_PET, maxSize: MAX_REMINDERS_PER_PET };

builder.objectField(PetType, 'vaccinationReminders', (t) =>
  t.connection(
    {
      type: VaccinationReminderType,
      description: "The pet's vaccinations, newest given first, at most 200 (one page).",
      authScopes: { authenticated: true },
      resolve: async (pet, args, context) => {
        const rows = await context.loaders.main.vaccinationReminders.ofPet.load(await reminderKey(context, pet.id));
        return { ...resolveArrayConnection({ args, ...window }, rows), totalCount: rows.length };
      },
    },
    { name: 'PetVaccinationRemindersConnection' },
    { name: 'PetVaccinationRemindersEdge' },
  ),
);

builder.objectField(PetType, 'otherReminders', (t) =>
  t.connection(
    {
      type: OtherReminderType,
      description: "The pet's other (general) reminders, latest date first, at most 200 (one page).",
      authScopes: { authenticated: true },
      resolve: async (pet, args, context) => {
        const rows = await context.loaders.main.otherReminders.ofPet.load(await reminderKey(context, pet.id));
        return { ...resolveArrayConnection({ args, ...window }, rows), totalCount: rows.length };
      },
    },
    { name: 'PetOtherRemindersConnection' },
    { name: 'PetOtherRemindersEdge' },
  ),
);
