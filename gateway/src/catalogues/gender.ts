// Gender: the clinic's pet genders (spec 000: Gender { id, gender }), listed, added, renamed and
// deleted on the knowledge base's Gender tab and offered by the pet form.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GenderRecord } from './lookup-wire.ts';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { LOOKUP_MUTATION_ERRORS, READ_SCOPE, WRITE_SCOPE, lookupError, requireRawId } from './lookup-support.ts';

export const GenderType = builder.loadableNode(builder.objectRef<GenderRecord>('Gender'), {
  id: { resolve: (gender) => gender.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.inventory.genders.byId.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    gender: t.exposeString('gender'),
    createdAt: t.exposeString('createdAt'),
  }),
});

builder.queryField('genders', (t) =>
  t.connection(
    {
      type: GenderType,
      description: "The clinic's genders, newest first; search matches the name.",
      authScopes: READ_SCOPE,
      args: { search: t.arg.string() },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, (window) => context.loaders.inventory.genders.list({ ...window, search: args.search })),
    },
    { name: 'GenderConnection' },
    { name: 'GenderEdge' },
  ),
);

const GenderSuccess = (name: string) =>
  builder.objectRef<{ gender: GenderRecord }>(name).implement({
    fields: (t) => ({ gender: t.field({ type: GenderType, resolve: (payload) => payload.gender }) }),
  });

const AddGenderInput = builder.inputType('AddGenderInput', { fields: (t) => ({ gender: t.string({ required: true }) }) });
const UpdateGenderInput = builder.inputType('UpdateGenderInput', {
  fields: (t) => ({ id: t.id({ required: true }), gender: t.string({ required: true }) }),
});
const DeleteGenderInput = builder.inputType('DeleteGenderInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

builder.mutationField('addGender', (t) =>
  t.field({
    type: GenderSuccess('AddGenderSuccess'),
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: AddGenderInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'AddGenderResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { gender: await context.loaders.inventory.genders.add({ gender: input.gender }) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);

builder.mutationField('updateGender', (t) =>
  t.field({
    type: GenderSuccess('UpdateGenderSuccess'),
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: UpdateGenderInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'UpdateGenderResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Gender', 'Gender');
        return { gender: await context.loaders.inventory.genders.update({ id, payload: { gender: input.gender } }) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);

const DeleteGenderSuccess = builder.objectRef<{ deletedId: string }>('DeleteGenderSuccess').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationField('deleteGender', (t) =>
  t.field({
    type: DeleteGenderSuccess,
    authScopes: WRITE_SCOPE,
    args: { input: t.arg({ type: DeleteGenderInput, required: true }) },
    errors: { types: LOOKUP_MUTATION_ERRORS, union: { name: 'DeleteGenderResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'Gender', 'Gender');
        await context.loaders.inventory.genders.remove(id);
        return { deletedId: encodeGlobalID('Gender', id) };
      } catch (error) {
        throw lookupError(error);
      }
    },
  }),
);
