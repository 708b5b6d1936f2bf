import { z } from 'zod';
import type { UserRecord } from './user-wire.ts';
import { builder } from '../builder.ts';
import { ClinicType } from '../clinic/clinic.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { RoleType } from './role.ts';
import { MANAGE_USERS_SCOPES } from './user-scopes.ts';

const UserStatusEnum = builder.enumType('UserStatus', {
  description: 'ACTIVE can sign in; INVITED has not completed their invite; INACTIVE has a password but is not active.',
  values: { ACTIVE: { value: 'active' }, INVITED: { value: 'invited' }, INACTIVE: { value: 'inactive' } } as const,
});

/** A person of the caller's organization; users of other organizations never load. */
export const UserType = builder.loadableNode(builder.objectRef<UserRecord>('User'), {
  id: { resolve: (user) => user.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.auth.user.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    userCode: t.exposeString('userCode'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.exposeString('fullName'),
    contactPhoneNumber: t.exposeString('contactPhoneNumber', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    isSuperAdmin: t.exposeBoolean('isSuperAdmin'),
    isClientAdmin: t.exposeBoolean('isClientAdmin'),
    role: t.field({ type: RoleType, resolve: (user) => user.role }),
    status: t.field({ type: UserStatusEnum, resolve: (user) => user.status }),
    invitePending: t.exposeBoolean('invitePending', { description: 'Has not chosen a password through their invite yet; re-invite applies.' }),
    createdAt: t.exposeString('createdAt', { nullable: true, description: 'ISO 8601; null where the source does not carry it (the viewer).' }),
    clinics: t.field({
      type: [ClinicType],
      description: "The clinics of the caller's organization the user works in (id, name and code are set).",
      resolve: (user) => user.clinics,
    }),
  }),
});

builder.queryField('users', (t) =>
  t.connection(
    {
      type: UserType,
      description: "The people of the caller's organization, newest first (Manage Users).",
      authScopes: MANAGE_USERS_SCOPES,
      args: { search: t.arg.string({ validate: z.string().max(200) }) },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, (window) =>
          context.loaders.auth.organizationUsers({ ...window, search: args.search, organizationId: context.principal!.organizationId }),
        ),
    },
    { name: 'UserConnection' },
    { name: 'UserEdge' },
  ),
);
