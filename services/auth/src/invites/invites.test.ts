// Invitations end to end: invite, the e-mailed link, its details, completing it, signing in.
import { verifySecret } from '@vetchart/platform/secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthDemo } from '../service.ts';
import { signIn, startAuthHarness, type AuthHarness } from '../testing.ts';

let h: AuthHarness;
let roles: Record<string, string>;
beforeAll(async () => {
  h = await startAuthHarness();
  await seedAuthDemo(h.deps);
  const rows = await h.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM auth.roles WHERE organization_id IS NULL`);
  roles = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});
afterAll(async () => h?.close());

const INVALID = 'This invite link has expired or has already been used.';
const TABLES = ['auth.users', 'auth.user_organizations', 'auth.user_clinics', 'auth.link_tokens', 'auth.audit_log', 'mail.outbox'];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await h.count(table)])));

async function demoAdmin() {
  const session = await signIn(h, 'admin@demo.vet');
  return { session, orgCode: session.organization.organization_code as string, clinicId: session.clinics[0].id as string };
}

function row(overrides: Record<string, unknown> = {}) {
  return { first_name: 'Dana', last_name: 'Whitfield', email: 'dana@demo.vet', phone: '5125550150', role_id: roles['veterinarian-technician'], clinic_id: '', ...overrides };
}

async function linkOf(email: string) {
  const { mail, link } = await h.lastMail(email, '/invite/');
  return { mail, link, token: link.pathname.split('/invite/')[1]!, code: link.searchParams.get('code')!, id: link.searchParams.get('id')! };
}

function completion(link: { token: string; id: string }, overrides: Record<string, unknown> = {}) {
  return {
    id: link.id,
    token: link.token,
    first_name: 'Dana',
    last_name: 'Whitfield',
    password: 'Welc0me!tech',
    confirm: 'Welc0me!tech',
    role: 'veterinarian-technician',
    question_answers: { question: 'What city were you born in?', answer: 'Boise' },
    ...overrides,
  };
}

describe('POST /user/invite/{orgCode}', () => {
  it('creates inactive members with their clinic and mails each an invite link', async () => {
    const { session, orgCode, clinicId } = await demoAdmin();
    const result = await h.call('POST', `/user/invite/${orgCode}`, {
      token: session.token,
      body: {
        users: [
          row({ clinic_id: clinicId }),
          row({ email: 'Eli@Demo.vet', first_name: 'Eli', last_name: 'Moss', role_id: roles['veterinarian-assistant'], clinic_id: clinicId }),
        ],
      },
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      invited: [
        { id: expect.any(String), email: 'dana@demo.vet' },
        { id: expect.any(String), email: 'eli@demo.vet' },
      ],
    });
    const [dana] = await h.db.query<any>(
      `SELECT u.is_active, u.password_hash, u.email_verified_at, m.organization_id, m.is_client_admin, r.slug, uc.clinic_id
         FROM auth.users u JOIN auth.user_organizations m ON m.user_id = u.id JOIN auth.roles r ON r.id = m.role_id
         JOIN auth.user_clinics uc ON uc.user_id = u.id WHERE u.id = $1`,
      [result.body.invited[0].id],
    );
    expect(dana).toEqual({
      is_active: false,
      password_hash: null,
      email_verified_at: null,
      organization_id: session.organization.id,
      is_client_admin: false,
      slug: 'veterinarian-technician',
      clinic_id: clinicId,
    });

    const { mail, link, code, id } = await linkOf('dana@demo.vet');
    expect(mail.subject).toBe('You have been invited');
    expect(link.origin).toBe('http://app.test');
    expect(code).toBe(orgCode);
    const [token] = await h.db.query<{ id: string; user_id: string; seconds: number }>(
      `SELECT id, user_id, round(extract(epoch FROM expires_at - created_at))::int AS seconds FROM auth.link_tokens WHERE id = $1`,
      [id],
    );
    expect(token).toEqual({ id, user_id: result.body.invited[0].id, seconds: 7 * 24 * 3600 });
    // The invited person cannot sign in before completing the invitation.
    expect((await h.call('POST', '/auth/login', { body: { email: 'dana@demo.vet', password: 'Welc0me!tech' } })).status).toBe(401);
  });

  it('needs the Invite User permission and the caller\'s own organization code', async () => {
    const { orgCode, clinicId } = await demoAdmin();
    const tech = await signIn(h, 'tech@demo.vet');
    const other = await signIn(h, 'admin@other.vet');
    const body = { users: [row({ email: 'x1@demo.vet', clinic_id: clinicId })] };
    const before = await counts();

    const noPermission = await h.call('POST', `/user/invite/${orgCode}`, { token: tech.token, body });
    expect(noPermission.status).toBe(403);
    // Authorization comes before validation: a bad body still gets 403.
    expect((await h.call('POST', `/user/invite/${orgCode}`, { token: tech.token, body: {} })).status).toBe(403);
    const foreign = await h.call('POST', `/user/invite/${orgCode}`, { token: other.token, body });
    expect(foreign.status).toBe(404);
    expect((await h.call('POST', `/user/invite/${orgCode}`, { body })).status).toBe(401);
    expect(await counts()).toEqual(before);

    // The vet has no Invite User permission either; a super admin may always invite.
    const superAdmin = await signIn(h, 'superadmin@demo.vet');
    const ok = await h.call('POST', `/user/invite/${orgCode}`, { token: superAdmin.token, body: { users: [row({ email: 'x2@demo.vet', clinic_id: clinicId })] } });
    expect(ok.status).toBe(201);
  });

  it('refuses bad rows with field paths and invites nobody', async () => {
    const { session, orgCode, clinicId } = await demoAdmin();
    const other = await signIn(h, 'admin@other.vet');
    const before = await counts();
    const post = (users: unknown[]) => h.call('POST', `/user/invite/${orgCode}`, { token: session.token, body: { users } });

    const invalid = await post([
      row({ email: 'ok@demo.vet', clinic_id: clinicId }),
      row({ email: 'bad', phone: '512-555', first_name: '', role_id: '', clinic_id: '' }),
    ]);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { path: 'users.1.first_name', message: 'Please input your username' },
      { path: 'users.1.email', message: 'Please input correct email address!' },
      { path: 'users.1.phone', message: 'Phone Number must not contain special characters!' },
      { path: 'users.1.role_id', message: 'Please select role for user' },
      { path: 'users.1.clinic_id', message: 'Please select clinic for user' },
    ]);

    // Another organization's clinic, an unknown role and a repeated address are refused too.
    const foreignClinic = await post([row({ email: 'fc@demo.vet', clinic_id: other.clinics[0].id }), row({ email: 'fc@demo.vet', role_id: 'nope', clinic_id: clinicId })]);
    expect(foreignClinic.status).toBe(400);
    expect(foreignClinic.body.errors).toEqual([
      { path: 'users.0.clinic_id', message: 'Please select clinic for user' },
      { path: 'users.1.role_id', message: 'Please select role for user' },
      { path: 'users.1.email', message: 'This email appears more than once.' },
    ]);

    const taken = await post([row({ email: 'new2@demo.vet', clinic_id: clinicId }), row({ email: 'VET@demo.vet', clinic_id: clinicId })]);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: 'An account with this email already exists.',
      errors: [{ path: 'users.1.email', message: 'An account with this email already exists.' }],
    });

    const superAdminRole = await post([row({ email: 'sa@demo.vet', role_id: roles['super-admin'], clinic_id: clinicId })]);
    expect(superAdminRole.status).toBe(403);
    expect(superAdminRole.body.message).toBe('Only a super admin can assign the Super Admin role.');

    expect((await post([])).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /user/invite/{orgCode}', () => {
  it('shows the invited person for a matching code, id and token', async () => {
    const link = await linkOf('new.vet@demo.vet');
    const result = await h.call('GET', `/user/invite/${link.code}?id=${link.id}&token=${link.token}`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      email: 'new.vet@demo.vet',
      first_name: 'Riley',
      last_name: 'Chen',
      contact_phone_number: '5125550106',
      role: { name: 'veterinarian', slug: 'veterinarian' },
    });
  });

  it('shows nothing for a forged token, another id, another organization code or an expired link', async () => {
    const link = await linkOf('new.tech@demo.vet');
    const vet = await linkOf('new.vet@demo.vet');
    const other = await signIn(h, 'admin@other.vet');
    const cases = [
      `?id=${link.id}&token=${'x'.repeat(43)}`,
      `?id=${vet.id}&token=${link.token}`,
      `?id=not-a-uuid&token=${link.token}`,
      `?token=${link.token}`,
    ].map((query) => `/user/invite/${link.code}${query}`);
    cases.push(`/user/invite/${other.organization.organization_code}?id=${link.id}&token=${link.token}`);
    for (const path of cases) {
      const result = await h.call('GET', path);
      expect(result.status).toBe(404);
      expect(result.body.message).toBe(INVALID);
    }

    await h.db.query(`UPDATE auth.link_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [link.id]);
    expect((await h.call('GET', `/user/invite/${link.code}?id=${link.id}&token=${link.token}`)).status).toBe(404);
    const completed = await h.call('PUT', `/user/invite/${link.code}`, { body: completion(link) });
    expect(completed.status).toBe(404);
    await h.db.query(`UPDATE auth.link_tokens SET expires_at = now() + interval '7 days' WHERE id = $1`, [link.id]);
  });
});

describe('PUT /user/invite/{orgCode}', () => {
  it('requires the veterinarian licence and state, checks the form, and writes nothing when refused', async () => {
    const link = await linkOf('new.vet@demo.vet');
    const before = await counts();
    const put = (body: Record<string, unknown>) => h.call('PUT', `/user/invite/${link.code}`, { body });

    const missingLicence = await put(completion(link, { role: 'veterinarian' }));
    expect(missingLicence.status).toBe(400);
    expect(missingLicence.body.errors).toEqual([
      { path: 'veterinarian_license', message: 'Please input license' },
      { path: 'state', message: 'Please input license' },
    ]);
    // The invitation's role decides, whatever role the form claims.
    const claimsTech = await put(completion(link, { role: 'veterinarian-technician' }));
    expect(claimsTech.body.errors.map((e: { path: string }) => e.path)).toEqual(['veterinarian_license', 'state']);

    const form = await put(completion(link, { first_name: ' ', last_name: undefined, password: '', confirm: '', veterinarian_license: 'V-1', state: 'TX' }));
    expect(form.status).toBe(400);
    expect(form.body.errors).toEqual([
      { path: 'first_name', message: 'Please input your email' },
      { path: 'last_name', message: 'Please input your email' },
      { path: 'password', message: 'Please input your password' },
      { path: 'confirm', message: 'Please confirm your password!' },
    ]);
    const mismatch = await put(completion(link, { confirm: 'Other!pass1', veterinarian_license: 'V-1', state: 'TX' }));
    expect(mismatch.body.errors).toEqual([{ path: 'confirm', message: 'The two passwords that you entered do not match!' }]);
    const weak = await put(completion(link, { password: 'weakpass', confirm: 'weakpass', veterinarian_license: 'V-1', state: 'TX' }));
    expect(weak.body.errors).toEqual([{ path: 'password', message: 'Enter a valid password' }]);
    const noAnswer = await put(completion(link, { question_answers: undefined, veterinarian_license: 'V-1', state: 'TX' }));
    expect(noAnswer.body.errors).toEqual([{ path: 'question_answers', message: 'Please select a security question' }]);

    expect(await counts()).toEqual(before);
    expect((await h.call('GET', `/user/invite/${link.code}?id=${link.id}&token=${link.token}`)).status).toBe(200);
  });

  it('completes the invitation once: the person is active, signs in and has their licences', async () => {
    const link = await linkOf('new.vet@demo.vet');
    const done = await h.call('PUT', `/user/invite/${link.code}`, {
      body: completion(link, { first_name: 'Riley', last_name: 'Chen-Ortiz', role: 'veterinarian', veterinarian_license: 'VET-88213', state: 'TX', vdl_license: 'ignored' }),
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Your account has been created.' });

    const session = await signIn(h, 'new.vet@demo.vet', 'Welc0me!tech');
    expect(session.user).toMatchObject({ full_name: 'Riley Chen-Ortiz', is_active: true, role: { slug: 'veterinarian' } });
    expect(session.organization.organization_code).toBe(link.code);
    const [user] = await h.db.query<any>(
      `SELECT u.licenses, u.email_verified_at, s.question, s.answer_hash FROM auth.users u JOIN auth.security_answers s ON s.user_id = u.id WHERE u.email = 'new.vet@demo.vet'`,
    );
    expect(user.licenses).toEqual({ veterinarian_license: 'VET-88213', state: 'TX' });
    expect(user.email_verified_at).not.toBeNull();
    expect(user.question).toBe('What city were you born in?');
    expect(await verifySecret(user.answer_hash, 'boise')).toBe(true);

    const reuse = await h.call('PUT', `/user/invite/${link.code}`, { body: completion(link, { veterinarian_license: 'VET-88213', state: 'TX' }) });
    expect(reuse.status).toBe(404);
    expect(reuse.body.message).toBe(INVALID);
    expect((await h.call('GET', `/user/invite/${link.code}?id=${link.id}&token=${link.token}`)).status).toBe(404);
  });

  it('lets a technician complete without licences, and refuses the link under another organization code', async () => {
    const link = await linkOf('new.tech@demo.vet');
    const other = await signIn(h, 'admin@other.vet');
    const foreign = await h.call('PUT', `/user/invite/${other.organization.organization_code}`, { body: completion(link) });
    expect(foreign.status).toBe(404);
    const forged = await h.call('PUT', `/user/invite/${link.code}`, { body: completion({ ...link, token: 'x'.repeat(43) }) });
    expect(forged.status).toBe(404);

    const done = await h.call('PUT', `/user/invite/${link.code}`, { body: completion(link, { first_name: 'Taylor', last_name: 'Brooks', rvt_license: 'RVT-1' }) });
    expect(done.status).toBe(200);
    const session = await signIn(h, 'new.tech@demo.vet', 'Welc0me!tech');
    expect(session.user.role.slug).toBe('veterinarian-technician');
    const [user] = await h.db.query<any>(`SELECT licenses FROM auth.users WHERE email = 'new.tech@demo.vet'`);
    expect(user.licenses).toEqual({ rvt_license: 'RVT-1' });
  });

  it('runs end to end from a fresh invitation', async () => {
    const { session, orgCode, clinicId } = await demoAdmin();
    const invited = await h.call('POST', `/user/invite/${orgCode}`, {
      token: session.token,
      body: { users: [row({ email: 'fresh@demo.vet', role_id: roles['veterinarian-assistant'], clinic_id: clinicId })] },
    });
    expect(invited.status).toBe(201);
    const link = await linkOf('fresh@demo.vet');
    const details = await h.call('GET', `/user/invite/${link.code}?id=${link.id}&token=${link.token}`);
    expect(details.body.role).toEqual({ name: 'veterinarian-assistant', slug: 'veterinarian-assistant' });
    expect((await h.call('PUT', `/user/invite/${link.code}`, { body: completion(link, { role: 'veterinarian-assistant' }) })).status).toBe(200);
    const fresh = await signIn(h, 'fresh@demo.vet', 'Welc0me!tech');
    expect(fresh.clinics.map((clinic: { id: string }) => clinic.id)).toEqual([clinicId]);
    const users = await h.call('GET', `/users?ids=${fresh.user.id}`, { token: session.token });
    expect(users.body.data[0]).toMatchObject({ email: 'fresh@demo.vet', is_active: true });
  });
});
