// What a signed-in person is, read fresh from the database: their membership (role, flags),
// the role's permissions, their clinics and organization. Login, refresh and /me all build the
// access token's claims and the session body from this one place, so they never disagree.
import type { Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';

export interface RoleView {
  id: string;
  name: string;
  slug: string;
}

export interface UserView {
  id: string;
  user_code: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  contact_phone_number: string | null;
  is_active: boolean;
  is_super_admin: boolean;
  is_client_admin: boolean;
  role: RoleView;
}

export interface ClinicView {
  id: string;
  organization_id: string;
  clinic_code: string;
  name: string;
  email: string | null;
  phone: string | null;
  contact_name: string | null;
  tax_rate: number | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string;
  timezone: string;
  avatar: string | null;
  weight_unit: string;
  temperature_unit: string;
}

export interface SessionView {
  user: UserView;
  permissions: { id: string; name: string; module: string }[];
  clinics: ClinicView[];
  organization: { id: string; organization_code: string; name: string };
  subscription: { plan_code: string };
}

export interface LoadedSession {
  /** The claims of an access token, less the session (refresh-token family) it is issued for. */
  principal: Omit<Principal, 'sessionId'>;
  view: SessionView;
}

export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

const CLINIC_COLUMNS = `c.id, c.organization_id, c.clinic_code, c.name, c.email, c.phone, c.contact_name, c.tax_rate,
  c.address1, c.address2, c.city, c.state, c.zip, c.country, c.timezone, c.avatar, c.weight_unit, c.temperature_unit`;

/** numeric comes back as a string on both engines; the contract promises a JSON number. */
export function toClinicView(row: Omit<ClinicView, 'tax_rate'> & { tax_rate: string | number | null }): ClinicView {
  return { ...row, tax_rate: row.tax_rate === null ? null : Number(row.tax_rate) };
}

/**
 * The session of an active, undeleted user in one organization: the one named (the access
 * token's) or else their first current membership. Null when there is none, which callers treat
 * as "cannot sign in" without saying why.
 */
export async function loadSession(sql: Sql, userId: string, organizationId?: string): Promise<LoadedSession | null> {
  const [member] = await sql.query<{
    id: string;
    user_code: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    contact_phone_number: string | null;
    is_active: boolean;
    is_super_admin: boolean;
    is_client_admin: boolean;
    organization_id: string;
    organization_code: string;
    organization_name: string;
    plan_code: string;
    role_id: string;
    role_name: string;
    role_slug: string;
  }>(
    `SELECT u.id, u.user_code, u.email, u.first_name, u.last_name, u.contact_phone_number, u.is_active, u.is_super_admin,
            m.is_client_admin, o.id AS organization_id, o.organization_code, o.name AS organization_name, o.plan_code,
            r.id AS role_id, r.name AS role_name, r.slug AS role_slug
       FROM auth.users u
       JOIN auth.user_organizations m ON m.user_id = u.id AND m.removed_at IS NULL
       JOIN auth.organizations o ON o.id = m.organization_id
       JOIN auth.roles r ON r.id = m.role_id
      WHERE u.id = $1 AND u.deleted_at IS NULL AND u.is_active AND ($2::uuid IS NULL OR o.id = $2::uuid)
      ORDER BY m.created_at, o.created_at
      LIMIT 1`,
    [userId, organizationId ?? null],
  );
  if (!member) return null;

  const permissions = await sql.query<{ id: string; name: string; module: string }>(
    `SELECT p.id, p.name, p.module
       FROM auth.role_permissions rp JOIN auth.permissions p ON p.id = rp.permission_id
      WHERE rp.role_id = $1
      ORDER BY p.module, p.name`,
    [member.role_id],
  );
  const clinicRows = await sql.query<Parameters<typeof toClinicView>[0]>(
    `SELECT ${CLINIC_COLUMNS}
       FROM auth.user_clinics uc JOIN auth.clinics c ON c.id = uc.clinic_id
      WHERE uc.user_id = $1 AND c.organization_id = $2
      ORDER BY uc.created_at, c.created_at, c.id`,
    [userId, member.organization_id],
  );
  const clinics = clinicRows.map(toClinicView);
  const role = { id: member.role_id, name: member.role_name, slug: member.role_slug };
  const user: UserView = {
    id: member.id,
    user_code: member.user_code,
    email: member.email,
    first_name: member.first_name ?? '',
    last_name: member.last_name ?? '',
    full_name: fullName(member.first_name, member.last_name),
    contact_phone_number: member.contact_phone_number,
    is_active: member.is_active,
    is_super_admin: member.is_super_admin,
    is_client_admin: member.is_client_admin,
    role,
  };
  return {
    view: {
      user,
      permissions,
      clinics,
      organization: { id: member.organization_id, organization_code: member.organization_code, name: member.organization_name },
      subscription: { plan_code: member.plan_code },
    },
    principal: {
      userId: user.id,
      userCode: user.user_code,
      email: user.email,
      fullName: user.full_name,
      organizationId: member.organization_id,
      organizationCode: member.organization_code,
      clinicId: clinics[0]?.id ?? null,
      clinicCode: clinics[0]?.clinic_code ?? null,
      roleId: role.id,
      roleName: role.name,
      isSuperAdmin: user.is_super_admin,
      isClientAdmin: user.is_client_admin,
      permissions: permissions.map((permission) => permission.name),
    },
  };
}
