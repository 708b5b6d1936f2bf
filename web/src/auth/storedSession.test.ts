import { describe, expect, it } from 'vitest';
import { accessTokenExpired, parseStoredSession, renewalAfterWaiting } from './storedSession';

const viewer = { user: { id: 'u1' } };
const stored = (accessTokenExpiresAt: string, refreshToken = 'r1') =>
  JSON.stringify({ accessToken: 'a1', refreshToken, accessTokenExpiresAt, viewer });

describe('parseStoredSession', () => {
  it('keeps a session whose access token has expired: the refresh token still renews it', () => {
    expect(parseStoredSession(stored('2020-01-01T00:00:00.000Z'))?.refreshToken).toBe('r1');
  });

  it('drops what is not a session', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('not json')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ accessToken: 'a1', viewer }))).toBeNull();
  });
});

describe('accessTokenExpired', () => {
  const now = Date.parse('2026-01-01T12:00:00.000Z');
  it('counts a token about to expire as expired, so the request does not race its expiry', () => {
    expect(accessTokenExpired({ accessTokenExpiresAt: '2026-01-01T11:59:00.000Z' }, now)).toBe(true);
    expect(accessTokenExpired({ accessTokenExpiresAt: '2026-01-01T12:00:10.000Z' }, now)).toBe(true);
    expect(accessTokenExpired({ accessTokenExpiresAt: '2026-01-01T12:10:00.000Z' }, now)).toBe(false);
    expect(accessTokenExpired({ accessTokenExpiresAt: 'garbage' }, now)).toBe(true);
  });
});

describe('renewalAfterWaiting', () => {
  const session = parseStoredSession(stored('2026-01-01T12:10:00.000Z', 'r2'))!;
  it('takes the pair another tab stored while this one waited, instead of rotating a spent token', () => {
    expect(renewalAfterWaiting(session, 'r1')).toEqual({ kind: 'adopt', session });
  });
  it('rotates when the stored token is still the one this tab holds', () => {
    expect(renewalAfterWaiting(session, 'r2')).toEqual({ kind: 'rotate', refreshToken: 'r2' });
  });
  it('gives up when another tab signed out', () => {
    expect(renewalAfterWaiting(null, 'r1')).toEqual({ kind: 'signed-out' });
  });
});
