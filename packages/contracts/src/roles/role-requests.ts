// The bodies the gateway sends to the auth service to create a role and a permission (POST /roles,
// /permissions; docs/rest-auth-billing.md, "Roles and permissions"), whose keys the REST document
// writes in camelCase. The service validates with them and the gateway's payloads are their inputs
// (gateway/src/loaders/auth.ts); apart from role.ts so the web's SOAP canvas does not carry them.
import { z } from 'zod/mini';
import { accountText } from '../auth/account.ts';
import { ID_TOO_LONG, MAX_ID_LENGTH } from '../text.ts';

export const ROLE_NAME_MESSAGE = 'Please input role name';

/** The spec's Create Role form: a name and at least one permission, whose missing message is the name's (spec 000 section 5). */
export const roleCreateWire = z.object({
  roleName: accountText(ROLE_NAME_MESSAGE, 100),
  actions: z
    .array(z.string({ error: ROLE_NAME_MESSAGE }).check(z.maxLength(MAX_ID_LENGTH, ID_TOO_LONG)), { error: ROLE_NAME_MESSAGE })
    .check(z.minLength(1, { error: ROLE_NAME_MESSAGE }), z.maxLength(500, { error: 'Too many permissions.' })),
  orgId: z.string({ error: 'Please provide the organization.' }).check(z.maxLength(MAX_ID_LENGTH, ID_TOO_LONG)),
});
export type RoleCreate = z.output<typeof roleCreateWire>;

export const permissionCreateWire = z.object({
  module: accountText('Please input permission module', 100),
  name: accountText('Please input permission name', 100),
});
export type PermissionCreate = z.output<typeof permissionCreateWire>;
