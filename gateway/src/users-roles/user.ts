import type { UserRecord } from '../clients/auth.ts';
import { builder } from '../builder.ts';
import { NotFoundError } from '../errors.ts';
import { RoleType } from './role.ts';

/** A person of the caller's organization; users of other organizations never load. */
export const UserType = builder.loadableNode(builder.objectRef<UserRecord>('User'), {
  id: { resolve: (user) => user.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    const users = await context.clients.auth.usersByIds(ids);
    const byId = new Map(users.map((user) => [user.id, user]));
    return ids.map((id) => byId.get(id) ?? new NotFoundError('Not found.'));
  },
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
  }),
});
