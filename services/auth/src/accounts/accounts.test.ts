// Sign-up, e-mail verification, GET /me and GET /users over the real app and database.
import { verifyAccessToken } from '@vetchart/platform/access-token';
import { verifySecret } from '@vetchart/platform/secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthDemo } from '../service.ts';
import { signIn, signUpAndVerify, signupPayload, startAuthHarness, type AuthHarness } from '../testing.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
  await seedAuthDemo(h.deps);
});
afterAll(async () => h?.close());

const TABLES = ['auth.organizations', 'auth.clinics', 'auth.users', 'auth.user_organizations', 'auth.link_tokens', 'mail.outbox'];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await h.count(table)])));

describe('POST /auth/signup', () => {
  it('creates the organization, its clinic and an inactive client admin, and mails an activation link', async () => {
    const result = await h.call('POST', '/auth/signup', { body: signupPayload({ email: 'Owner@Willow.vet', organization: 'Willow Vets', clinics: [{ name: 'Willow North' }] }) });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ email: 'owner@willow.vet', message: 'Please check your email to activate your account.' });

    const [row] = await h.db.query<any>(
      `SELECT u.is_active, u.email_verified_at, u.password_hash, m.is_client_admin, r.slug, o.plan_code, o.owner_user_id = u.id AS owner,
              c.name AS clinic, c.country, c.timezone, c.weight_unit, c.temperature_unit, s.question, s.answer_hash
         FROM auth.users u
         JOIN auth.user_organizations m ON m.user_id = u.id
         JOIN auth.roles r ON r.id = m.role_id
         JOIN auth.organizations o ON o.id = m.organization_id
         JOIN auth.user_clinics uc ON uc.user_id = u.id
         JOIN auth.clinics c ON c.id = uc.clinic_id
         JOIN auth.security_answers s ON s.user_id = u.id
        WHERE u.email = $1`,
      ['owner@willow.vet'],
    );
    expect(row).toMatchObject({
      is_active: false,
      email_verified_at: null,
      is_client_admin: true,
      slug: 'admin',
      plan_code: 'basic',
      owner: true,
      clinic: 'Willow North',
      country: 'US',
      timezone: 'UTC',
      weight_unit: 'pound',
      temperature_unit: 'fahrenheit',
      question: 'What was the name of your first pet?',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // The answer is kept only as argon2id of its normalized form.
    expect(await verifySecret(row.answer_hash, 'biscuit')).toBe(true);

    const { mail, link } = await h.lastMail('owner@willow.vet', '/verify/');
    expect(mail.subject).toBe('Activate your account');
    expect(link.origin).toBe('http://app.test');
    expect(link.pathname).toMatch(/^\/verify\/[A-Za-z0-9_-]{43}$/);

    const early = await h.call('POST', '/auth/login', { body: { email: 'owner@willow.vet', password: 'Str0ng!pass' } });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Please verify your email before signing in.');
  });

  it.each([
    ['organization', { organization: '  ' }, 'organization', 'Please enter organization name'],
    ['address1', { address: { zip: '1', city: 'c', state: 's', country: 'US' } }, 'address.address1', 'Please enter address'],
    ['city', { address: { zip: '1', address1: 'a', state: 's', country: 'US' } }, 'address.city', 'Please enter city'],
    ['state', { address: { zip: '1', address1: 'a', city: 'c', country: 'US' } }, 'address.state', 'Please enter state'],
    ['zip', { address: { address1: 'a', city: 'c', state: 's', country: 'US' } }, 'address.zip', 'Please enter zip'],
    ['email', { email: 'not-an-email' }, 'email', 'Please input correct email address!'],
    ['phone symbols', { phone: '(312) 555-0188' }, 'phone', 'Phone Number must not contain special characters!'],
    ['phone length', { phone: '312555018' }, 'phone', 'Phone Number must be 10-digits.'],
    ['password', { password: 'weakpassword1' }, 'password', 'Enter a valid password'],
    ['short password', { password: 'Aa1!aa' }, 'password', 'Enter a valid password'],
    ['plan', { plan_code: '' }, 'plan_code', 'Please select a plan'],
    ['answer', { question_answers: { question: 'What was the name of your first pet?', answer: ' ' } }, 'question_answers.answer', 'Please input your answer'],
    ['country', { address: { zip: '1', address1: 'a', city: 'c', state: 's', country: 'CA' } }, 'address.country', 'Sign-up is available in the US only.'],
  ])('refuses a bad %s with its field message and writes nothing', async (_name, override, path, message) => {
    const before = await counts();
    const result = await h.call('POST', '/auth/signup', { body: signupPayload({ email: 'bad@input.vet', ...override }) });
    expect(result.status).toBe(400);
    expect(result.body.errors).toContainEqual({ path, message });
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await h.call('POST', '/auth/signup', { body: undefined });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body must be JSON.');
  });

  it('answers an e-mail that already has an account like a new one, creates nothing and tells the owner by mail', async () => {
    const before = await counts();
    const result = await h.call('POST', '/auth/signup', { body: signupPayload({ email: 'ADMIN@demo.vet' }) });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ email: 'admin@demo.vet', message: 'Please check your email to activate your account.' });
    expect(await counts()).toEqual({ ...before, 'mail.outbox': before['mail.outbox'] + 1 });
    const { mail } = await h.lastMail('admin@demo.vet', '/forgot-password');
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(mail.text_body).toContain('No new account was created.');
  });
});

describe('POST /verify/{token}', () => {
  it('activates the account once; the link cannot be used again', async () => {
    await h.call('POST', '/auth/signup', { body: signupPayload({ email: 'once@verify.vet' }) });
    const { link } = await h.lastMail('once@verify.vet', '/verify/');
    const token = link.pathname.split('/verify/')[1]!;

    const first = await h.call('POST', `/verify/${token}`, { body: { password: 'ignored' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Your email has been successfully verified.' });
    const [user] = await h.db.query<any>(`SELECT is_active, email_verified_at FROM auth.users WHERE email = 'once@verify.vet'`);
    expect(user.is_active).toBe(true);
    expect(user.email_verified_at).not.toBeNull();
    expect((await h.call('POST', '/auth/login', { body: { email: 'once@verify.vet', password: 'Str0ng!pass' } })).status).toBe(200);

    const again = await h.call('POST', `/verify/${token}`, { body: {} });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This verification link is invalid or has expired.');
  });

  it('refuses an expired link, an unknown token and a token of another kind', async () => {
    await h.call('POST', '/auth/signup', { body: signupPayload({ email: 'late@verify.vet' }) });
    const { link } = await h.lastMail('late@verify.vet', '/verify/');
    const token = link.pathname.split('/verify/')[1]!;
    await h.db.query(
      `UPDATE auth.link_tokens SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM auth.users WHERE email = 'late@verify.vet')`,
    );
    expect((await h.call('POST', `/verify/${token}`)).status).toBe(410);
    expect((await h.call('POST', `/verify/${'x'.repeat(43)}`)).status).toBe(410);
    const [user] = await h.db.query<any>(`SELECT is_active FROM auth.users WHERE email = 'late@verify.vet'`);
    expect(user.is_active).toBe(false);

    // A password-reset link is not an activation link.
    await h.call('POST', '/auth/forgotpassword', { body: { email: 'vet@demo.vet' } });
    const reset = await h.lastMail('vet@demo.vet', '/set-password/');
    const resetToken = reset.link.searchParams.get('reset_id')!;
    const refused = await h.call('POST', `/verify/${resetToken}`);
    expect(refused.status).toBe(410);
  });
});

describe('GET /me', () => {
  it('returns the session of the token without tokens', async () => {
    const { session } = await signUpAndVerify(h, { email: 'me@maple.vet' });
    const me = await h.call('GET', '/me', { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body).not.toHaveProperty('token');
    expect(me.body).not.toHaveProperty('refresh_token');
    const { token: _t, refresh_token: _r, token_expires_at: _e, ...withoutTokens } = session;
    expect(me.body).toEqual(withoutTokens);
    expect(me.body.user).toMatchObject({ email: 'me@maple.vet', full_name: 'Jamie Park', is_client_admin: true, role: { name: 'Admin', slug: 'admin' } });
    expect(me.body.subscription).toEqual({ plan_code: 'basic' });
    expect(me.body.clinics[0]).toMatchObject({ name: 'Maple Vet Downtown', country: 'US', contact_name: 'Jamie Park' });
    const principal = await verifyAccessToken(h.keys.publicKey, session.token);
    expect(principal).toMatchObject({
      email: 'me@maple.vet',
      organizationCode: me.body.organization.organization_code,
      clinicCode: me.body.clinics[0].clinic_code,
      roleName: 'Admin',
      isClientAdmin: true,
      isSuperAdmin: false,
    });
    expect(principal.permissions).toContain('Invite User');
  });

  it('requires a valid access token', async () => {
    expect((await h.call('GET', '/me')).body).toEqual({ message: 'Invalid token.', errors: [] });
    expect((await h.call('GET', '/me', { token: 'not.a.jwt' })).status).toBe(401);
  });

  it('ends when the person is removed from the organization', async () => {
    const { session } = await signUpAndVerify(h, { email: 'removed@maple.vet' });
    await h.db.query(`UPDATE auth.user_organizations SET removed_at = now() WHERE user_id = $1`, [session.user.id]);
    expect((await h.call('GET', '/me', { token: session.token })).status).toBe(401);
  });
});

describe('GET /users', () => {
  it('lists the people of the caller organization only, newest first', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const result = await h.call('GET', '/users?limit=100', { token: admin.token });
    expect(result.status).toBe(200);
    const emails = result.body.data.map((user: { email: string }) => user.email);
    expect(emails.sort()).toEqual(
      ['admin@demo.vet', 'assistant@demo.vet', 'new.tech@demo.vet', 'new.vet@demo.vet', 'superadmin@demo.vet', 'tech@demo.vet', 'vet@demo.vet'].sort(),
    );
    expect(result.body.meta).toEqual({ page: 1, limit: 100, offset: 0, total: 7 });
    const vet = result.body.data.find((user: { email: string }) => user.email === 'vet@demo.vet');
    expect(vet).toMatchObject({
      first_name: 'Priya',
      full_name: 'Priya Raman',
      contact_phone_number: '5125550103',
      is_active: true,
      role: { name: 'veterinarian', slug: 'veterinarian' },
      clinics: [{ name: 'Demo Animal Hospital' }],
    });
    expect(vet).not.toHaveProperty('password_hash');
  });

  it('batch-loads by ids; ids of another organization and junk ids are silently absent', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const other = await signIn(h, 'admin@other.vet');
    const ids = [admin.user.id, other.user.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000'];
    const result = await h.call('GET', `/users?ids=${ids.join(',')}`, { token: admin.token });
    expect(result.status).toBe(200);
    expect(result.body.data.map((user: { id: string }) => user.id)).toEqual([admin.user.id]);
    const fromOther = await h.call('GET', `/users?ids=${ids.join(',')}`, { token: other.token });
    expect(fromOther.body.data.map((user: { id: string }) => user.id)).toEqual([other.user.id]);
    const junk = await h.call('GET', `/users?ids=nope`, { token: admin.token });
    expect(junk.body).toEqual({ data: [], meta: { page: 1, limit: 10, offset: 0, total: 0 } });
  });

  it('pages and searches', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const page = await h.call('GET', '/users?page=2&limit=3', { token: admin.token });
    expect(page.body.data).toHaveLength(3);
    expect(page.body.meta).toEqual({ page: 2, limit: 3, offset: 3, total: 7 });
    const search = await h.call('GET', '/users?q=raman', { token: admin.token });
    expect(search.body.data.map((user: { email: string }) => user.email)).toEqual(['vet@demo.vet']);
    expect((await h.call('GET', '/users?limit=0', { token: admin.token })).status).toBe(400);
  });

  it('requires a valid access token', async () => {
    expect((await h.call('GET', '/users')).status).toBe(401);
  });
});
