// Who may give what. Inviting someone, changing someone's role and creating a
// role all hand out permissions, so all three follow one rule:
// - a person gives only permissions they hold themselves (a super admin holds them all);
// - the built-in Admin role is given only by a client admin or a super admin, the Super Admin
//   role only by a super admin;
// - nobody changes their own role.
// The giver is read fresh from the database, not from their access token, so someone demoted a
// minute ago cannot still hand out what their old token lists.
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { forbidden } from '@vetchart/platform/http';

export const SUPER_ADMIN_ONLY = 'Only a super admin can assign the Super Admin role.';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role.';

export interface Grantor {
  isSuperAdmin: boolean;
  isClientAdmin: boolean;
  /** The permissions the giver's current role holds, lower-cased (names compare case-insensitively). */
  permissions: Set<string>;
}

export interface GivenRole {
  id: string;
  slug: string;
  /** Null for the built-in roles. */
  organization_id: string | null;
  /** The role's permission names. */
  permissions: string[];
}

/** The caller as they are now in their token's organization; someone no longer a member gives nothing. */
export async function loadGrantor(sql: Sql, principal: Pick<Principal, 'userId' | 'organizationId'>): Promise<Grantor> {
  // One round trip: the membership and its role's permission names.
  const [member] = await sql.query<{ is_super_admin: boolean; is_client_admin: boolean; permissions: string[] }>(
    `SELECT u.is_super_admin, m.is_client_admin,
            array_remove(array_agg(p.name), NULL) AS permissions
       FROM auth.users u
       JOIN auth.user_organizations m ON m.user_id = u.id AND m.organization_id = $2 AND m.removed_at IS NULL
       LEFT JOIN auth.role_permissions rp ON rp.role_id = m.role_id
       LEFT JOIN auth.permissions p ON p.id = rp.permission_id
      WHERE u.id = $1 AND u.deleted_at IS NULL AND u.is_active
      GROUP BY u.is_super_admin, m.is_client_admin`,
    [principal.userId, principal.organizationId],
  );
  if (!member) throw forbidden();
  return {
    isSuperAdmin: member.is_super_admin,
    isClientAdmin: member.is_client_admin,
    permissions: new Set(member.permissions.map((name) => name.toLowerCase())),
  };
}

/** Each role with its permission names, for the roles about to be given. */
export async function rolesWithPermissions(sql: Sql, roleIds: string[]): Promise<Map<string, GivenRole>> {
  const rows = await sql.query<{ id: string; slug: string; organization_id: string | null; permissions: string[] | null }>(
    `SELECT r.id::text AS id, r.slug, r.organization_id::text AS organization_id,
            array_remove(array_agg(p.name ORDER BY p.name), NULL) AS permissions
       FROM auth.roles r
       LEFT JOIN auth.role_permissions rp ON rp.role_id = r.id
       LEFT JOIN auth.permissions p ON p.id = rp.permission_id
      WHERE r.id::text = ANY($1::text[])
      GROUP BY r.id`,
    [roleIds],
  );
  return new Map(rows.map((row) => [row.id, { ...row, permissions: row.permissions ?? [] }]));
}

export function mayGivePermissions(grantor: Grantor, names: string[]): boolean {
  return grantor.isSuperAdmin || names.every((name) => grantor.permissions.has(name.toLowerCase()));
}

/** Why the role may not be given, or null when it may. */
export function refusalToGive(grantor: Grantor, role: GivenRole): string | null {
  if (grantor.isSuperAdmin) return null;
  const builtIn = role.organization_id === null;
  if (builtIn && role.slug === 'super-admin') return SUPER_ADMIN_ONLY;
  if (builtIn && role.slug === 'admin') return grantor.isClientAdmin ? null : forbidden().message;
  return mayGivePermissions(grantor, role.permissions) ? null : forbidden().message;
}

/** Throws the 403 when any of the roles may not be given by the grantor. */
export function assertMayGive(grantor: Grantor, roles: GivenRole[]): void {
  for (const role of roles) {
    const refusal = refusalToGive(grantor, role);
    if (refusal) throw forbidden(refusal);
  }
}
