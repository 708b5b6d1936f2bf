// A user as the auth service answers it (docs/rest-auth-billing.md), parsed by the gateway. Kept
// apart from user.ts, which the web's user form imports without these schemas.
import { z } from 'zod/mini';
import { clinicSummaryAnswer } from '../clinic/clinic.ts';
import { roleAnswer } from '../roles/role-detail.ts';
import { wire } from '../wire.ts';

/** Manage Users: active, invited (invite not completed) or inactive. */
export const USER_STATUSES = ['active', 'invited', 'inactive'] as const;

/** A flag the service may leave out: absent reads as false. */
const flag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => Boolean(value)),
);
const textOrNone = z.nullish(z.string());

/** A user as the auth service answers it (GET /users, /me, the session); names, status and clinics filled in where it leaves them out. */
export const userAnswer = z.pipe(
  wire({
    id: z.coerce.string(),
    userCode: z.string(),
    email: z.string(),
    firstName: textOrNone,
    lastName: textOrNone,
    fullName: textOrNone,
    contactPhoneNumber: textOrNone,
    isActive: flag,
    isSuperAdmin: flag,
    isClientAdmin: flag,
    role: roleAnswer,
    status: z.nullish(z.enum(USER_STATUSES)),
    invitePending: flag,
    createdAt: textOrNone,
    clinics: z.nullish(z.array(clinicSummaryAnswer)),
  }),
  z.transform((user) => ({
    ...user,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    fullName: user.fullName ?? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
    contactPhoneNumber: user.contactPhoneNumber ?? null,
    /** Derived from isActive where the service does not say. */
    status: user.status ?? (user.isActive ? ('active' as const) : ('inactive' as const)),
    createdAt: user.createdAt ?? null,
    clinics: user.clinics ?? [],
  })),
);
export type User = z.output<typeof userAnswer>;
