// The signed-in person (GET /me, POST /auth/login), their tokens and an invitation as the auth
// service answers them (snake_case, docs/rest-auth-billing.md), each field named once; the gateway
// parses the service's answers with them (gateway/src/auth/viewer-wire.ts).
import { z } from 'zod/mini';
import { blank, listOf, orNull } from '../answer.ts';
import { clinicWire } from '../clinic/clinic.ts';
import { organizationAnswer } from '../clinic/organization.ts';
import type { Permission } from '../roles/role-detail.ts';
import { userAnswer } from '../users/user-answer.ts';
import { wire } from '../wire.ts';

/** A time sent as ISO text or epoch milliseconds, read as ISO text. */
const isoTime = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => new Date(value).toISOString()),
);

// A permission the session carries without an id is known by its name.
const sessionPermission = z.pipe(
  z.object({ id: orNull(z.union([z.string(), z.number()])), name: z.string(), module: blank }),
  z.transform((permission): Permission => ({ id: String(permission.id ?? permission.name), name: permission.name, module: permission.module })),
);

// The user's role is also the viewer's own field (read once, from the user).
export const viewerAnswer = z.pipe(
  wire({
    user: userAnswer,
    permissions: listOf(sessionPermission),
    clinics: listOf(clinicWire),
    organization: organizationAnswer,
    subscription: orNull(wire({ planCode: orNull(z.string()) })),
  }),
  z.transform((viewer) => ({ ...viewer, role: viewer.user.role })),
);
export type Viewer = z.output<typeof viewerAnswer>;

/** The spec's REST names that are not the snake_case of the field's name. */
export const TOKENS_WIRE_NAMES = { accessToken: 'token', accessTokenExpiresAt: 'token_expires_at' } as const;

export const tokensAnswer = wire({ accessToken: z.string(), refreshToken: z.string(), accessTokenExpiresAt: isoTime }, TOKENS_WIRE_NAMES);
export type TokenPair = z.output<typeof tokensAnswer>;

/** The spec's REST names that are not the snake_case of the field's name. */
export const INVITATION_WIRE_NAMES = { phone: 'contact_phone_number' } as const;

/** The role an invitation offers; left out, its name and slug are ''. */
const invitedRole = z.pipe(
  z.nullish(z.object({ name: blank, slug: blank })),
  z.transform((role) => role ?? { name: '', slug: '' }),
);

// The service nests the offered role; the record carries its name and slug flat.
export const invitationAnswer = z.pipe(
  wire({ email: z.string(), firstName: orNull(z.string()), lastName: orNull(z.string()), phone: orNull(z.string()), role: invitedRole }, INVITATION_WIRE_NAMES),
  z.transform(({ role, ...invitation }) => ({ ...invitation, roleName: role.name, roleSlug: role.slug })),
);
export type Invitation = z.output<typeof invitationAnswer>;
