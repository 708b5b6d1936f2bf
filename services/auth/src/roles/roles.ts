// Roles of an organization (/d/roles): the built-in roles every organization shares
// (organization_id IS NULL) plus the ones it created. Another organization's roles are never
// listed and their ids are "not found", exactly like ids that do not exist.
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { badRequest, conflict, forbidden, listOffset, notFound, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import type { RoleCreate } from '@vetchart/contracts/roles/role-requests';
import { isUuid } from '../accounts/fields.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { fullName } from '../sessions/session.ts';
import { loadGrantor, mayGivePermissions } from './grants.ts';
import { groupByModule, type PermissionModule } from './permissions.ts';

export interface RoleItem {
  id: string;
  name: string;
  slug: string;
  organization_id: string | null;
  is_built_in: boolean;
  created_by: { id: string; full_name: string } | null;
  created_at: string;
  rolePermissions: PermissionModule[];
}

/**
 * Who may read roles: the administrators of /d/roles, and people who assign roles to others
 * (inviting or editing users needs the role list). Everyone else may read only their own role.
 */
export function readsAllRoles(principal: Principal): boolean {
  return (
    principal.isSuperAdmin ||
    principal.isClientAdmin ||
    principal.permissions.some((name) => ['invite user', 'edit user details'].includes(name.toLowerCase()))
  );
}

export function assertManagesRoles(principal: Principal): void {
  if (!principal.isSuperAdmin && !principal.isClientAdmin) throw forbidden();
}

const VISIBLE = `(r.organization_id IS NULL OR r.organization_id = $1)`;

export async function listRoles(sql: Sql, principal: Principal, query: ListQuery): Promise<{ rows: RoleItem[]; total: number }> {
  let ids = query.ids ? query.ids.filter(isUuid) : null;
  if (!readsAllRoles(principal)) {
    // Only one's own role, and only when asked for by id (a User's or the viewer's role).
    ids = (ids ?? []).filter((id) => id === principal.roleId);
    if (!query.ids) throw forbidden();
  }
  if (ids && !ids.length) return { rows: [], total: 0 };
  const search = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = `${VISIBLE} AND ($2::uuid[] IS NULL OR r.id = ANY($2::uuid[])) AND ($3::text IS NULL OR r.name ILIKE $3)`;
  const params = [principal.organizationId, ids, search];
  const { rows, total } = await pagedQuery<{
    id: string;
    name: string;
    slug: string;
    organization_id: string | null;
    created_by_id: string | null;
    first_name: string | null;
    last_name: string | null;
    created_at: Date | string;
  }>(sql, {
    columns: 'r.id, r.name, r.slug, r.organization_id, r.created_by AS created_by_id, u.first_name, u.last_name, r.created_at',
    from: 'auth.roles r LEFT JOIN auth.users u ON u.id = r.created_by',
    where,
    orderBy: 'r.created_at DESC, r.name, r.id',
    params,
    page: { limit: query.limit, offset: listOffset(query) },
  });
  const permissions = rows.length
    ? await sql.query<{ role_id: string; id: string; name: string; module: string }>(
        `SELECT rp.role_id, p.id, p.name, p.module
           FROM auth.role_permissions rp JOIN auth.permissions p ON p.id = rp.permission_id
          WHERE rp.role_id = ANY($1::uuid[])
          ORDER BY p.module, p.name`,
        [rows.map((row) => row.id)],
      )
    : [];
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      organization_id: row.organization_id,
      is_built_in: row.organization_id === null,
      created_by: row.created_by_id ? { id: row.created_by_id, full_name: fullName(row.first_name, row.last_name) } : null,
      created_at: new Date(row.created_at).toISOString(),
      rolePermissions: groupByModule(permissions.filter((permission) => permission.role_id === row.id)),
    })),
  };
}

export async function getRole(sql: Sql, principal: Principal, id: string): Promise<RoleItem> {
  const { rows } = await listRoles(sql, principal, { page: 1, limit: 1, ids: [id] });
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** 'Front Desk' → 'front-desk'; names of letters other than a–z still get a usable slug. */
function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'role';
}

export async function createRole(sql: Sql, principal: Principal, input: RoleCreate): Promise<RoleItem> {
  assertManagesRoles(principal);
  // Roles are made for the caller's own organization only; any other id is someone else's.
  if (input.orgId !== principal.organizationId) throw notFound();

  const permissionIds = [...new Set(input.actions)];
  const known = permissionIds.every(isUuid)
    ? await sql.query<{ id: string }>(`SELECT id::text AS id FROM auth.permissions WHERE id = ANY($1::uuid[])`, [permissionIds])
    : [];
  if (known.length !== permissionIds.length) {
    throw badRequest('Some of the chosen permissions no longer exist.', [{ path: 'actions', message: 'Some of the chosen permissions no longer exist.' }]);
  }
  // A role hands its permissions to whoever is given it: only permissions the creator holds (grants.ts).
  const chosen = await sql.query<{ name: string }>(`SELECT name FROM auth.permissions WHERE id = ANY($1::uuid[])`, [permissionIds]);
  if (!mayGivePermissions(await loadGrantor(sql, principal), chosen.map((row) => row.name))) throw forbidden();

  // Serializes role creation per organization, so two requests cannot both pass the name check.
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`roles:${principal.organizationId}`]);
  const [taken] = await sql.query(
    `SELECT 1 FROM auth.roles r WHERE ${VISIBLE} AND lower(r.name) = lower($2)`,
    [principal.organizationId, input.roleName],
  );
  if (taken) {
    const message = `A role named "${input.roleName}" already exists.`;
    throw conflict(message, [{ path: 'roleName', message }]);
  }

  // A slug never equals a built-in one: invites and licences key on the built-in slugs.
  const base = slugify(input.roleName);
  const usedSlugs = new Set(
    (
      await sql.query<{ slug: string }>(`SELECT r.slug FROM auth.roles r WHERE ${VISIBLE} AND r.slug LIKE $2`, [
        principal.organizationId,
        `${base}%`,
      ])
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${base}-${n}`;

  const [role] = await sql.query<{ id: string }>(
    `INSERT INTO auth.roles (organization_id, name, slug, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
    [principal.organizationId, input.roleName, slug, principal.userId],
  );
  await sql.query(
    `INSERT INTO auth.role_permissions (role_id, permission_id) SELECT $1, unnest($2::uuid[])`,
    [role!.id, permissionIds],
  );
  await recordAudit(sql, {
    actorUserId: principal.userId,
    organizationId: principal.organizationId,
    action: 'role.create',
    targetType: 'role',
    targetId: role!.id,
    detail: { name: input.roleName, permission_ids: permissionIds },
  });
  return getRole(sql, principal, role!.id);
}
