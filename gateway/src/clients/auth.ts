// Typed client of the auth service (docs/rest-auth-billing.md). It maps the service's
// snake_case JSON to the gateway's camelCase records, once, here.
import { RestClient, type UpstreamOptions } from './http.ts';

export interface RoleRecord {
  id: string;
  name: string;
  slug: string | null;
}

export interface PermissionRecord {
  id: string;
  name: string;
  module: string;
}

export interface UserRecord {
  id: string;
  userCode: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  contactPhoneNumber: string | null;
  isActive: boolean;
  isSuperAdmin: boolean;
  isClientAdmin: boolean;
  role: RoleRecord;
  /** Manage Users: active, invited (invite not completed) or inactive; derived from isActive where the service does not say. */
  status: UserStatus;
  invitePending: boolean;
  createdAt: string | null;
  clinics: ClinicRecord[];
}

export type UserStatus = 'active' | 'invited' | 'inactive';

export interface ClinicRecord {
  id: string;
  clinicCode: string;
  name: string;
  email: string | null;
  phone: string | null;
  contactName: string | null;
  taxRate: number | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  timezone: string | null;
  avatar: string | null;
  weightUnit: string | null;
  temperatureUnit: string | null;
}

/** PUT /clinic: the hospital settings of one clinic of the caller's organization. */
export interface UpdateClinicPayload {
  clinic_code: string;
  name: string;
  email: string;
  phone: string;
  contact_name: string;
  tax_rate: number | null;
  address1: string | null;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  timezone: string;
  weight_unit: string;
  temperature_unit: string;
  avatar: string | null;
}

export interface OrganizationRecord {
  id: string;
  organizationCode: string;
  name: string;
}

export interface ViewerRecord {
  user: UserRecord;
  role: RoleRecord;
  permissions: PermissionRecord[];
  clinics: ClinicRecord[];
  organization: OrganizationRecord;
  subscription: { planCode: string | null } | null;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
}

export interface SignUpPayload {
  organization: string;
  address: { zip: string; city: string; country: 'US'; state: string; address1: string; address2?: string };
  clinics: { name: string }[];
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  question_answers: { question: string; answer: string };
  plan_code: string;
}

export interface InvitationRecord {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  roleName: string;
  roleSlug: string;
}

export interface CompleteInvitePayload {
  id: string;
  token: string;
  first_name: string;
  last_name: string;
  password: string;
  confirm: string;
  role: string;
  question_answers: { question: string; answer: string };
  vdl_license?: string;
  rvt_license?: string;
  cvt_license?: string;
  veterinarian_license?: string;
  state?: string;
}

type Raw = Record<string, any>;

const toRole = (raw: Raw): RoleRecord => ({ id: String(raw.id), name: raw.name, slug: raw.slug ?? null });

export const toUser = (raw: Raw): UserRecord => ({
  id: String(raw.id),
  userCode: raw.user_code,
  email: raw.email,
  firstName: raw.first_name ?? '',
  lastName: raw.last_name ?? '',
  fullName: raw.full_name ?? `${raw.first_name ?? ''} ${raw.last_name ?? ''}`.trim(),
  contactPhoneNumber: raw.contact_phone_number ?? null,
  isActive: Boolean(raw.is_active),
  isSuperAdmin: Boolean(raw.is_super_admin),
  isClientAdmin: Boolean(raw.is_client_admin),
  role: toRole(raw.role ?? {}),
  status: raw.status ?? (raw.is_active ? 'active' : 'inactive'),
  invitePending: Boolean(raw.invite_pending),
  createdAt: raw.created_at ?? null,
  clinics: (raw.clinics ?? []).map(toClinic),
});

const toClinic = (raw: Raw): ClinicRecord => ({
  id: String(raw.id),
  clinicCode: raw.clinic_code,
  name: raw.name,
  email: raw.email ?? null,
  phone: raw.phone ?? null,
  contactName: raw.contact_name ?? null,
  taxRate: raw.tax_rate === null || raw.tax_rate === undefined ? null : Number(raw.tax_rate),
  address1: raw.address1 ?? null,
  address2: raw.address2 ?? null,
  city: raw.city ?? null,
  state: raw.state ?? null,
  zip: raw.zip ?? null,
  country: raw.country ?? null,
  timezone: raw.timezone ?? null,
  avatar: raw.avatar ?? null,
  weightUnit: raw.weight_unit ?? null,
  temperatureUnit: raw.temperature_unit ?? null,
});

const toViewer = (raw: Raw): ViewerRecord => {
  const user = toUser(raw.user);
  return {
    user,
    role: user.role,
    permissions: (raw.permissions ?? []).map((p: Raw) => ({ id: String(p.id ?? p.name), name: p.name, module: p.module ?? '' })),
    clinics: (raw.clinics ?? []).map(toClinic),
    organization: {
      id: String(raw.organization.id),
      organizationCode: raw.organization.organization_code,
      name: raw.organization.name,
    },
    subscription: raw.subscription ? { planCode: raw.subscription.plan_code ?? null } : null,
  };
};

const toTokens = (raw: Raw): TokenPair => ({
  accessToken: raw.token,
  refreshToken: raw.refresh_token,
  accessTokenExpiresAt: new Date(raw.token_expires_at).toISOString(),
});

export class AuthClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }

  async signUp(payload: SignUpPayload): Promise<{ email: string; message: string }> {
    return this.rest.post('/auth/signup', payload);
  }

  async login(email: string, password: string): Promise<{ tokens: TokenPair; viewer: ViewerRecord }> {
    const raw = await this.rest.post<Raw>('/auth/login', { email, password });
    return { tokens: toTokens(raw), viewer: toViewer(raw) };
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    return toTokens(await this.rest.post<Raw>('/auth/refresh', { refresh_token: refreshToken }));
  }

  async logout(refreshToken: string): Promise<void> {
    await this.rest.request('POST', '/auth/logout', { json: { refresh_token: refreshToken } });
  }

  async verifyEmail(token: string): Promise<{ message: string }> {
    return this.rest.post(`/verify/${encodeURIComponent(token)}`, {});
  }

  async requestPasswordReset(email: string): Promise<{ message: string }> {
    return this.rest.post('/auth/forgotpassword', { email });
  }

  async securityQuestion(userCode: string, resetId: string): Promise<{ question: string }> {
    return this.rest.get(`/questionanswer/questions/${encodeURIComponent(userCode)}`, { reset_id: resetId });
  }

  async resetPassword(payload: {
    new_password: string;
    user_code: string;
    reset_id: string;
    question_answer: { question: string; answer: string };
  }): Promise<{ message: string }> {
    return this.rest.put('/auth/forgotpassword', payload);
  }

  async invitation(orgCode: string, id: string, token: string): Promise<InvitationRecord> {
    const raw = await this.rest.get<Raw>(`/user/invite/${encodeURIComponent(orgCode)}`, { id, token });
    return {
      email: raw.email,
      firstName: raw.first_name ?? null,
      lastName: raw.last_name ?? null,
      phone: raw.contact_phone_number ?? null,
      roleName: raw.role?.name ?? '',
      roleSlug: raw.role?.slug ?? '',
    };
  }

  async completeInvite(orgCode: string, payload: CompleteInvitePayload): Promise<{ message: string }> {
    return this.rest.put(`/user/invite/${encodeURIComponent(orgCode)}`, payload);
  }

  async me(): Promise<ViewerRecord> {
    return toViewer(await this.rest.get<Raw>('/me'));
  }

  async clinic(code: string): Promise<ClinicRecord> {
    return toClinic(await this.rest.get<Raw>(`/clinic/${encodeURIComponent(code)}`));
  }

  async updateClinic(payload: UpdateClinicPayload): Promise<ClinicRecord> {
    return toClinic(await this.rest.put<Raw>('/clinic', payload));
  }

  async usersByIds(ids: readonly string[]): Promise<UserRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/users', { ids: ids.join(','), limit: ids.length });
    return body.data.map(toUser);
  }

  // Roles and permissions (/d/roles, /d/permissions).
  async roles(window: { offset: number; limit: number; search?: string | null }): Promise<{ data: RoleDetailRecord[]; meta: { total: number } }> {
    const body = await this.rest.get<{ data: Raw[]; meta: { total: number } }>('/roles', {
      offset: window.offset,
      limit: window.limit,
      q: window.search || undefined,
    });
    return { data: body.data.map(toRoleDetail), meta: body.meta };
  }

  async rolesByIds(ids: readonly string[]): Promise<RoleDetailRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/roles', { ids: ids.join(','), limit: ids.length });
    return body.data.map(toRoleDetail);
  }

  async createRole(payload: { roleName: string; actions: string[]; orgId: string }): Promise<RoleDetailRecord> {
    return toRoleDetail(await this.rest.post<Raw>('/roles', payload));
  }

  async permissionModules(window?: { offset: number; limit: number; search?: string | null }): Promise<{ data: PermissionModuleRecord[]; meta: { total: number } }> {
    const body = await this.rest.get<{ permissions: Raw[]; meta: { total: number } }>(
      '/permissions',
      window ? { offset: window.offset, limit: window.limit, q: window.search || undefined } : undefined,
    );
    return { data: body.permissions.map(toPermissionModule), meta: body.meta };
  }

  async permissionsByIds(ids: readonly string[]): Promise<PermissionRecord[]> {
    const body = await this.rest.get<{ permissions: Raw[] }>('/permissions', { ids: ids.join(',') });
    return body.permissions.map(toPermissionModule).flatMap((group) => group.permissions);
  }

  async createPermission(payload: { module: string; name: string }): Promise<PermissionRecord> {
    const raw = await this.rest.post<Raw>('/permissions', payload);
    return { id: String(raw.id), name: raw.name, module: raw.module };
  }

  async deletePermission(id: string): Promise<void> {
    await this.rest.request('DELETE', `/permissions/${encodeURIComponent(id)}`);
  }

  // Manage Users (services/auth/src/users).
  async organizationUsers(organizationId: string, window: { offset: number; limit: number; search?: string | null }): Promise<{ data: UserRecord[]; meta: { total: number } }> {
    const body = await this.rest.get<{ data: Raw[]; meta: { total: number } }>(`/users-organizations/users/${encodeURIComponent(organizationId)}`, {
      offset: window.offset,
      limit: window.limit,
      q: window.search || undefined,
    });
    return { data: body.data.map(toUser), meta: body.meta };
  }

  async assignableRoles(): Promise<RoleRecord[]> {
    return (await this.rest.get<{ data: Raw[] }>('/assignable-roles')).data.map(toRole);
  }

  async inviteUsers(orgCode: string, users: InviteUserRow[]): Promise<{ id: string; email: string }[]> {
    return (await this.rest.post<{ invited: { id: string; email: string }[] }>(`/user/invite/${encodeURIComponent(orgCode)}`, { users })).invited;
  }

  async editUser(payload: EditUserPayload): Promise<UserRecord> {
    return toUser(await this.rest.put<Raw>('/user', payload));
  }

  async reinviteUser(userId: string, orgCode: string): Promise<{ message: string }> {
    return this.rest.post(`/user/${encodeURIComponent(userId)}/re-invite/${encodeURIComponent(orgCode)}`, {});
  }

  async forceResetPassword(userId: string): Promise<{ message: string }> {
    return this.rest.put(`/user/${encodeURIComponent(userId)}/force-reset-password`, {});
  }

  async forceActivateUser(userId: string): Promise<UserRecord> {
    return toUser(await this.rest.put<Raw>(`/user/${encodeURIComponent(userId)}/force-activate-account`, {}));
  }

  async removeUser(userId: string): Promise<{ id: string; message: string }> {
    return (await this.rest.request<{ id: string; message: string }>('PATCH', '/users-organizations/user/remove', { json: { user_id: userId } })).body;
  }
}

export interface InviteUserRow {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role_id: string;
  clinic_id: string;
}

export interface EditUserPayload {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  role_id: string;
  clinic_id: string;
}

export interface PermissionModuleRecord {
  module: string;
  permissions: PermissionRecord[];
}

/** A role as the roles admin sees it; RoleRecord is the short form sessions and users carry. */
export interface RoleDetailRecord extends RoleRecord {
  slug: string;
  isBuiltIn: boolean;
  createdByName: string | null;
  createdAt: string;
  permissionModules: PermissionModuleRecord[];
}

const toPermissionModule = (raw: Raw): PermissionModuleRecord => ({
  module: raw.module,
  permissions: (raw.actions ?? []).map((action: Raw) => ({ id: String(action.id), name: action.name, module: raw.module })),
});

const toRoleDetail = (raw: Raw): RoleDetailRecord => ({
  id: String(raw.id),
  name: raw.name,
  slug: raw.slug,
  isBuiltIn: Boolean(raw.is_built_in),
  createdByName: raw.created_by?.full_name ?? null,
  createdAt: new Date(raw.created_at).toISOString(),
  permissionModules: (raw.rolePermissions ?? []).map(toPermissionModule),
});
