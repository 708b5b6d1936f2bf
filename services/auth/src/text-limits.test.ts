// Every string a caller sends the auth service has a length limit checked at the API, with a clear
// message (docs/rest-auth-billing.md, "Length limits"): per module, over-long values are refused and
// nothing changes, and a value at the limit is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_TOO_LONG } from '@vetchart/platform/text-limits';
import { EMAIL_MESSAGE, INVITE_INVALID } from '@vetchart/contracts/auth/account';
import { PIN_FORMAT } from '@vetchart/contracts/auth/veterinary-pin';
import { RESET_LINK_INVALID } from '@vetchart/contracts/auth/password-reset';
import { signUpAndVerify, startAuthHarness, type AuthHarness } from './testing.ts';

let harness: AuthHarness;
let token: string;
let organizationCode: string;
const long = (length: number) => 'x'.repeat(length);

beforeAll(async () => {
  harness = await startAuthHarness();
  const signedUp = await signUpAndVerify(harness);
  token = signedUp.session.token;
  organizationCode = (await harness.call('GET', '/me', { token })).body.organization?.organization_code ?? 'ORG';
});
afterAll(async () => harness?.close());

describe('length limits at the API', () => {
  it('sessions: refuses an over-long e-mail, password and refresh token with their messages', async () => {
    const login = await harness.call('POST', '/auth/login', { body: { email: `${long(250)}@x.io`, password: long(1025) } });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual([
      { path: 'email', message: EMAIL_MESSAGE },
      { path: 'password', message: 'Must be at most 1024 characters.' },
    ]);
    const refresh = await harness.call('POST', '/auth/refresh', { body: { refresh_token: long(201) } });
    expect(refresh.status).toBe(400);
    expect(refresh.body.errors).toEqual([{ path: 'refresh_token', message: 'Invalid token.' }]);
  });

  it('Veterinary PIN: refuses an over-long PIN, password and visit id, and sets nothing', async () => {
    const set = await harness.call('PUT', '/me/veterinary-pin', { token, body: { pin: long(65), password: long(1025) } });
    expect(set.status).toBe(400);
    expect(set.body.errors).toEqual([
      { path: 'pin', message: PIN_FORMAT },
      { path: 'password', message: 'Must be at most 1024 characters.' },
    ]);
    const proof = await harness.call('POST', '/me/veterinary-pin/lock-proof', { token, body: { pin: long(65), visit_id: long(101) } });
    expect(proof.status).toBe(400);
    expect(proof.body.errors).toEqual([
      { path: 'pin', message: PIN_FORMAT },
      { path: 'visit_id', message: ID_TOO_LONG },
    ]);
    expect((await harness.call('GET', '/me/veterinary-pin', { token })).body.data.is_set).toBe(false);
  });

  it('invites and password reset: an over-long link id or token names no link', async () => {
    const invite = await harness.call('GET', `/user/invite/${organizationCode}?id=${long(101)}&token=${long(201)}`);
    expect(invite.status).toBe(404);
    expect(invite.body.message).toBe(INVITE_INVALID);
    const complete = await harness.call('PUT', `/user/invite/${organizationCode}`, { body: { id: long(101), token: long(201) } });
    expect(complete.status).toBe(400);
    expect(complete.body.message).toBe(INVITE_INVALID);
    const question = await harness.call('GET', `/questionanswer/questions/U-1?reset_id=${long(201)}`);
    expect(question.status).toBe(404);
    expect(question.body.message).toBe(RESET_LINK_INVALID);
  });
});
