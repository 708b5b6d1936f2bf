// Sync (schedules, the pet search, the pets table, the profile's 'Sync Covetrus'): imports a
// practice-system patient and its parent into the clinic, or updates them (services/main
// POST /pets/sync), then the app opens the pet's profile.
import { builder } from '../builder.ts';
import type { PetRecord } from '../pets/pet-wire.ts';
import { ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError } from '../integrations/integration-errors.ts';
import { PetType } from '../pets/pet.ts';
import { ADD_PET } from '../pets/pet-support.ts';
import { practiceError } from './practice-support.ts';

const SyncPetSuccess = builder.objectRef<{ pet: PetRecord; created: boolean }>('SyncPetSuccess').implement({
  fields: (t) => ({
    pet: t.field({ type: PetType, resolve: (result) => result.pet }),
    created: t.exposeBoolean('created', { description: 'The pet was new to the clinic (false: an earlier sync was updated).' }),
  }),
});

const SyncPetInput = builder.inputType('SyncPetInput', {
  fields: (t) => ({
    source: t.string({ description: 'The practice system (covetrus, the default).' }),
    sourceId: t.string({ required: true, description: "The patient's id in the practice system." }),
  }),
});

builder.mutationField('syncPet', (t) =>
  t.field({
    type: SyncPetSuccess,
    description: 'Imports (or updates) a practice-system patient, its parent and its medical records into the clinic.',
    authScopes: { permission: ADD_PET },
    args: { input: t.arg({ type: SyncPetInput, required: true }) },
    errors: {
      types: [InputValidationError, IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError, NotFoundError, ForbiddenError],
      union: { name: 'SyncPetResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.main.syncPet({ source: input.source || 'covetrus', sourceId: input.sourceId });
      } catch (error) {
        throw practiceError(error);
      }
    },
  }),
);
