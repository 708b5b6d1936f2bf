import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from './account.ts';
import { loginWire, refreshTokenWire } from './session.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the session bodies (POST /auth/login, /auth/refresh, /auth/logout)', () => {
  it('reads a sign-in, the e-mail trimmed only, with the messages of the sign-in form', () => {
    expect(loginWire.parse({ email: ' Vet@Demo.vet ', password: 'secret' })).toEqual({ email: 'Vet@Demo.vet', password: 'secret' });
    expect(issues(loginWire.safeParse({ email: ' ', password: '' }))).toEqual([
      { path: 'email', message: 'Please input your email' },
      { path: 'password', message: 'Please input your password' },
    ]);
    expect(issues(loginWire.safeParse({ email: `${'a'.repeat(250)}@x.vet`, password: 'x'.repeat(1025) }))).toEqual([
      { path: 'email', message: EMAIL_MESSAGE },
      { path: 'password', message: 'Must be at most 1024 characters.' },
    ]);
  });

  it('reads the refresh token into camelCase; a missing one and an over-long one have their messages on refresh_token', () => {
    expect(refreshTokenWire.parse({ refresh_token: 'r1' })).toEqual({ refreshToken: 'r1' });
    expect(issues(refreshTokenWire.safeParse({}))).toEqual([{ path: 'refresh_token', message: 'Please provide a refresh token' }]);
    expect(issues(refreshTokenWire.safeParse({ refresh_token: 'x'.repeat(201) }))).toEqual([{ path: 'refresh_token', message: 'Invalid token.' }]);
  });
});
