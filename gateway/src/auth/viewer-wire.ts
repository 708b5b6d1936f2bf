// The signed-in person (GET /me, POST /auth/login), their tokens and an invitation as the auth
// service sends them (snake_case, docs/rest-auth-billing.md), parsed into the gateway's camelCase
// records. Used by the auth loader table (loaders/auth.ts).
import { z } from 'zod';
import { clinicWire, organizationWire } from '../clinic/clinic-wire.ts';
import { userWire, type PermissionRecord } from '../users-roles/user-wire.ts';

export const viewerWire = z
  .object({
    user: userWire,
    permissions: z.array(z.object({ id: z.union([z.string(), z.number()]).nullish(), name: z.string(), module: z.string().nullish() })).nullish(),
    clinics: z.array(clinicWire).nullish(),
    organization: organizationWire,
    subscription: z.object({ plan_code: z.string().nullish() }).nullish(),
  })
  .transform((raw) => ({
    user: raw.user,
    role: raw.user.role,
    permissions: (raw.permissions ?? []).map((permission): PermissionRecord => ({ id: String(permission.id ?? permission.name), name: permission.name, module: permission.module ?? '' })),
    clinics: raw.clinics ?? [],
    organization: raw.organization,
    subscription: raw.subscription ? { planCode: raw.subscription.plan_code ?? null } : null,
  }));
export type ViewerRecord = z.output<typeof viewerWire>;

export const tokensWire = z
  .object({ token: z.string(), refresh_token: z.string(), token_expires_at: z.union([z.string(), z.number()]) })
  .transform((raw) => ({ accessToken: raw.token, refreshToken: raw.refresh_token, accessTokenExpiresAt: new Date(raw.token_expires_at).toISOString() }));
export type TokenPair = z.output<typeof tokensWire>;

export const invitationWire = z
  .object({
    email: z.string(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    contact_phone_number: z.string().nullish(),
    role: z.object({ name: z.string().nullish(), slug: z.string().nullish() }).nullish(),
  })
  .transform((raw) => ({
    email: raw.email,
    firstName: raw.first_name ?? null,
    lastName: raw.last_name ?? null,
    phone: raw.contact_phone_number ?? null,
    roleName: raw.role?.name ?? '',
    roleSlug: raw.role?.slug ?? '',
  }));
export type InvitationRecord = z.output<typeof invitationWire>;

/** The service's plain confirmation of a write. */
export const messageWire = z.object({ message: z.string() });

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
