// The signed-in person (GET /me, POST /auth/login), their tokens and an invitation as the auth
// service sends them (snake_case, docs/rest-auth-billing.md), parsed into the gateway's camelCase
// records with the contract (packages/contracts/src/auth/viewer.ts), and the bodies the gateway
// sends. Used by the auth loader table (loaders/auth.ts).
import type { inviteCompletionWire, signUpWire } from '@vetchart/contracts/auth/account';
import type { forgotPasswordWire, resetPasswordWire } from '@vetchart/contracts/auth/password-reset';
import type { loginWire, refreshTokenWire } from '@vetchart/contracts/auth/session';
import type { lockProofWire, veterinaryPinSetWire } from '@vetchart/contracts/auth/veterinary-pin';
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

/** POST /auth/login, /auth/refresh and /auth/logout (contracts/src/auth/session.ts). */
export type LoginPayload = z.input<typeof loginWire>;
export type RefreshTokenPayload = z.input<typeof refreshTokenWire>;

/** POST and PUT /auth/forgotpassword (contracts/src/auth/password-reset.ts). */
export type ForgotPasswordPayload = z.input<typeof forgotPasswordWire>;
export type ResetPasswordPayload = z.input<typeof resetPasswordWire>;

/** PUT /me/veterinary-pin and POST /me/veterinary-pin/lock-proof (contracts/src/auth/veterinary-pin.ts). */
export type SetVeterinaryPinPayload = z.input<typeof veterinaryPinSetWire>;
export type LockProofPayload = z.input<typeof lockProofWire>;
