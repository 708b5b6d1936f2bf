// A user, a role and a permission as the auth service sends them (snake_case,
// docs/rest-auth-billing.md), parsed into the gateway's camelCase records. Used by the auth
// loader table (loaders/auth.ts).
import { z } from 'zod';
import { clinicSummaryWire } from '../clinic/clinic-wire.ts';

/** A flag the service may leave out: absent reads as false. */
const flag = z.unknown().optional().transform((value) => Boolean(value));

export const roleWire = z
  .object({ id: z.coerce.string(), name: z.string(), slug: z.string().nullish() })
  .transform((raw) => ({ id: raw.id, name: raw.name, slug: raw.slug ?? null }));
export type RoleRecord = z.output<typeof roleWire>;

export type UserStatus = 'active' | 'invited' | 'inactive';

export const userWire = z
  .object({
    id: z.coerce.string(),
    user_code: z.string(),
    email: z.string(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    full_name: z.string().nullish(),
    contact_phone_number: z.string().nullish(),
    is_active: flag,
    is_super_admin: flag,
    is_client_admin: flag,
    role: roleWire,
    status: z.enum(['active', 'invited', 'inactive']).nullish(),
    invite_pending: flag,
    created_at: z.string().nullish(),
    clinics: z.array(clinicSummaryWire).nullish(),
  })
  .transform((raw) => ({
    id: raw.id,
    userCode: raw.user_code,
    email: raw.email,
    firstName: raw.first_name ?? '',
    lastName: raw.last_name ?? '',
    fullName: raw.full_name ?? `${raw.first_name ?? ''} ${raw.last_name ?? ''}`.trim(),
    contactPhoneNumber: raw.contact_phone_number ?? null,
    isActive: raw.is_active,
    isSuperAdmin: raw.is_super_admin,
    isClientAdmin: raw.is_client_admin,
    role: raw.role,
    /** Manage Users: active, invited (invite not completed) or inactive; derived from isActive where the service does not say. */
    status: raw.status ?? (raw.is_active ? 'active' : 'inactive'),
    invitePending: raw.invite_pending,
    createdAt: raw.created_at ?? null,
    clinics: raw.clinics ?? [],
  }));
export type UserRecord = z.output<typeof userWire>;

export interface PermissionRecord {
  id: string;
  name: string;
  module: string;
}

export const permissionModuleWire = z
  .object({ module: z.string(), actions: z.array(z.object({ id: z.coerce.string(), name: z.string() })).nullish() })
  .transform((raw) => ({
    module: raw.module,
    permissions: (raw.actions ?? []).map((action): PermissionRecord => ({ id: action.id, name: action.name, module: raw.module })),
  }));
export type PermissionModuleRecord = z.output<typeof permissionModuleWire>;

export const permissionWire = z
  .object({ id: z.coerce.string(), name: z.string(), module: z.string() })
  .transform((raw): PermissionRecord => raw);

/** A role as the roles admin sees it; RoleRecord is the short form sessions and users carry. */
export const roleDetailWire = z
  .object({
    id: z.coerce.string(),
    name: z.string(),
    slug: z.string(),
    is_built_in: flag,
    created_by: z.object({ full_name: z.string().nullish() }).nullish(),
    created_at: z.union([z.string(), z.number()]),
    rolePermissions: z.array(permissionModuleWire).nullish(),
  })
  .transform((raw) => ({
    id: raw.id,
    name: raw.name,
    slug: raw.slug,
    isBuiltIn: raw.is_built_in,
    createdByName: raw.created_by?.full_name ?? null,
    createdAt: new Date(raw.created_at).toISOString(),
    permissionModules: raw.rolePermissions ?? [],
  }));
export type RoleDetailRecord = z.output<typeof roleDetailWire>;

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
