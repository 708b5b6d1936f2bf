// Breed: the clinic's breeds, each of one species (spec 000: Breed { id, breed, specie_id,
// specie }), on the knowledge base's Breeds tab and in the pet form (filtered by species).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { BreedPayload, BreedRecord } from './lookup-wire.ts';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { LOOKUP_MUTATION_ERRORS, READ_SCOPE, WRITE_SCOPE, lookupError, rawId, requireRawId } from './lookup-support.ts';
import { SpeciesType } from './species.ts';

export const BreedType = builder.loadableNode(builder.objectRef<BreedRecord>('Breed'), {
  id: { resolve: (breed) => breed.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.inventory.breeds.byId.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    breed: t.exposeString('breed'),
    // The service sends the species with the breed, so a list of breeds costs one call.
    specie: t.field({ type: SpeciesType, resolve: (breed) => breed.specie }),
    createdAt: t.exposeString('createdAt'),
  }),
});

builder.queryField('breeds', (t) =>
  t.connection(
    {
      type: BreedType,
      description: "The clinic's breeds, newest first; search matches the breed or its species; specieId keeps one species' breeds.",
      authScopes: READ_SCOPE,
      args: { search: t.arg.string(), specieId: t.arg.id() },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, (window) =>
          context.loaders.inventory.breeds.list({
            ...window,
            search: args.search,
            // An id that is not a Species names nothing: a filter that matches nothing.
            specieId: args.specieId ? rawId(String(args.specieId), 'Species') || 'none' : null,
          }),
        ),
    },
    { name: 'BreedConnection' },
    { name: 'BreedEdge' },
  ),
);

const BreedSuccess = (name: string) =>
  builder.objectRef<{ breed: BreedRecord }>(name).implement({
    fields: (t) => ({ breed: t.field({ type: BreedType, resolve: (payload) => payload.breed }) }),
  });

const AddBreedInput = builder.inputType('AddBreedInput', {
  fields: (t) => ({ breed: t.string({ required: true }), specieId: t.id({ required: true, description: 'A Species id.' }) }),
});
const UpdateBreedInput = builder.inputType('UpdateBreedInput', {
  fields: (t) => ({ id: t.id({ required: true }), breed: t.string({ required: true }), specieId: t.id({ required: true }) }),
});
const DeleteBreedInput = builder.inputType('DeleteBreedInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

const breedPayload = (input: { breed: string; specieId: string | number }): BreedPayload => ({
  breed: input.breed,
  specie_id: rawId(String(input.specieId), 'Species'),
});

builder.mutationField('addBreed', (t) =>
  t.field({
    type: BreedSuccess('AddBreedSuccess'),
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: AddBreedInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'AddBreedResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { breed: await context.loaders.inventory.breeds.add(breedPayload(input)) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);

builder.mutationField('updateBreed', (t) =>
  t.field({
    type: BreedSuccess('UpdateBreedSuccess'),
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: UpdateBreedInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'UpdateBreedResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Breed', 'Breed');
        return { breed: await context.loaders.inventory.breeds.update({ id, payload: breedPayload(input) }) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);

const DeleteBreedSuccess = builder.objectRef<{ deletedId: string }>('DeleteBreedSuccess').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationField('deleteBreed', (t) =>
  t.field({
    type: DeleteBreedSuccess,
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: DeleteBreedInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'DeleteBreedResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Breed', 'Breed');
        await context.loaders.inventory.breeds.remove(id);
        return { deletedId: encodeGlobalID('Breed', id) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);
