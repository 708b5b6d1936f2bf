// Manage Users over HTTP: the list, assignable roles, edit, re-invite, force reset, force activate
// and remove; permissions, validation messages, tenant isolation and the audit log.
import { verifyAccessToken } from '@vetchart/platform/access-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthDemo } from '../service.ts';
import { signIn, startAuthHarness, type AuthHarness } from '../testing.ts';

let h: AuthHarness;
let roles: Record<string, string>;
let admin: Awaited<ReturnType<typeof signIn>>;
let superAdmin: Awaited<ReturnType<typeof signIn>>;
let vet: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let orgId: string;
let orgCode: string;
let clinicId: string;

beforeAll(async () => {
  h = await startAuthHarness();
  await seedAuthDemo(h.deps);
  const rows = await h.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM auth.roles WHERE organization_id IS NULL`);
  roles = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  admin = await signIn(h, 'admin@demo.vet');
  superAdmin = await signIn(h, 'superadmin@demo.vet');
  vet = await signIn(h, 'vet@demo.vet');
  other = await signIn(h, 'admin@other.vet');
  orgId = admin.organization.id;
  orgCode = admin.organization.organization_code;
  clinicId = admin.clinics[0].id;
});
afterAll(async () => h?.close());

const TABLES = ['auth.users', 'auth.user_organizations', 'auth.user_clinics', 'auth.link_tokens', 'auth.refresh_tokens', 'auth.audit_log', 'mail.outbox'];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await h.count(table)])));

async function userId(email: string): Promise<string> {
  const [row] = await h.db.query<{ id: string }>(`SELECT id FROM auth.users WHERE lower(email) = lower($1)`, [email]);
  return row!.id;
}

/** Invites one person through the real endpoint; returns their id. */
async function invite(email: string, role = 'veterinarian-assistant'): Promise<string> {
  const result = await h.call('POST', `/user/invite/${orgCode}`, {
    token: admin.token,
    body: { users: [{ first_name: 'Pat', last_name: 'Lane', email, phone: '5125550199', role_id: roles[role], clinic_id: clinicId }] },
  });
  expect(result.status).toBe(201);
  return result.body.invited[0].id;
}

async function inviteLink(email: string) {
  const { link } = await h.lastMail(email, '/invite/');
  return { token: link.pathname.split('/invite/')[1]!, id: link.searchParams.get('id')!, code: link.searchParams.get('code')! };
}

async function completeInvite(email: string, password = 'Welc0me!pass') {
  const link = await inviteLink(email);
  return h.call('PUT', `/user/invite/${link.code}`, {
    body: {
      id: link.id,
      token: link.token,
      first_name: 'Pat',
      last_name: 'Lane',
      password,
      confirm: password,
      question_answers: { question: 'What city were you born in?', answer: 'Austin' },
    },
  });
}

describe('GET /users-organizations/users/{orgId}', () => {
  it('lists the organization people with role, clinics, status and totals, newest first, searchable and paged', async () => {
    const all = await h.call('GET', `/users-organizations/users/${orgId}?limit=50`, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ page: 1, limit: 50, offset: 0, total: 7 });
    const emails = all.body.data.map((user: any) => user.email);
    expect(emails).toContain('vet@demo.vet');
    expect(emails).not.toContain('admin@other.vet');
    const pending = all.body.data.find((user: any) => user.email === 'new.vet@demo.vet');
    expect(pending).toMatchObject({ status: 'invited', invite_pending: true, is_active: false, role: { slug: 'veterinarian' } });
    const vetRow = all.body.data.find((user: any) => user.email === 'vet@demo.vet');
    expect(vetRow).toMatchObject({
      status: 'active',
      invite_pending: false,
      clinic_id: clinicId,
      clinics: [{ id: clinicId, name: 'Demo Animal Hospital', clinic_code: expect.any(String) }],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const searched = await h.call('GET', `/users-organizations/users/${orgId}?q=ELLIS`, { token: admin.token });
    expect(searched.body.data.map((user: any) => user.email)).toEqual(['tech@demo.vet']);
    const paged = await h.call('GET', `/users-organizations/users/${orgId}?limit=2&offset=2`, { token: admin.token });
    expect(paged.body.data.map((user: any) => user.email)).toEqual(emails.slice(2, 4));
    expect(paged.body.meta.total).toBe(7);
  });

  it('is refused without a user-management permission, and another organization id is not found', async () => {
    expect((await h.call('GET', `/users-organizations/users/${orgId}`, { token: vet.token })).status).toBe(403);
    expect((await h.call('GET', `/users-organizations/users/${orgId}`)).status).toBe(401);
    const foreign = await h.call('GET', `/users-organizations/users/${orgId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect((await h.call('GET', `/users-organizations/users/${other.organization.id}`, { token: other.token })).body.meta.total).toBe(1);
  });
});

describe('GET /assignable-roles', () => {
  it('offers Super Admin only to a super admin, and includes the organization own roles but not another organization roles', async () => {
    const [own] = await h.db.query<{ id: string }>(
      `INSERT INTO auth.roles (organization_id, name, slug) VALUES ($1, 'Receptionist', 'receptionist') RETURNING id`,
      [orgId],
    );
    await h.db.query(`INSERT INTO auth.roles (organization_id, name, slug) VALUES ($1, 'Groomer', 'groomer')`, [other.organization.id]);
    const forAdmin = await h.call('GET', '/assignable-roles', { token: admin.token });
    expect(forAdmin.status).toBe(200);
    const names = forAdmin.body.data.map((role: any) => role.name);
    expect(names.slice(0, 4).sort()).toEqual(['Admin', 'veterinarian', 'veterinarian-assistant', 'veterinarian-technician']);
    expect(names.slice(4)).toEqual(['Receptionist']);
    expect(forAdmin.body.data.at(-1).id).toBe(own!.id);
    const forSuper = await h.call('GET', '/assignable-roles', { token: superAdmin.token });
    expect(forSuper.body.data.map((role: any) => role.name)).toContain('Super Admin');
    expect((await h.call('GET', '/assignable-roles', { token: vet.token })).status).toBe(403);
  });
});

describe('PUT /user', () => {
  const body = (id: string, overrides: Record<string, unknown> = {}) => ({
    id,
    first_name: 'Jordan',
    last_name: 'Ellis-Park',
    phone: '5125550144',
    role_id: roles['veterinarian'],
    clinic_id: clinicId,
    ...overrides,
  });

  it('changes name, phone, role and clinic; the new role permissions arrive at the next refresh', async () => {
    const tech = await signIn(h, 'tech@demo.vet');
    const before = await verifyAccessToken(h.keys.publicKey, tech.token);
    expect(before.permissions).not.toContain('Lock Visit Note');

    const techId = await userId('tech@demo.vet');
    const result = await h.call('PUT', '/user', { token: admin.token, body: body(techId, { email: 'hijack@demo.vet' }) });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: techId, email: 'tech@demo.vet', first_name: 'Jordan', last_name: 'Ellis-Park', contact_phone_number: '5125550144', role: { slug: 'veterinarian' } });

    const refreshed = await h.call('POST', '/auth/refresh', { body: { refresh_token: tech.refresh_token } });
    expect(refreshed.status).toBe(201);
    const after = await verifyAccessToken(h.keys.publicKey, refreshed.body.token);
    const [{ names }] = await h.db.query<{ names: string[] }>(
      `SELECT array_agg(p.name ORDER BY p.name) AS names FROM auth.role_permissions rp JOIN auth.permissions p ON p.id = rp.permission_id WHERE rp.role_id = $1`,
      [roles['veterinarian']],
    );
    expect([...after.permissions].sort()).toEqual(names);
    expect(after.roleName).toBe('veterinarian');

    const [audit] = await h.db.query<any>(`SELECT action, actor_user_id FROM auth.audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1`, [techId]);
    expect(audit).toEqual({ action: 'user.edit', actor_user_id: admin.user.id });
    // Back to the demo role, so other tests see the demo data as seeded.
    await h.call('PUT', '/user', { token: admin.token, body: body(techId, { first_name: 'Jordan', last_name: 'Ellis', phone: '5125550104', role_id: roles['veterinarian-technician'] }) });
  });

  it.each([
    ['first name', { first_name: ' ' }, 'first_name', 'Please input your username'],
    ['last name', { last_name: '' }, 'last_name', 'Please input your username'],
    ['phone', { phone: '' }, 'phone', 'Please input your phone number'],
    ['role', { role_id: '' }, 'role_id', 'Please select role for user'],
    ['clinic', { clinic_id: '' }, 'clinic_id', 'Please select clinic for user'],
    ['unknown role', { role_id: '00000000-0000-4000-8000-000000000000' }, 'role_id', 'Please select role for user'],
  ])('refuses a missing or unknown %s with the spec message and changes nothing', async (_name, overrides, path, message) => {
    const before = await counts();
    const result = await h.call('PUT', '/user', { token: admin.token, body: body(await userId('assistant@demo.vet'), overrides) });
    expect(result.status).toBe(400);
    expect(result.body.errors).toContainEqual({ path, message });
    expect(await counts()).toEqual(before);
  });

  it('refuses another organization clinic, Super Admin from a client admin, the owner role, and non-admins', async () => {
    const assistantId = await userId('assistant@demo.vet');
    const before = await counts();
    const foreignClinic = await h.call('PUT', '/user', { token: admin.token, body: body(assistantId, { clinic_id: other.clinics[0].id }) });
    expect(foreignClinic.body.errors).toContainEqual({ path: 'clinic_id', message: 'Please select clinic for user' });
    const promote = await h.call('PUT', '/user', { token: admin.token, body: body(assistantId, { role_id: roles['super-admin'] }) });
    expect(promote).toMatchObject({ status: 403, body: { message: 'Only a super admin can assign the Super Admin role.' } });
    const owner = await h.call('PUT', '/user', { token: superAdmin.token, body: body(admin.user.id, { role_id: roles['veterinarian'] }) });
    expect(owner.status).toBe(409);
    const byVet = await h.call('PUT', '/user', { token: vet.token, body: body(assistantId) });
    expect(byVet.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('lets a super admin assign Super Admin', async () => {
    const id = await invite('promoted@demo.vet');
    const result = await h.call('PUT', '/user', { token: superAdmin.token, body: body(id, { role_id: roles['super-admin'] }) });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ is_super_admin: true, role: { slug: 'super-admin' } });
  });
});

describe('POST /user/{id}/re-invite/{orgCode}', () => {
  it('mails a fresh link and the previous link stops working', async () => {
    const id = await invite('reinvite@demo.vet');
    const first = await inviteLink('reinvite@demo.vet');
    const result = await h.call('POST', `/user/${id}/re-invite/${orgCode}`, { token: admin.token });
    expect(result.status).toBe(201);
    const second = await inviteLink('reinvite@demo.vet');
    expect(second.token).not.toBe(first.token);
    expect((await h.call('GET', `/user/invite/${orgCode}?id=${first.id}&token=${first.token}`)).status).toBe(404);
    expect((await h.call('GET', `/user/invite/${orgCode}?id=${second.id}&token=${second.token}`)).status).toBe(200);
    expect((await completeInvite('reinvite@demo.vet')).status).toBe(200);

    const again = await h.call('POST', `/user/${id}/re-invite/${orgCode}`, { token: admin.token });
    expect(again).toMatchObject({ status: 409, body: { message: 'This user has already completed their invite.' } });
  });

  it('is not found for another organization, and refused without permission', async () => {
    const id = await userId('new.tech@demo.vet');
    const before = await counts();
    expect((await h.call('POST', `/user/${id}/re-invite/${other.organization.organization_code}`, { token: other.token })).status).toBe(404);
    expect((await h.call('POST', `/user/${id}/re-invite/${orgCode}`, { token: other.token })).status).toBe(404);
    expect((await h.call('POST', `/user/${id}/re-invite/${orgCode}`, { token: vet.token })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT /user/{id}/force-reset-password', () => {
  it('mails the reset link to an active member', async () => {
    const result = await h.call('PUT', `/user/${await userId('assistant@demo.vet')}/force-reset-password`, { token: admin.token });
    expect(result.status).toBe(200);
    const { link } = await h.lastMail('assistant@demo.vet', '/set-password/');
    expect(link.searchParams.get('reset_id')).toBeTruthy();
  });

  it('refuses someone who has no password yet, another organization member, and non-managers', async () => {
    const before = await counts();
    expect((await h.call('PUT', `/user/${await userId('new.vet@demo.vet')}/force-reset-password`, { token: admin.token })).status).toBe(409);
    expect((await h.call('PUT', `/user/${await userId('vet@demo.vet')}/force-reset-password`, { token: other.token })).status).toBe(404);
    expect((await h.call('PUT', `/user/${await userId('vet@demo.vet')}/force-reset-password`, { token: vet.token })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT /user/{id}/force-activate-account', () => {
  it('activates an inactive account once; others are refused', async () => {
    const id = await invite('activate@demo.vet');
    const before = await counts();
    expect((await h.call('PUT', `/user/${id}/force-activate-account`, { token: other.token })).status).toBe(404);
    expect((await h.call('PUT', `/user/${id}/force-activate-account`, { token: vet.token })).status).toBe(403);
    expect(await counts()).toEqual(before);

    const result = await h.call('PUT', `/user/${id}/force-activate-account`, { token: admin.token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ is_active: true, status: 'active', invite_pending: true });
    const again = await h.call('PUT', `/user/${id}/force-activate-account`, { token: admin.token });
    expect(again).toMatchObject({ status: 409, body: { message: 'This account is already active.' } });
    // The invite still completes, and the person can then sign in.
    expect((await completeInvite('activate@demo.vet')).status).toBe(200);
    expect((await h.call('POST', '/auth/login', { body: { email: 'activate@demo.vet', password: 'Welc0me!pass' } })).status).toBe(200);
  });
});

describe('PATCH /users-organizations/user/remove', () => {
  it('marks the membership removed, ends their sessions and sign-in, and keeps the person', async () => {
    await invite('leaving@demo.vet');
    expect((await completeInvite('leaving@demo.vet')).status).toBe(200);
    const leaving = await signIn(h, 'leaving@demo.vet', 'Welc0me!pass');
    const id = leaving.user.id;
    expect((await h.call('GET', '/users', { token: leaving.token })).status).toBe(200);

    const result = await h.call('PATCH', '/users-organizations/user/remove', { token: admin.token, body: { user_id: id } });
    expect(result.status).toBe(200);
    const [membership] = await h.db.query<any>(`SELECT removed_at FROM auth.user_organizations WHERE user_id = $1`, [id]);
    expect(membership.removed_at).not.toBeNull();
    expect(await h.count(`auth.users WHERE id = '${id}'`)).toBe(1);
    expect((await h.call('POST', '/auth/refresh', { body: { refresh_token: leaving.refresh_token } })).status).toBe(401);
    // The access token issued before the removal is still unexpired, yet this service refuses it at once.
    expect(await h.call('GET', '/me', { token: leaving.token })).toMatchObject({ status: 401, body: { message: 'Invalid token.' } });
    expect(await h.call('GET', '/users', { token: leaving.token })).toMatchObject({ status: 401, body: { message: 'Invalid token.' } });
    expect((await h.call('POST', '/auth/login', { body: { email: 'leaving@demo.vet', password: 'Welc0me!pass' } })).status).toBe(401);
    const list = await h.call('GET', `/users-organizations/users/${orgId}?q=leaving`, { token: admin.token });
    expect(list.body.meta.total).toBe(0);
    const [audit] = await h.db.query<any>(`SELECT action FROM auth.audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1`, [id]);
    expect(audit.action).toBe('user.remove');
    expect((await h.call('PATCH', '/users-organizations/user/remove', { token: admin.token, body: { user_id: id } })).status).toBe(404);
  });

  it('refuses removing yourself, the owner, a super admin by a client admin, another organization member, and non-managers', async () => {
    const before = await counts();
    const self = await h.call('PATCH', '/users-organizations/user/remove', { token: superAdmin.token, body: { user_id: superAdmin.user.id } });
    expect(self).toMatchObject({ status: 409, body: { message: 'You cannot remove yourself from the organization.' } });
    const owner = await h.call('PATCH', '/users-organizations/user/remove', { token: superAdmin.token, body: { user_id: admin.user.id } });
    expect(owner).toMatchObject({ status: 409, body: { message: "The organization's owner cannot be removed." } });
    const sa = await h.call('PATCH', '/users-organizations/user/remove', { token: admin.token, body: { user_id: superAdmin.user.id } });
    expect(sa.status).toBe(403);
    const foreign = await h.call('PATCH', '/users-organizations/user/remove', { token: other.token, body: { user_id: await userId('vet@demo.vet') } });
    expect(foreign.status).toBe(404);
    const byVet = await h.call('PATCH', '/users-organizations/user/remove', { token: vet.token, body: { user_id: await userId('assistant@demo.vet') } });
    expect(byVet.status).toBe(403);
    const junk = await h.call('PATCH', '/users-organizations/user/remove', { token: admin.token, body: { user_id: 'nope' } });
    expect(junk.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /user/invite/{orgCode} (the CSV batch)', () => {
  it('invites nobody when one row is bad, naming each bad row', async () => {
    const before = await counts();
    const row = (email: string, role_id: string | undefined) => ({ first_name: 'A', last_name: 'B', email, phone: '5125550111', role_id, clinic_id: clinicId });
    const result = await h.call('POST', `/user/invite/${orgCode}`, {
      token: admin.token,
      body: { users: [row('csv.one@demo.vet', roles['veterinarian']), row('csv.two@demo.vet', 'missing'), row('bad-email', roles['veterinarian'])] },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toContainEqual({ path: 'users.2.email', message: 'Please input correct email address!' });
    expect(await counts()).toEqual(before);
  });
});
