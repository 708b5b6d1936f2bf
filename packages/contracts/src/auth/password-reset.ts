// The bodies the gateway sends to the auth service for a forgotten password (POST and PUT
// /auth/forgotpassword; docs/rest-auth-billing.md): asking for the link, and setting the new
// password with the link's codes and the security answer. The service validates with them and the
// gateway's payloads are their inputs (gateway/src/loaders/auth.ts).
import { z } from 'zod/mini';
import { wire } from '../wire.ts';
import { accountText, emailField, passwordField, securityAnswerFields } from './account.ts';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

export const forgotPasswordWire = wire({ email: emailField('Please input your email') });

export const resetPasswordWire = wire({
  newPassword: passwordField(),
  // The link's codes: whatever is wrong with them, the link is what the person sees as wrong.
  userCode: accountText(RESET_LINK_INVALID, 50),
  resetId: accountText(RESET_LINK_INVALID, 200),
  questionAnswer: securityAnswerFields(),
});
export type ResetPassword = z.output<typeof resetPasswordWire>;
