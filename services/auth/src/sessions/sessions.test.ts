// Sign-in, throttling, refresh-token rotation and sign-out over the real app and database.
import { verifyAccessToken } from '@vetchart/platform/access-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthDemo } from '../service.ts';
import { signIn, startAuthHarness, type AuthHarness } from '../testing.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ loginMaxFailures: 3, loginBlockSeconds: 60, loginMaxBlockSeconds: 600, refreshTokenTtlSeconds: 3600 });
  await seedAuthDemo(h.deps);
});
afterAll(async () => h?.close());

const login = (email: string, password: string, address = '198.51.100.7') => h.call('POST', '/auth/login', { body: { email, password }, address });

describe('POST /auth/login', () => {
  it('returns tokens and the session of the first membership', async () => {
    const result = await login('VET@demo.vet', 'Demo!2345');
    expect(result.status).toBe(200);
    const body = result.body;
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.token_expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(body.user).toEqual({
      id: expect.any(String),
      user_code: expect.any(String),
      email: 'vet@demo.vet',
      first_name: 'Priya',
      last_name: 'Raman',
      full_name: 'Priya Raman',
      contact_phone_number: '5125550103',
      is_active: true,
      is_super_admin: false,
      is_client_admin: false,
      role: { id: expect.any(String), name: 'veterinarian', slug: 'veterinarian' },
    });
    expect(body.permissions.map((p: { name: string }) => p.name).sort()).toEqual(
      ['Add Visit', 'Add new Pet', 'Delete Pet', 'Edit Pet Details', 'Lock Visit Note'].sort(),
    );
    expect(body.permissions[0]).toEqual({ id: expect.any(String), name: expect.any(String), module: expect.stringMatching(/^(Pets|Visits)$/) });
    expect(body.organization).toEqual({ id: expect.any(String), organization_code: expect.any(String), name: 'Demo Animal Hospital' });
    expect(body.clinics).toEqual([
      expect.objectContaining({ name: 'Demo Animal Hospital', tax_rate: 8.25, city: 'Austin', state: 'TX', country: 'US', organization_id: body.organization.id }),
    ]);
    expect(body.subscription).toEqual({ plan_code: 'professional' });

    const principal = await verifyAccessToken(h.keys.publicKey, body.token);
    expect(principal).toEqual({
      userId: body.user.id,
      userCode: body.user.user_code,
      email: 'vet@demo.vet',
      fullName: 'Priya Raman',
      organizationId: body.organization.id,
      organizationCode: body.organization.organization_code,
      clinicId: body.clinics[0].id,
      clinicCode: body.clinics[0].clinic_code,
      roleId: body.user.role.id,
      roleName: 'veterinarian',
      isSuperAdmin: false,
      isClientAdmin: false,
      permissions: body.permissions.map((p: { name: string }) => p.name),
      // The sign-in's refresh-token family: services accept the token while it is live.
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('gives every built-in role its default permissions', async () => {
    const names = async (email: string) => (await signIn(h, email)).permissions.map((p: { name: string }) => p.name).sort();
    const all = ['Add Visit', 'Add new Pet', 'Delete Pet', 'Disable User', 'Edit Pet Details', 'Edit User Details', 'Invite User', 'Lock Visit Note', 'Modify Knowledge Base'];
    expect(await names('superadmin@demo.vet')).toEqual(all);
    expect(await names('admin@demo.vet')).toEqual(all);
    expect(await names('tech@demo.vet')).toEqual(['Add Visit', 'Add new Pet', 'Edit Pet Details']);
    expect(await names('assistant@demo.vet')).toEqual(['Add Visit', 'Add new Pet']);
  });

  it('answers unknown e-mails, wrong passwords and removed or deleted accounts with the same 401', async () => {
    const unknown = await login('nobody@demo.vet', 'Demo!2345');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password.');
    const wrong = await login('assistant@demo.vet', 'Wrong!2345');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password.');

    await h.db.query(`UPDATE auth.user_organizations SET removed_at = now() WHERE user_id = (SELECT id FROM auth.users WHERE email = 'tech@demo.vet')`);
    expect((await login('tech@demo.vet', 'Demo!2345')).body.message).toBe('Invalid email or password.');
    await h.db.query(`UPDATE auth.user_organizations SET removed_at = NULL WHERE user_id = (SELECT id FROM auth.users WHERE email = 'tech@demo.vet')`);

    await h.db.query(`UPDATE auth.users SET deleted_at = now() WHERE email = 'tech@demo.vet'`);
    const deleted = await login('tech@demo.vet', 'Demo!2345');
    expect(deleted.status).toBe(401);
    expect(deleted.body.message).toBe('Invalid email or password.');
    await h.db.query(`UPDATE auth.users SET deleted_at = NULL WHERE email = 'tech@demo.vet'`);
    await h.db.query(`DELETE FROM limits.counters`);

    // An invited person who has not chosen a password yet cannot sign in with any password.
    expect((await login('new.vet@demo.vet', '')).status).toBe(400);
    expect((await login('new.vet@demo.vet', 'Demo!2345')).status).toBe(401);
  });

  it('requires e-mail and password', async () => {
    const result = await h.call('POST', '/auth/login', { body: {} });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([
      { path: 'email', message: 'Please input your email' },
      { path: 'password', message: 'Please input your password' },
    ]);
  });
});

describe('sign-in throttling', () => {
  /** Ends the current pause of every key, as if its time had passed. */
  const endPauses = () => h.db.query(`UPDATE limits.counters SET blocked_until = now() - interval '1 second' WHERE blocked_until > now()`);

  it('pauses an account and address after loginMaxFailures failures in a row, longer after each further failure', async () => {
    expect((await login('superadmin@demo.vet', 'nope')).status).toBe(401);
    expect((await login('superadmin@demo.vet', 'nope')).status).toBe(401);
    const third = await login('superadmin@demo.vet', 'nope');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(55);

    // Paused means paused: even the right password waits, from that address.
    expect((await login('superadmin@demo.vet', 'Demo!2345')).status).toBe(429);
    // Other accounts are not affected.
    expect((await login('admin@demo.vet', 'Demo!2345')).status).toBe(200);

    // After the pause one more try; failing it pauses twice as long.
    await endPauses();
    const fourth = await login('superadmin@demo.vet', 'nope');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
    await endPauses();
    expect((await login('superadmin@demo.vet', 'nope')).body.message).toBe('Too many failed sign-in attempts. Please try again in 4 minutes.');

    // A success forgets the failures: three more tries before the next pause.
    await endPauses();
    expect((await login('superadmin@demo.vet', 'Demo!2345')).status).toBe(200);
    expect((await login('superadmin@demo.vet', 'nope')).status).toBe(401);
    expect((await login('superadmin@demo.vet', 'nope')).status).toBe(401);
    expect((await login('superadmin@demo.vet', 'Demo!2345')).status).toBe(200);
  });

  it("does not keep the owner out: another address's failures do not pause the owner's sign-in", async () => {
    for (let i = 0; i < 3; i += 1) await login('assistant@demo.vet', 'nope', '203.0.113.66');
    expect((await login('assistant@demo.vet', 'Demo!2345', '203.0.113.66')).status).toBe(429);
    expect((await login('assistant@demo.vet', 'Demo!2345', '192.0.2.10')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, pause included', async () => {
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 4; i += 1) {
        const result = await login(email, 'nope', '198.51.100.99');
        seen.push([result.status, result.body.message]);
      }
      return seen;
    };
    const known = await answers('tech@demo.vet');
    expect(await answers('nobody-here@demo.vet')).toEqual(known);
    expect(known.map(([status]) => status)).toEqual([401, 401, 429, 429]);
  });

  it('caps failures per address across accounts and per account across addresses', async () => {
    const capped = await startAuthHarness({ loginMaxFailures: 50, loginMaxFailuresPerAddress: 4, loginMaxFailuresPerAccount: 6 });
    try {
      await seedAuthDemo(capped.deps);
      const attempt = (email: string, address: string, password = 'nope') =>
        capped.call('POST', '/auth/login', { body: { email, password }, address });
      for (const email of ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']) expect((await attempt(email, '203.0.113.1')).status).toBe(401);
      const fifth = await attempt('e@x.test', '203.0.113.1');
      expect(fifth.status).toBe(429);
      expect(fifth.body.message).toBe('Too many failed sign-in attempts. Please try again in 60 minutes.');

      // A success does not count as a failure: it gives its hit back.
      for (let i = 0; i < 3; i += 1) expect((await attempt('vet@demo.vet', `192.0.2.${i + 1}`, 'Demo!2345')).status).toBe(200);
      for (let i = 0; i < 6; i += 1) expect((await attempt('vet@demo.vet', `192.0.2.${i + 1}`)).status).toBe(401);
      expect((await attempt('vet@demo.vet', '192.0.2.99', 'Demo!2345')).status).toBe(429);
    } finally {
      await capped.close();
    }
  });
});

describe('POST /auth/refresh', () => {
  const refresh = (token: unknown) => h.call('POST', '/auth/refresh', { body: { refresh_token: token } });

  it('rotates the refresh token and re-reads the current role and permissions', async () => {
    const session = await signIn(h, 'assistant@demo.vet');
    // Promoted while signed in: the next access token must say so.
    await h.db.query(
      `UPDATE auth.user_organizations SET role_id = (SELECT id FROM auth.roles WHERE slug = 'veterinarian' AND organization_id IS NULL)
        WHERE user_id = $1`,
      [session.user.id],
    );
    const rotated = await refresh(session.refresh_token);
    expect(rotated.status).toBe(201);
    expect(Object.keys(rotated.body).sort()).toEqual(['refresh_token', 'token', 'token_expires_at']);
    expect(rotated.body.refresh_token).not.toBe(session.refresh_token);
    const principal = await verifyAccessToken(h.keys.publicKey, rotated.body.token);
    expect(principal.roleName).toBe('veterinarian');
    expect(principal.permissions).toContain('Lock Visit Note');

    const next = await refresh(rotated.body.refresh_token);
    expect(next.status).toBe(201);
    // Every rotation stays in the sign-in's family; only the newest token is unspent.
    const tokens = await h.db.query<{ family_id: string; used_at: Date | null }>(
      `SELECT family_id, used_at FROM auth.refresh_tokens
        WHERE family_id = (SELECT family_id FROM auth.refresh_tokens WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1)`,
      [session.user.id],
    );
    expect(tokens).toHaveLength(3);
    expect(tokens.filter((token) => token.used_at === null)).toHaveLength(1);
    await h.db.query(
      `UPDATE auth.user_organizations SET role_id = (SELECT id FROM auth.roles WHERE slug = 'veterinarian-assistant' AND organization_id IS NULL)
        WHERE user_id = $1`,
      [session.user.id],
    );
  });

  it('answers two tabs racing with the same token with one new pair, and leaves one live session', async () => {
    const session = await signIn(h, 'tech@demo.vet');
    const [first, second] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    // Presented again within the grace period (a third tab, a retried request): the same pair.
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(201);
    expect(late.body).toEqual(first.body);

    const live = await h.db.query<{ id: string }>(
      `SELECT id FROM auth.refresh_tokens WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL
          AND family_id = (SELECT family_id FROM auth.refresh_tokens WHERE token_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex'))`,
      [session.user.id, session.refresh_token],
    );
    expect(live).toHaveLength(1);
    expect((await refresh(first.body.refresh_token)).status).toBe(201);
  });

  it('still revokes the family when a spent token comes back after the grace period', async () => {
    const session = await signIn(h, 'assistant@demo.vet');
    const rotated = await refresh(session.refresh_token);
    expect(rotated.status).toBe(201);
    await h.db.query(
      `UPDATE auth.refresh_tokens SET used_at = used_at - interval '61 seconds' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [session.refresh_token],
    );
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('Invalid refresh token.');
    // The thief and the owner are both out: the newest token of the family no longer works.
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);

    // A separate sign-in is a separate family and is not affected.
    const other = await signIn(h, 'assistant@demo.vet');
    expect((await refresh(other.refresh_token)).status).toBe(201);
  });

  it('refuses expired, revoked, unknown and missing tokens', async () => {
    const expired = await signIn(h, 'admin@demo.vet');
    await h.db.query(`UPDATE auth.refresh_tokens SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL AND used_at IS NULL AND user_id = $1`, [expired.user.id]);
    expect((await refresh(expired.refresh_token)).body).toEqual({ message: 'Invalid refresh token.', errors: [] });

    const revoked = await signIn(h, 'admin@demo.vet');
    expect((await h.call('POST', '/auth/logout', { body: { refresh_token: revoked.refresh_token } })).status).toBe(204);
    expect((await refresh(revoked.refresh_token)).status).toBe(401);

    expect((await refresh('x'.repeat(43))).status).toBe(401);
    // An access token is not a refresh token.
    expect((await refresh(revoked.token.slice(0, 200))).status).toBe(401);
    const missing = await h.call('POST', '/auth/refresh', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe('refresh_token');
  });

  it('ends the session of someone deactivated since signing in', async () => {
    const session = await signIn(h, 'tech@demo.vet');
    await h.db.query(`UPDATE auth.users SET is_active = false WHERE id = $1`, [session.user.id]);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    await h.db.query(`UPDATE auth.users SET is_active = true WHERE id = $1`, [session.user.id]);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the family of the token, and answers 204 even for an unknown token', async () => {
    const session = await signIn(h, 'admin@demo.vet');
    const rotated = await h.call('POST', '/auth/refresh', { body: { refresh_token: session.refresh_token } });
    const out = await h.call('POST', '/auth/logout', { body: { refresh_token: session.refresh_token } });
    expect(out.status).toBe(204);
    expect((await h.call('POST', '/auth/refresh', { body: { refresh_token: rotated.body.refresh_token } })).status).toBe(401);
    expect((await h.call('POST', '/auth/logout', { body: { refresh_token: 'unknown' } })).status).toBe(204);
    expect((await h.call('POST', '/auth/logout', { body: {} })).status).toBe(400);
  });
});
