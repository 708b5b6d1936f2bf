// Roles (/d/roles): the built-in roles every organization shares and the ones an organization
// made. The auth service scopes them by the caller's organization, so another organization's
// role ids load as "not found", also through node(id:).
import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../builder.ts';
import type { RoleDetailRecord, RoleRecord } from './user-wire.ts';
import { resolveServiceConnection } from '../connections.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { PermissionModuleType } from './permission.ts';

/** Sessions and users carry a role's short form; the rest is loaded (batched) when asked for. */
type RoleShape = RoleRecord | RoleDetailRecord;
const isDetail = (role: RoleShape): role is RoleDetailRecord => 'createdAt' in role;

export const RoleType = builder.loadableNode(builder.objectRef<RoleShape>('Role'), {
  description: 'A set of permissions people are given; built-in roles are shared by every organization.',
  id: { resolve: (role) => role.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.auth.role.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { nullable: true }),
    isBuiltIn: t.boolean({
      description: 'A built-in role (shared, created by the system) rather than one the organization made.',
      resolve: async (role, _args, context) => (await details(role, context)).isBuiltIn,
    }),
    createdBy: t.string({
      nullable: true,
      description: "The name of the person who created the role; null for the built-in roles (the system's).",
      resolve: async (role, _args, context) => (await details(role, context)).createdByName,
    }),
    createdAt: t.string({
      description: 'When the role was created (ISO 8601).',
      resolve: async (role, _args, context) => (await details(role, context)).createdAt,
    }),
    permissionModules: t.field({
      type: [PermissionModuleType],
      description: "The role's permissions grouped by module.",
      resolve: async (role, _args, context) => (await details(role, context)).permissionModules,
    }),
  }),
});

function details(role: RoleShape, context: GatewayContext): Promise<RoleDetailRecord> {
  return isDetail(role) ? Promise.resolve(role) : (RoleType.getDataloader(context).load(role.id) as Promise<RoleDetailRecord>);
}

const searchArg = z.string().max(200);
const managesRoles = { $any: { clientAdmin: true, superAdmin: true } } as const;

builder.queryField('roles', (t) =>
  t.connection(
    {
      type: RoleType,
      description: "The built-in roles and the caller organization's own, newest first.",
      authScopes: managesRoles,
      args: { search: t.arg.string({ validate: searchArg }) },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, async (window) => {
          const page = await context.loaders.auth.roles({ ...window, search: args.search });
          const loader = RoleType.getDataloader(context);
          for (const role of page.data) loader.prime(role.id, role);
          return page;
        }),
    },
    { name: 'RoleConnection' },
    { name: 'RoleEdge' },
  ),
);

const CreateRoleInput = builder.inputType('CreateRoleInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    permissionIds: t.idList({ required: true, description: 'Global ids of the permissions the role grants.' }),
  }),
});

const CreateRoleSuccess = builder.objectRef<{ role: RoleDetailRecord }>('CreateRoleSuccess').implement({
  fields: (t) => ({ role: t.field({ type: RoleType, resolve: (result) => result.role }) }),
});

/** Global Permission ids to the service's ids; anything else is a bad choice of permissions. */
function permissionIdsOf(ids: readonly (string | number)[]): string[] {
  return ids.map((id) => {
    try {
      const decoded = decodeGlobalID(String(id));
      if (decoded.typename === 'Permission') return decoded.id;
    } catch {
      // Falls through to the field error below.
    }
    throw InputValidationError.forField('permissionIds', 'Some of the chosen permissions no longer exist.');
  });
}

builder.mutationField('createRole', (t) =>
  t.field({
    type: CreateRoleSuccess,
    description: "Creates a role of the caller's organization with the chosen permissions.",
    authScopes: managesRoles,
    args: { input: t.arg({ type: CreateRoleInput, required: true }) },
    errors: { types: [InputValidationError, ConflictError, NotFoundError, ForbiddenError], union: { name: 'CreateRoleResult' } },
    resolve: async (_root, { input }, context) => {
      const actions = permissionIdsOf(input.permissionIds);
      try {
        const role = await context.loaders.auth.createRole({ roleName: input.name, actions, orgId: context.principal!.organizationId });
        return { role };
      } catch (error) {
        throw fromUpstream(
          error,
          {
            403: (upstream) => new ForbiddenError(upstream.message),
            404: (upstream) => new NotFoundError(upstream.message),
            409: (upstream) => new ConflictError(upstream.message),
          },
          { roleName: 'name', actions: 'permissionIds' },
        );
      }
    },
  }),
);
