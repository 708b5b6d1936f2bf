// Permissions (/d/permissions): the catalogue of rights roles grant, grouped by module. It is
// product configuration shared by every organization; only super admins change it.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../builder.ts';
import type { PermissionModuleRecord, PermissionRecord } from './user-wire.ts';
import { resolveServiceConnection } from '../connections.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';

export const PermissionType = builder.loadableNode(builder.objectRef<PermissionRecord>('Permission'), {
  id: { resolve: (permission) => permission.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.auth.permission.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    name: t.exposeString('name'),
    module: t.exposeString('module'),
  }),
});

export const PermissionModuleType = builder.objectRef<PermissionModuleRecord>('PermissionModule').implement({
  description: 'A module of the product and the permissions it has.',
  fields: (t) => ({
    name: t.exposeString('module'),
    permissions: t.field({ type: [PermissionType], resolve: (group) => group.permissions }),
  }),
});

const readsCatalogue = { $any: { clientAdmin: true, superAdmin: true } } as const;

builder.queryField('permissionModules', (t) =>
  t.connection(
    {
      type: PermissionModuleType,
      description: 'The permission catalogue by module, newest module first; search matches module and permission names.',
      authScopes: readsCatalogue,
      args: { search: t.arg.string({ validate: z.string().max(200) }) },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, async (window) => {
          const page = await context.loaders.auth.permissionModules({ ...window, search: args.search });
          const loader = PermissionType.getDataloader(context);
          for (const permission of page.data.flatMap((group) => group.permissions)) loader.prime(permission.id, permission);
          return page;
        }),
    },
    { name: 'PermissionModuleConnection' },
    { name: 'PermissionModuleEdge' },
  ),
);

const CreatePermissionInput = builder.inputType('CreatePermissionInput', {
  fields: (t) => ({
    module: t.string({ required: true, description: 'An existing module (any case) or a new one.' }),
    name: t.string({ required: true }),
  }),
});

const CreatePermissionSuccess = builder.objectRef<{ permission: PermissionRecord }>('CreatePermissionSuccess').implement({
  fields: (t) => ({ permission: t.field({ type: PermissionType, resolve: (result) => result.permission }) }),
});

builder.mutationField('createPermission', (t) =>
  t.field({
    type: CreatePermissionSuccess,
    authScopes: { superAdmin: true },
    args: { input: t.arg({ type: CreatePermissionInput, required: true }) },
    errors: { types: [InputValidationError, ConflictError, ForbiddenError], union: { name: 'CreatePermissionResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { permission: await context.loaders.auth.createPermission({ module: input.module, name: input.name }) };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          409: (upstream) => new ConflictError(upstream.message),
        });
      }
    },
  }),
);

const DeletePermissionInput = builder.inputType('DeletePermissionInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const DeletePermissionSuccess = builder.objectRef<{ deletedPermissionId: string }>('DeletePermissionSuccess').implement({
  fields: (t) => ({ deletedPermissionId: t.exposeID('deletedPermissionId', { description: 'The global id of the deleted permission.' }) }),
});

const notFound = () => new NotFoundError('Not found.');

builder.mutationField('deletePermission', (t) =>
  t.field({
    type: DeletePermissionSuccess,
    description: 'Deletes a permission no role grants; refused (ConflictError) while any role uses it.',
    authScopes: { superAdmin: true },
    args: { input: t.arg({ type: DeletePermissionInput, required: true }) },
    errors: { types: [NotFoundError, ConflictError, ForbiddenError], union: { name: 'DeletePermissionResult' } },
    resolve: async (_root, { input }, context) => {
      let id: string;
      try {
        const decoded = decodeGlobalID(String(input.id));
        if (decoded.typename !== 'Permission') throw notFound();
        id = decoded.id;
      } catch {
        throw notFound();
      }
      try {
        await context.loaders.auth.deletePermission(id);
        return { deletedPermissionId: String(input.id) };
      } catch (error) {
        throw fromUpstream(error, {
          403: (upstream) => new ForbiddenError(upstream.message),
          404: (upstream) => new NotFoundError(upstream.message),
          409: (upstream) => new ConflictError(upstream.message),
        });
      }
    },
  }),
);
