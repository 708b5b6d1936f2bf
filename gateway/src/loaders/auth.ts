// The auth service's endpoints (docs/rest-auth-billing.md) as the gateway calls them: sessions,
// the viewer, invitations and password resets, clinics, users, roles and permissions. Built per
// request into `ctx.loaders.auth` (loaders/index.ts).
import { z } from 'zod';
import {
  invitationWire,
  messageWire,
  tokensWire,
  viewerWire,
  type CompleteInvitePayload,
  type ForgotPasswordPayload,
  type LockProofPayload,
  type LoginPayload,
  type RefreshTokenPayload,
  type ResetPasswordPayload,
  type SetVeterinaryPinPayload,
  type SignUpPayload,
} from '../auth/viewer-wire.ts';
import { clinicWire, type UpdateClinicPayload } from '../clinic/clinic-wire.ts';
import {
  permissionModuleWire,
  permissionWire,
  roleDetailWire,
  roleWire,
  userWire,
  type CreatePermissionPayload,
  type CreateRolePayload,
  type EditUserPayload,
  type InviteUserRow,
  type RemoveUserPayload,
} from '../users-roles/user-wire.ts';
import { byIds, call, segment } from './endpoint.ts';
import { data, list, noContent, one, page } from './wire.ts';

interface Window {
  offset: number;
  limit: number;
  search?: string | null;
}

const windowQuery = (window: Window) => ({ offset: window.offset, limit: window.limit, q: window.search || undefined });

const veterinaryPinWire = z
  .object({ is_set: z.boolean(), updated_at: z.string().nullish() })
  .transform((raw) => ({ isSet: raw.is_set, updatedAt: raw.updated_at ?? null }));

/** /permissions answers its modules under `permissions`, not `data`. */
const permissionModules = z.object({ permissions: z.array(permissionModuleWire) });

export const authEndpoints = {
  // --- Sessions and the viewer ---
  signUp: call({ method: 'POST', path: '/auth/signup', body: (signUp: SignUpPayload) => signUp, parse: one(z.object({ email: z.string(), message: z.string() })) }),
  login: call({
    method: 'POST',
    path: '/auth/login',
    body: (credentials: LoginPayload) => credentials,
    parse: (body) => ({ tokens: tokensWire.parse(body), viewer: viewerWire.parse(body) }),
  }),
  refresh: call({ method: 'POST', path: '/auth/refresh', body: (refreshToken: string): RefreshTokenPayload => ({ refresh_token: refreshToken }), parse: one(tokensWire) }),
  logout: call({ method: 'POST', path: '/auth/logout', body: (refreshToken: string): RefreshTokenPayload => ({ refresh_token: refreshToken }), parse: noContent }),
  /** The caller's user, role, permissions, clinics and organization: read once per operation. */
  me: call({ method: 'GET', path: '/me', parse: one(viewerWire), oncePerRequest: true }),
  verifyEmail: call({ method: 'POST', path: (token: string) => `/verify/${segment(token)}`, body: () => ({}), parse: one(messageWire) }),
  requestPasswordReset: call({ method: 'POST', path: '/auth/forgotpassword', body: (email: string): ForgotPasswordPayload => ({ email }), parse: one(messageWire) }),
  securityQuestion: call({
    method: 'GET',
    path: (input: { userCode: string; resetId: string }) => `/questionanswer/questions/${segment(input.userCode)}`,
    query: (input) => ({ reset_id: input.resetId }),
    parse: one(z.object({ question: z.string() })),
  }),
  resetPassword: call({
    method: 'PUT',
    path: '/auth/forgotpassword',
    body: (reset: ResetPasswordPayload) => reset,
    parse: one(messageWire),
  }),
  invitation: call({
    method: 'GET',
    path: (input: { orgCode: string; id: string; token: string }) => `/user/invite/${segment(input.orgCode)}`,
    query: (input) => ({ id: input.id, token: input.token }),
    parse: one(invitationWire),
  }),
  completeInvite: call({
    method: 'PUT',
    path: (input: { orgCode: string; invite: CompleteInvitePayload }) => `/user/invite/${segment(input.orgCode)}`,
    body: (input) => input.invite,
    parse: one(messageWire),
  }),

  // --- The veterinary PIN that locks a visit (docs/rest-auth-billing.md 'Veterinary PIN') ---
  veterinaryPin: call({ method: 'GET', path: '/me/veterinary-pin', parse: data(veterinaryPinWire) }),
  setVeterinaryPin: call({
    method: 'PUT',
    path: '/me/veterinary-pin',
    body: (input: { pin: string; password: string | null }): SetVeterinaryPinPayload => ({ pin: input.pin, ...(input.password ? { password: input.password } : {}) }),
    parse: data(veterinaryPinWire),
  }),
  lockProof: call({
    method: 'POST',
    path: '/me/veterinary-pin/lock-proof',
    body: (input: { pin: string; visitId: string }): LockProofPayload => ({ pin: input.pin, visit_id: input.visitId }),
    parse: data(z.object({ lock_proof: z.string() }).transform((raw) => raw.lock_proof)),
  }),

  // --- Clinics ---
  clinic: call({ method: 'GET', path: (clinicCode: string) => `/clinic/${segment(clinicCode)}`, parse: one(clinicWire) }),
  updateClinic: call({ method: 'PUT', path: '/clinic', body: (clinic: UpdateClinicPayload) => clinic, parse: one(clinicWire) }),

  // --- Users (Manage Users, services/auth/src/users) ---
  user: byIds({ path: '/users', row: userWire }),
  organizationUsers: call({
    method: 'GET',
    path: (input: Window & { organizationId: string }) => `/users-organizations/users/${segment(input.organizationId)}`,
    query: windowQuery,
    parse: page(userWire),
  }),
  assignableRoles: call({ method: 'GET', path: '/assignable-roles', parse: list(roleWire) }),
  inviteUsers: call({
    method: 'POST',
    path: (input: { orgCode: string; users: InviteUserRow[] }) => `/user/invite/${segment(input.orgCode)}`,
    body: (input) => ({ users: input.users }),
    parse: (body) => z.object({ invited: z.array(z.object({ id: z.coerce.string(), email: z.string() })) }).parse(body).invited,
  }),
  editUser: call({ method: 'PUT', path: '/user', body: (user: EditUserPayload) => user, parse: one(userWire) }),
  reinviteUser: call({
    method: 'POST',
    path: (input: { userId: string; orgCode: string }) => `/user/${segment(input.userId)}/re-invite/${segment(input.orgCode)}`,
    body: () => ({}),
    parse: one(messageWire),
  }),
  forceResetPassword: call({ method: 'PUT', path: (userId: string) => `/user/${segment(userId)}/force-reset-password`, body: () => ({}), parse: one(messageWire) }),
  forceActivateUser: call({ method: 'PUT', path: (userId: string) => `/user/${segment(userId)}/force-activate-account`, body: () => ({}), parse: one(userWire) }),
  removeUser: call({
    method: 'PATCH',
    path: '/users-organizations/user/remove',
    body: (userId: string): RemoveUserPayload => ({ user_id: userId }),
    parse: one(z.object({ id: z.coerce.string(), message: z.string() })),
  }),

  // --- Roles and permissions ---
  role: byIds({ path: '/roles', row: roleDetailWire }),
  roles: call({ method: 'GET', path: '/roles', query: windowQuery, parse: page(roleDetailWire) }),
  createRole: call({ method: 'POST', path: '/roles', body: (role: CreateRolePayload) => role, parse: one(roleDetailWire) }),
  /** A permission by id: /permissions?ids= answers the modules holding them. */
  permission: byIds({
    path: '/permissions',
    row: permissionWire,
    query: (ids) => ({ ids: ids.join(',') }),
    parse: (body) => permissionModules.parse(body).permissions.flatMap((module) => module.permissions),
  }),
  permissionModules: call({
    method: 'GET',
    path: '/permissions',
    query: (window: Window | void) => (window ? windowQuery(window) : {}),
    parse: (body) => z.object({ permissions: z.array(permissionModuleWire), meta: z.object({ total: z.number() }) }).transform((raw) => ({ data: raw.permissions, meta: raw.meta })).parse(body),
  }),
  createPermission: call({ method: 'POST', path: '/permissions', body: (permission: CreatePermissionPayload) => permission, parse: one(permissionWire) }),
  deletePermission: call({ method: 'DELETE', path: (id: string) => `/permissions/${segment(id)}`, parse: noContent }),
};
