// The bodies the gateway sends to the auth service to sign in, refresh a session and sign out
// (POST /auth/login, /auth/refresh, /auth/logout; docs/rest-auth-billing.md): the service
// validates with them and the gateway's payloads are their inputs (gateway/src/loaders/auth.ts).
import { z } from 'zod/mini';
import { wire } from '../wire.ts';
import { EMAIL_MESSAGE } from './account.ts';

/** The e-mail is only trimmed: the service compares it with the stored one case-blind. */
export const loginWire = wire({
  email: z.string({ error: 'Please input your email' }).check(z.trim(), z.minLength(1, { error: 'Please input your email' }), z.maxLength(254, { error: EMAIL_MESSAGE })),
  password: z.string({ error: 'Please input your password' }).check(z.minLength(1, { error: 'Please input your password' }), z.maxLength(1024, { error: 'Must be at most 1024 characters.' })),
});
export type Login = z.output<typeof loginWire>;

/** POST /auth/refresh and /auth/logout: the session's refresh token. */
export const refreshTokenWire = wire({
  refreshToken: z.string({ error: 'Please provide a refresh token' }).check(z.minLength(1, { error: 'Please provide a refresh token' }), z.maxLength(200, { error: 'Invalid token.' })),
});
