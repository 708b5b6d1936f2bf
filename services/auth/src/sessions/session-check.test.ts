// The shared session check (platform/session-check.ts) over auth's published view
// auth.active_sessions: which tokens' sessions count as active, and how the in-process cache
// answers until the auth service clears it.
import { verifyAccessToken } from '@vetchart/platform/access-token';
import { forgetCachedSessions, sessionCheckFor, sessionIsActive } from '@vetchart/platform/session-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthDemo } from '../service.ts';
import { signIn, startAuthHarness, type AuthHarness } from '../testing.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
  await seedAuthDemo(h.deps);
});
afterAll(async () => h?.close());

const sessionOf = async (email: string) => {
  const login = await signIn(h, email);
  const principal = await verifyAccessToken(h.keys.publicKey, login.token);
  return { login, key: { sessionId: principal.sessionId, userId: principal.userId, organizationId: principal.organizationId } };
};

describe('auth.active_sessions', () => {
  it("holds a live sign-in for its holder's organization only", async () => {
    const { key } = await sessionOf('vet@demo.vet');
    expect(await sessionIsActive(h.db, key)).toBe(true);
    const [other] = await h.db.query<{ id: string }>(`SELECT id FROM auth.organizations WHERE name = 'Other Pet Clinic'`);
    expect(await sessionIsActive(h.db, { ...key, organizationId: other!.id })).toBe(false);
    const [admin] = await h.db.query<{ id: string }>(`SELECT id FROM auth.users WHERE email = 'admin@demo.vet'`);
    expect(await sessionIsActive(h.db, { ...key, userId: admin!.id })).toBe(false);
    expect(await sessionIsActive(h.db, { ...key, sessionId: 'not-a-uuid' })).toBe(false);
  });

  it('stays active across refreshes and ends when the family is revoked, expires, or the holder is removed or deleted', async () => {
    const { login, key } = await sessionOf('tech@demo.vet');
    const rotated = await h.call('POST', '/auth/refresh', { body: { refresh_token: login.refresh_token } });
    expect(rotated.status).toBe(201);
    expect(await sessionIsActive(h.db, key)).toBe(true);

    await h.db.query(`UPDATE auth.refresh_tokens SET expires_at = now() - interval '1 second' WHERE family_id = $1 AND used_at IS NULL`, [key.sessionId]);
    expect(await sessionIsActive(h.db, key)).toBe(false);

    const second = await sessionOf('tech@demo.vet');
    await h.db.query(`UPDATE auth.users SET deleted_at = now() WHERE id = $1`, [key.userId]);
    expect(await sessionIsActive(h.db, second.key)).toBe(false);
    await h.db.query(`UPDATE auth.users SET deleted_at = NULL WHERE id = $1`, [key.userId]);
    expect(await sessionIsActive(h.db, second.key)).toBe(true);
    await h.db.query(`UPDATE auth.user_organizations SET removed_at = now() WHERE user_id = $1`, [key.userId]);
    expect(await sessionIsActive(h.db, second.key)).toBe(false);
    await h.db.query(`UPDATE auth.user_organizations SET removed_at = NULL WHERE user_id = $1`, [key.userId]);
  });
});

describe('sessionCheckFor', () => {
  it('answers from its cache until the auth service forgets the answers; without a cache it asks every time', async () => {
    const { login, key } = await sessionOf('assistant@demo.vet');
    const cached = sessionCheckFor(h.db, 60);
    const uncached = sessionCheckFor(h.db, 0);
    expect(await cached.isActive(key)).toBe(true);

    // Revoked behind the service's back (not through sign-out): the cache still says active …
    await h.db.query(`UPDATE auth.refresh_tokens SET revoked_at = now() WHERE family_id = $1`, [key.sessionId]);
    expect(await cached.isActive(key)).toBe(true);
    expect(await uncached.isActive(key)).toBe(false);
    // … until the answers are forgotten, as sign-out and removal do.
    forgetCachedSessions(h.db);
    expect(await cached.isActive(key)).toBe(false);

    // Sign-out through the service clears the cache itself.
    const next = await sessionOf('assistant@demo.vet');
    expect(await cached.isActive(next.key)).toBe(true);
    expect((await h.call('POST', '/auth/logout', { body: { refresh_token: next.login.refresh_token } })).status).toBe(204);
    expect(await cached.isActive(next.key)).toBe(false);
    expect((await h.call('GET', '/me', { token: next.login.token })).status).toBe(401);
    expect(login.token).not.toBe(next.login.token);
  });
});
