// The welcome page's Schedules (spec 003 sections 2.8 and 3, schedule row): the practice system's
// appointments in a date range, for one doctor or all, each with the clinic's synced pet if any.
import { z } from 'zod';
import { builder } from '../builder.ts';
import type { PracticeAppointmentRecord } from '../integrations/thirdparty-wire.ts';
import { ForbiddenError, InputValidationError } from '../errors.ts';
import { IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError } from '../integrations/integration-errors.ts';
import { PetType } from '../pets/pet.ts';
import { practiceError, withSyncState, type SyncState } from './practice-support.ts';

type Appointment = PracticeAppointmentRecord & SyncState;

export const PracticeAppointmentType = builder.objectRef<Appointment>('PracticeAppointment').implement({
  description: "An appointment in the clinic's practice system (a schedule row).",
  fields: (t) => ({
    appointmentId: t.exposeString('appointmentId', { description: "The practice system's appointment id." }),
    petName: t.exposeString('petName'),
    petParentName: t.exposeString('petParentName'),
    doctor: t.exposeString('doctor'),
    appointmentType: t.exposeString('appointmentType'),
    appointmentDate: t.exposeString('appointmentDate', { description: "YYYY-MM-DD in the practice's time zone." }),
    appointmentTime: t.exposeString('appointmentTime', { description: "HH:MM in the practice's time zone." }),
    timeZone: t.exposeString('timeZone'),
    status: t.exposeString('status'),
    source: t.exposeString('source', { description: 'The practice system (covetrus).' }),
    sourceId: t.exposeString('sourceId', { description: "The patient's id in the practice system." }),
    canSync: t.exposeBoolean('canSync', { description: 'Not synced yet, or changed in the practice system since: the row shows Sync.' }),
    pet: t.field({ type: PetType, nullable: true, description: "The clinic's pet synced from this patient.", resolve: (row) => row.petId }),
  }),
});

const PracticeSchedule = builder.objectRef<{ appointments: Appointment[] }>('PracticeSchedule').implement({
  fields: (t) => ({ appointments: t.field({ type: [PracticeAppointmentType], resolve: (schedule) => schedule.appointments }) }),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

builder.queryField('practiceSchedules', (t) =>
  t.field({
    type: PracticeSchedule,
    description: "The appointments of the caller's clinic's practice system from startDate to endDate (at most 92 days), in date and time order.",
    authScopes: { authenticated: true },
    args: {
      startDate: t.arg.string({ required: true, validate: day }),
      endDate: t.arg.string({ required: true, validate: day }),
      doctorId: t.arg.string({ description: 'A PracticeDoctor doctorId.', validate: z.string().max(100) }),
    },
    errors: {
      types: [InputValidationError, IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError, ForbiddenError],
      union: { name: 'PracticeSchedulesResult' },
    },
    resolve: async (_root, args, context) => {
      try {
        const rows = await context.loaders.thirdparty.practiceSchedules(args);
        return { appointments: await withSyncState(context, rows) };
      } catch (error) {
        throw practiceError(error);
      }
    },
  }),
);
