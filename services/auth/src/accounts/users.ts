// GET /users: the people of the caller's organization, for lists and for the gateway's batch
// loader. The organization comes from the access token only; ids of anyone else's people are
// silently absent, exactly like ids that do not exist.
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { listOffset, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';
import { fullName, type UserView } from '../sessions/session.ts';
import { isUuid } from './fields.ts';

export type UserStatus = 'active' | 'invited' | 'inactive';

export interface UserListItem extends UserView {
  /** active; invited (has not completed their invite yet); inactive (has a password but is not active). */
  status: UserStatus;
  created_at: string;
  /** Has not chosen a password through their invite yet (re-invite applies). */
  invite_pending: boolean;
  clinic_id: string | null;
  clinics: { id: string; name: string; clinic_code: string }[];
  organization: { id: string; organization_code: string };
}

export async function listUsers(sql: Sql, principal: Principal, query: ListQuery): Promise<{ rows: UserListItem[]; total: number }> {
  const ids = query.ids?.filter(isUuid) ?? null;
  if (query.ids && !ids?.length) return { rows: [], total: 0 };
  const search = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = `m.organization_id = $1 AND m.removed_at IS NULL AND u.deleted_at IS NULL
    AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
    AND ($3::text IS NULL OR u.email ILIKE $3 OR (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ILIKE $3)`;
  const params = [principal.organizationId, ids, search];

  const { rows: users, total } = await pagedQuery<{
    id: string;
    user_code: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    contact_phone_number: string | null;
    is_active: boolean;
    is_super_admin: boolean;
    is_client_admin: boolean;
    role_id: string;
    role_name: string;
    role_slug: string;
    has_password: boolean;
    created_at: Date | string;
  }>(sql, {
    columns: `u.id, u.user_code, u.email, u.first_name, u.last_name, u.contact_phone_number, u.is_active, u.is_super_admin,
            m.is_client_admin, r.id AS role_id, r.name AS role_name, r.slug AS role_slug,
            u.password_hash IS NOT NULL AS has_password, u.created_at`,
    from: `auth.user_organizations m
       JOIN auth.users u ON u.id = m.user_id
       JOIN auth.roles r ON r.id = m.role_id`,
    where,
    orderBy: 'u.created_at DESC, u.id',
    params,
    page: { limit: query.limit, offset: listOffset(query) },
  });
  const clinics = users.length
    ? await sql.query<{ user_id: string; id: string; name: string; clinic_code: string }>(
        `SELECT uc.user_id, c.id, c.name, c.clinic_code
           FROM auth.user_clinics uc JOIN auth.clinics c ON c.id = uc.clinic_id
          WHERE uc.user_id = ANY($1::uuid[]) AND c.organization_id = $2
          ORDER BY uc.created_at, c.created_at, c.id`,
        [users.map((user) => user.id), principal.organizationId],
      )
    : [];

  const rows = users.map((user): UserListItem => {
    const own = clinics.filter((clinic) => clinic.user_id === user.id).map(({ id, name, clinic_code }) => ({ id, name, clinic_code }));
    return {
      id: user.id,
      user_code: user.user_code,
      email: user.email,
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      full_name: fullName(user.first_name, user.last_name),
      contact_phone_number: user.contact_phone_number,
      is_active: user.is_active,
      status: user.is_active ? 'active' : user.has_password ? 'inactive' : 'invited',
      created_at: new Date(user.created_at).toISOString(),
      invite_pending: !user.has_password,
      is_super_admin: user.is_super_admin,
      is_client_admin: user.is_client_admin,
      role: { id: user.role_id, name: user.role_name, slug: user.role_slug },
      clinic_id: own[0]?.id ?? null,
      clinics: own,
      organization: { id: principal.organizationId, organization_code: principal.organizationCode },
    };
  });
  return { rows, total };
}
