// Where reminders meet pets: a pet's vaccinations and other reminders (the subjective step's
// Reminders tables, at most 200 rows each, no paging). Every pet asked for in one operation is
// read in one upstream call per kind (reminder-support.ts petRemindersLoader).
import { resolveArrayConnection } from '@pothos/plugin-relay';
import type DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { PetType } from '../pets/pet.ts';
import { OtherReminderType } from './other-reminder.ts';
import { MAX_REMINDERS_PER_PET, petRemindersLoader } from './reminder-support.ts';
import { remindersClient, type OtherReminderRecord, type VaccinationReminderRecord } from './reminders-client.ts';
import { VaccinationReminderType } from './vaccination-reminder.ts';

const vaccinationLoaders = new WeakMap<GatewayContext, DataLoader<string, VaccinationReminderRecord[]>>();
const otherLoaders = new WeakMap<GatewayContext, DataLoader<string, OtherReminderRecord[]>>();

const window = { defaultSize: MAX_REMINDERS_PER_PET, maxSize: MAX_REMINDERS_PER_PET };

builder.objectField(PetType, 'vaccinationReminders', (t) =>
  t.connection(
    {
      type: VaccinationReminderType,
      description: "The pet's vaccinations, newest given first, at most 200 (one page).",
      authScopes: { authenticated: true },
      resolve: async (pet, args, context) => {
        const rows = await petRemindersLoader(context, vaccinationLoaders, (petIds, timeZone) => remindersClient(context).vaccinations.byPets(petIds, timeZone)).load(pet.id);
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
        const rows = await petRemindersLoader(context, otherLoaders, (petIds, timeZone) => remindersClient(context).others.byPets(petIds, timeZone)).load(pet.id);
        return { ...resolveArrayConnection({ args, ...window }, rows), totalCount: rows.length };
      },
    },
    { name: 'PetOtherRemindersConnection' },
    { name: 'PetOtherRemindersEdge' },
  ),
);
