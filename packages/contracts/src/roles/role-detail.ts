// Roles and permissions as the auth service answers them (docs/rest-auth-billing.md): the short
// role a user and a session carry, a permission, the permissions of a module, and a role as the
// roles admin sees it. The gateway parses the service's JSON with these. Kept apart from role.ts,
// whose rule the web's SOAP canvas imports without these schemas.
import { z } from 'zod/mini';
import { wire } from '../wire.ts';

const answerId = z.coerce.string();
/** A flag the service may leave out: absent reads as false. */
const flag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => Boolean(value)),
);

/** The role a user and a session carry. */
export const roleAnswer = wire({
  id: answerId,
  name: z.string(),
  slug: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? null),
  ),
});
export type Role = z.output<typeof roleAnswer>;

export const permissionAnswer = z.object({ id: answerId, name: z.string(), module: z.string() });
export type Permission = z.output<typeof permissionAnswer>;

/** A module and its permissions (the service calls them actions). */
export const permissionModuleAnswer = z.pipe(
  z.object({ module: z.string(), actions: z.nullish(z.array(z.object({ id: answerId, name: z.string() }))) }),
  z.transform((raw) => ({
    module: raw.module,
    permissions: (raw.actions ?? []).map((action): Permission => ({ id: action.id, name: action.name, module: raw.module })),
  })),
);
export type PermissionModule = z.output<typeof permissionModuleAnswer>;

/** A role as the roles admin sees it; `roleAnswer` is the short form sessions and users carry. */
export const roleDetailAnswer = z.pipe(
  wire(
    {
      id: answerId,
      name: z.string(),
      slug: z.string(),
      isBuiltIn: flag,
      createdBy: z.nullish(z.object({ full_name: z.nullish(z.string()) })),
      createdAt: z.union([z.string(), z.number()]),
      permissionModules: z.pipe(
        z.nullish(z.array(permissionModuleAnswer)),
        z.transform((modules) => modules ?? []),
      ),
    },
    { permissionModules: 'rolePermissions' },
  ),
  z.transform(({ createdBy, createdAt, ...role }) => ({ ...role, createdByName: createdBy?.full_name ?? null, createdAt: new Date(createdAt).toISOString() })),
);
export type RoleDetail = z.output<typeof roleDetailAnswer>;
