// The practice system's doctors, for the Schedules doctor select (spec 003 section 2.8).
import { builder } from '../builder.ts';
import type { PracticeDoctorRecord } from '../integrations/thirdparty-wire.ts';
import { ForbiddenError, InputValidationError } from '../errors.ts';
import { IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError } from '../integrations/integration-errors.ts';
import { practiceError } from './practice-support.ts';

export const PracticeDoctorType = builder.objectRef<PracticeDoctorRecord>('PracticeDoctor').implement({
  description: "A doctor of the clinic's practice system.",
  fields: (t) => ({
    doctorId: t.exposeString('id', { description: "The practice system's id (the schedules' doctorId filter)." }),
    name: t.exposeString('name'),
  }),
});

const PracticeDoctorList = builder.objectRef<{ doctors: PracticeDoctorRecord[] }>('PracticeDoctorList').implement({
  fields: (t) => ({ doctors: t.field({ type: [PracticeDoctorType], resolve: (list) => list.doctors }) }),
});

builder.queryField('practiceDoctors', (t) =>
  t.field({
    type: PracticeDoctorList,
    description: "The doctors of the caller's clinic's practice system.",
    authScopes: { authenticated: true },
    errors: {
      types: [InputValidationError, IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError, ForbiddenError],
      union: { name: 'PracticeDoctorsResult' },
    },
    resolve: async (_root, _args, context) => {
      try {
        return { doctors: await context.loaders.thirdparty.practiceDoctors() };
      } catch (error) {
        throw practiceError(error);
      }
    },
  }),
);
