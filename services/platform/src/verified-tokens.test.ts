import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadKeys, signAccessToken, verifyAccessToken, type Principal } from './access-token.ts';
import { VERIFIED_TOKEN_CACHE_SIZE, recallVerifiedToken, rememberVerifiedToken } from './verified-tokens.ts';

const principal: Principal = {
  userId: '7d1c3c4e-4a52-4a0f-9d7e-1f1f1f1f1f1f',
  userCode: 'U1',
  email: 'vet@demo.vet',
  fullName: 'Priya Raman',
  organizationId: 'org',
  organizationCode: 'ORG1',
  clinicId: 'clinic',
  clinicCode: 'CLINIC1',
  roleId: 'role',
  roleName: 'veterinarian',
  isSuperAdmin: false,
  isClientAdmin: false,
  permissions: ['Add Visit'],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('verified access tokens are remembered', () => {
  it('answers a token verified before with the same claims, and a remembered token is refused once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const keys = await loadKeys();
    const { token } = await signAccessToken(keys.privateKey!, principal, 60);
    const first = await verifyAccessToken(keys.publicKey, token);
    expect(first).toEqual(principal);
    expect(recallVerifiedToken(keys.publicKey, token)).toEqual(principal);
    expect(await verifyAccessToken(keys.publicKey, token)).toEqual(principal);

    vi.setSystemTime(new Date('2026-03-01T10:01:00Z'));
    await expect(verifyAccessToken(keys.publicKey, token)).rejects.toMatchObject({ message: 'Invalid token.' });
    expect(recallVerifiedToken(keys.publicKey, token)).toBeUndefined();
  });

  it('remembers a token only under the key that verified it, and never a forged one', async () => {
    const keys = await loadKeys();
    const otherKeys = await loadKeys();
    const { token } = await signAccessToken(keys.privateKey!, principal, 60);
    await verifyAccessToken(keys.publicKey, token);
    await expect(verifyAccessToken(otherKeys.publicKey, token)).rejects.toMatchObject({ message: 'Invalid token.' });

    const [header, payload] = token.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), isSuperAdmin: true })).toString('base64url');
    const forged = `${header}.${forgedClaims}.${token.split('.')[2]}`;
    await expect(verifyAccessToken(keys.publicKey, forged)).rejects.toMatchObject({ message: 'Invalid token.' });
    expect(recallVerifiedToken(keys.publicKey, forged)).toBeUndefined();
  });

  it('hands out claims no caller can change for the next request', async () => {
    const keys = await loadKeys();
    const { token } = await signAccessToken(keys.privateKey!, principal, 60);
    const claims = await verifyAccessToken(keys.publicKey, token);
    expect(() => claims.permissions.push('Invite User')).toThrow(TypeError);
    expect(() => Object.assign(claims, { isSuperAdmin: true })).toThrow(TypeError);
    expect((await verifyAccessToken(keys.publicKey, token)).isSuperAdmin).toBe(false);
  });

  it('holds a bounded number of tokens, dropping the oldest first', () => {
    const key = {};
    const farFuture = Math.floor(Date.now() / 1000) + 3600;
    for (let index = 0; index <= VERIFIED_TOKEN_CACHE_SIZE; index += 1) rememberVerifiedToken(key, `token-${index}`, index, farFuture);
    expect(recallVerifiedToken(key, 'token-0')).toBeUndefined();
    expect(recallVerifiedToken(key, 'token-1')).toBe(1);
    expect(recallVerifiedToken(key, `token-${VERIFIED_TOKEN_CACHE_SIZE}`)).toBe(VERIFIED_TOKEN_CACHE_SIZE);
  });
});
