// The permission catalogue (/d/permissions): permissions are product configuration shared by
// every organization, grouped by module. Super admins add and remove them; removing one that a
// role still grants is refused, so nobody silently loses a right.
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { conflict, forbidden, listOffset, notFound, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import type { PermissionCreate } from '@vetchart/contracts/roles/role-requests';
import { isUuid } from '../accounts/fields.ts';
import { recordAudit } from '../audit/audit-log.ts';

export interface PermissionModule {
  module: string;
  actions: { id: string; name: string }[];
}


/** Rows ordered by module then name, grouped in that order. */
export function groupByModule(rows: { id: string; name: string; module: string }[]): PermissionModule[] {
  const modules = new Map<string, PermissionModule>();
  for (const row of rows) {
    let group = modules.get(row.module);
    if (!group) modules.set(row.module, (group = { module: row.module, actions: [] }));
    group.actions.push({ id: row.id, name: row.name });
  }
  return [...modules.values()];
}

/**
 * The catalogue is read by whoever builds roles: client admins and super admins. Anyone else
 * may load, by id, only the permissions they hold (the ones their session lists); null means
 * no restriction.
 */
export function readablePermissionNames(principal: Principal, query: ListQuery): string[] | null {
  if (principal.isSuperAdmin || principal.isClientAdmin) return null;
  if (!query.ids) throw forbidden();
  return principal.permissions.map((name) => name.toLowerCase());
}

export function assertManagesPermissions(principal: Principal): void {
  if (!principal.isSuperAdmin) throw forbidden();
}

/**
 * Modules, newest first (a module is as new as its newest permission), each with its
 * permissions by name. `q` matches a module's name or any of its permissions' names; `ids`
 * narrows to those permissions. Without `paged` every module is returned.
 */
export async function listPermissionModules(
  sql: Sql,
  query: ListQuery,
  paged: boolean,
  onlyNames: string[] | null = null,
): Promise<{ modules: PermissionModule[]; total: number }> {
  const ids = query.ids ? query.ids.filter(isUuid) : null;
  if (ids && !ids.length) return { modules: [], total: 0 };
  const search = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const matched = `SELECT module, max(created_at) AS latest FROM auth.permissions
     WHERE ($1::uuid[] IS NULL OR id = ANY($1::uuid[])) AND ($2::text IS NULL OR module ILIKE $2 OR name ILIKE $2)
       AND ($3::text[] IS NULL OR lower(name) = ANY($3::text[]))
     GROUP BY module`;
  // The window count goes on the grouped query's rows (one per module), not on permissions.
  const { rows: page, total } = await pagedQuery<{ module: string }>(sql, {
    columns: 'm.module',
    from: `(${matched}) m`,
    orderBy: 'm.latest DESC, m.module',
    params: [ids, search, onlyNames],
    page: paged ? { limit: query.limit, offset: listOffset(query) } : null,
  });
  const rows = page.length
    ? await sql.query<{ id: string; name: string; module: string }>(
        `SELECT id, name, module FROM auth.permissions
          WHERE module = ANY($1::text[]) AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
            AND ($3::text[] IS NULL OR lower(name) = ANY($3::text[]))
          ORDER BY name, id`,
        [page.map((row) => row.module), ids, onlyNames],
      )
    : [];
  const byModule = groupByModule(rows);
  const modules = page.map(({ module }) => byModule.find((group) => group.module === module)!).filter(Boolean);
  return { modules, total };
}

export async function createPermission(
  sql: Sql,
  principal: Principal,
  input: PermissionCreate,
): Promise<{ id: string; name: string; module: string }> {
  assertManagesPermissions(principal);
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext('permissions'))`);
  const [taken] = await sql.query(`SELECT 1 FROM auth.permissions WHERE lower(name) = lower($1)`, [input.name]);
  if (taken) {
    const message = `A permission named "${input.name}" already exists.`;
    throw conflict(message, [{ path: 'name', message }]);
  }
  // A module typed in another case joins the existing one rather than starting a twin.
  const [existing] = await sql.query<{ module: string }>(
    `SELECT module FROM auth.permissions WHERE lower(module) = lower($1) ORDER BY created_at LIMIT 1`,
    [input.module],
  );
  const module = existing?.module ?? input.module;
  const [row] = await sql.query<{ id: string; name: string; module: string }>(
    `INSERT INTO auth.permissions (module, name, created_by) VALUES ($1, $2, $3) RETURNING id, name, module`,
    [module, input.name, principal.userId],
  );
  await recordAudit(sql, {
    actorUserId: principal.userId,
    organizationId: principal.organizationId,
    action: 'permission.create',
    targetType: 'permission',
    targetId: row!.id,
    detail: { module, name: input.name },
  });
  return row!;
}

export const permissionInUseMessage = (roles: number) =>
  `This permission is used by ${roles} ${roles === 1 ? 'role' : 'roles'}. Remove it from ${roles === 1 ? 'that role' : 'those roles'} before deleting it.`;

export async function deletePermission(sql: Sql, principal: Principal, id: string): Promise<void> {
  assertManagesPermissions(principal);
  if (!isUuid(id)) throw notFound();
  const [permission] = await sql.query<{ id: string; name: string; module: string }>(
    `SELECT id, name, module FROM auth.permissions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!permission) throw notFound();
  const [usage] = await sql.query<{ roles: number }>(
    `SELECT count(*)::int AS roles FROM auth.role_permissions WHERE permission_id = $1`,
    [id],
  );
  if (usage!.roles > 0) throw conflict(permissionInUseMessage(usage!.roles));
  await sql.query(`DELETE FROM auth.permissions WHERE id = $1`, [id]);
  await recordAudit(sql, {
    actorUserId: principal.userId,
    organizationId: principal.organizationId,
    action: 'permission.delete',
    targetType: 'permission',
    targetId: id,
    detail: { module: permission.module, name: permission.name },
  });
}
