// The signed-in person (GET /me, POST /auth/login), their tokens and an invitation as the auth
// service sends them (snake_case, docs/rest-auth-billing.md), parsed into the gateway's camelCase
// records with the contract (packages/contracts/src/auth/viewer.ts), and the bodies the gateway
// sends. Used by the auth loader table (loaders/auth.ts).
import type { inviteCompletionWire, signUpWire } from '@vetchart/contracts/auth/account';
import { invitationAnswer, tokensAnswer, viewerAnswer } from '@vetchart/contracts/auth/viewer';
import { z } from 'zod';

export const viewerWire = viewerAnswer;
export type ViewerRecord = z.output<typeof viewerWire>;

export const tokensWire = tokensAnswer;
export type TokenPair = z.output<typeof tokensWire>;

export const invitationWire = invitationAnswer;
export type InvitationRecord = z.output<typeof invitationWire>;

/** The service's plain confirmation of a write. */
export const messageWire = z.object({ message: z.string() });

/** POST /auth/signup and PUT /user/invite/{orgCode}: the contract's JSON (packages/contracts/src/auth/account.ts). */
export type SignUpPayload = z.input<typeof signUpWire>;
export type CompleteInvitePayload = z.input<ReturnType<typeof inviteCompletionWire>>;
