// Species: the clinic's species (spec 000: Species { id, specie }; add and edit send a name),
// on the knowledge base's Species tab; breeds and vaccines point at them. A species that breeds
// or vaccines still use cannot be deleted (the service says which).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { SpeciesRecord } from './lookup-wire.ts';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { LOOKUP_MUTATION_ERRORS, READ_SCOPE, WRITE_SCOPE, lookupError, requireRawId } from './lookup-support.ts';

export const SpeciesType = builder.loadableNode(builder.objectRef<SpeciesRecord>('Species'), {
  id: { resolve: (species) => species.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.inventory.species.byId.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    specie: t.exposeString('specie', { description: 'The name, e.g. Canine.' }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const SpeciesOrderEnum = builder.enumType('SpeciesOrder', {
  values: {
    CREATED_AT_DESC: { description: 'Newest first (the table).' },
    NAME: { description: 'By name (choices in a form).' },
  } as const,
});

builder.queryField('species', (t) =>
  t.connection(
    {
      type: SpeciesType,
      description: "The clinic's species, newest first unless orderBy says otherwise; search matches the name.",
      authScopes: READ_SCOPE,
      args: { search: t.arg.string(), orderBy: t.arg({ type: SpeciesOrderEnum, defaultValue: 'CREATED_AT_DESC' }) },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, (window) =>
          context.loaders.inventory.species.list({ ...window, search: args.search, byName: args.orderBy === 'NAME' }),
        ),
    },
    { name: 'SpeciesConnection' },
    { name: 'SpeciesEdge' },
  ),
);

const SpeciesSuccess = (name: string) =>
  builder.objectRef<{ species: SpeciesRecord }>(name).implement({
    fields: (t) => ({ species: t.field({ type: SpeciesType, resolve: (payload) => payload.species }) }),
  });

const AddSpeciesInput = builder.inputType('AddSpeciesInput', { fields: (t) => ({ name: t.string({ required: true }) }) });
const UpdateSpeciesInput = builder.inputType('UpdateSpeciesInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }) }),
});
const DeleteSpeciesInput = builder.inputType('DeleteSpeciesInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

builder.mutationField('addSpecies', (t) =>
  t.field({
    type: SpeciesSuccess('AddSpeciesSuccess'),
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: AddSpeciesInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'AddSpeciesResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { species: await context.loaders.inventory.species.add({ name: input.name }) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);

builder.mutationField('updateSpecies', (t) =>
  t.field({
    type: SpeciesSuccess('UpdateSpeciesSuccess'),
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: UpdateSpeciesInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'UpdateSpeciesResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Species', 'Specie');
        return { species: await context.loaders.inventory.species.update({ id, payload: { name: input.name } }) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);

const DeleteSpeciesSuccess = builder.objectRef<{ deletedId: string }>('DeleteSpeciesSuccess').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationField('deleteSpecies', (t) =>
  t.field({
    type: DeleteSpeciesSuccess,
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: DeleteSpeciesInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'DeleteSpeciesResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Species', 'Specie');
        await context.loaders.inventory.species.remove(id);
        return { deletedId: encodeGlobalID('Species', id) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);
