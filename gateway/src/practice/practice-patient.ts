// The 'Search for pets' modal (spec 003 sections 2.8 and 3, searched pet): the practice system's
// patients matching a search, each with the clinic's synced pet if any.
import { z } from 'zod';
import { builder } from '../builder.ts';
import type { PracticePatientRecord } from '../integrations/thirdparty-wire.ts';
import { ForbiddenError, InputValidationError } from '../errors.ts';
import { IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError } from '../integrations/integration-errors.ts';
import { PetType } from '../pets/pet.ts';
import { practiceError, withSyncState, type SyncState } from './practice-support.ts';

type Patient = PracticePatientRecord & SyncState;

export const PracticePatientType = builder.objectRef<Patient>('PracticePatient').implement({
  description: "A patient of the clinic's practice system (a searched pet).",
  fields: (t) => ({
    name: t.exposeString('name'),
    parentName: t.exposeString('parentName'),
    specie: t.exposeString('specie'),
    breed: t.exposeString('breed'),
    color: t.exposeString('color'),
    gender: t.exposeString('gender'),
    source: t.exposeString('source'),
    sourceId: t.exposeString('sourceId'),
    canSync: t.exposeBoolean('canSync', { description: 'Not synced yet, or changed in the practice system since.' }),
    pet: t.field({ type: PetType, nullable: true, description: "The clinic's pet synced from this patient.", resolve: (row) => row.petId }),
  }),
});

const PracticePatientList = builder.objectRef<{ patients: Patient[] }>('PracticePatientList').implement({
  fields: (t) => ({ patients: t.field({ type: [PracticePatientType], resolve: (list) => list.patients }) }),
});

builder.queryField('practicePatients', (t) =>
  t.field({
    type: PracticePatientList,
    description: "The patients of the caller's clinic's practice system matching search (pet or parent name).",
    authScopes: { authenticated: true },
    args: { search: t.arg.string({ validate: z.string().max(100) }) },
    errors: {
      types: [InputValidationError, IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError, ForbiddenError],
      union: { name: 'PracticePatientsResult' },
    },
    resolve: async (_root, args, context) => {
      try {
        return { patients: await withSyncState(context, await context.loaders.thirdparty.practicePatients(args.search)) };
      } catch (error) {
        throw practiceError(error);
      }
    },
  }),
);
