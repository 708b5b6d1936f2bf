// Roles and permissions over the real app and database: listing, creating, tenant isolation,
// the catalogue's rules, and a new role's permissions reaching an invited person's token.
import { verifyAccessToken } from '@vetchart/platform/access-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthDemo } from '../service.ts';
import { signIn, startAuthHarness, type AuthHarness } from '../testing.ts';

let h: AuthHarness;
let builtIn: Record<string, string>;
let permissionIds: Record<string, string>;
beforeAll(async () => {
  h = await startAuthHarness();
  await seedAuthDemo(h.deps);
  const roles = await h.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM auth.roles WHERE organization_id IS NULL`);
  builtIn = Object.fromEntries(roles.map((row) => [row.slug, row.id]));
  const permissions = await h.db.query<{ id: string; name: string }>(`SELECT id, name FROM auth.permissions`);
  permissionIds = Object.fromEntries(permissions.map((row) => [row.name, row.id]));
});
afterAll(async () => h?.close());

const TABLES = ['auth.roles', 'auth.role_permissions', 'auth.permissions', 'auth.audit_log'];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await h.count(table)])));

async function createRole(session: { token: string; [key: string]: any }, roleName: string, actions: string[]) {
  return h.call('POST', '/roles', { token: session.token, body: { roleName, actions, orgId: session.organization.id } });
}

describe('GET /roles', () => {
  it('lists the built-in roles as System, newest first, with their permissions grouped by module', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const result = await h.call('GET', '/roles?limit=10', { token: admin.token });
    expect(result.status).toBe(200);
    expect(result.body.meta).toEqual({ page: 1, limit: 10, offset: 0, total: 5 });
    const vet = result.body.data.find((role: any) => role.slug === 'veterinarian');
    expect(vet).toEqual({
      id: builtIn.veterinarian,
      name: 'veterinarian',
      slug: 'veterinarian',
      organization_id: null,
      is_built_in: true,
      created_by: null,
      created_at: expect.stringMatching(/Z$/),
      rolePermissions: [
        { module: 'Pets', actions: [expect.objectContaining({ name: 'Add new Pet' }), expect.objectContaining({ name: 'Delete Pet' }), expect.objectContaining({ name: 'Edit Pet Details' })] },
        { module: 'Visits', actions: [expect.objectContaining({ name: 'Add Visit' }), expect.objectContaining({ name: 'Lock Visit Note' })] },
      ],
    });
  });

  it('is refused to people who neither manage roles nor assign them, except for their own role by id', async () => {
    const vet = await signIn(h, 'vet@demo.vet');
    expect((await h.call('GET', '/roles', { token: vet.token })).status).toBe(403);
    const own = await h.call('GET', `/roles?ids=${builtIn.veterinarian},${builtIn.admin}`, { token: vet.token });
    expect(own.status).toBe(200);
    expect(own.body.data.map((role: any) => role.slug)).toEqual(['veterinarian']);
    expect((await h.call('GET', '/roles')).status).toBe(401);
  });
});

describe('POST /roles', () => {
  it('creates a role of the caller organization with the chosen permissions, audited, and refuses a duplicate name', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const result = await createRole(admin, 'Front Desk', [permissionIds['Add new Pet']!, permissionIds['Invite User']!, permissionIds['Add new Pet']!]);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      name: 'Front Desk',
      slug: 'front-desk',
      organization_id: admin.organization.id,
      is_built_in: false,
      created_by: { id: admin.user.id, full_name: 'Morgan Hayes' },
      rolePermissions: [
        { module: 'Pets', actions: [{ id: permissionIds['Add new Pet'], name: 'Add new Pet' }] },
        { module: 'User Management', actions: [{ id: permissionIds['Invite User'], name: 'Invite User' }] },
      ],
    });
    const [audit] = await h.db.query<any>(`SELECT action, actor_user_id, organization_id FROM auth.audit_log WHERE target_id = $1`, [result.body.id]);
    expect(audit).toEqual({ action: 'role.create', actor_user_id: admin.user.id, organization_id: admin.organization.id });

    const listed = await h.call('GET', '/roles?q=front', { token: admin.token });
    expect(listed.body.data.map((role: any) => role.name)).toEqual(['Front Desk']);
    const one = await h.call('GET', `/roles/${result.body.id}`, { token: admin.token });
    expect(one.body.rolePermissions).toEqual(result.body.rolePermissions);

    const before = await counts();
    const duplicate = await createRole(admin, '  front desk ', [permissionIds['Add Visit']!]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([{ path: 'roleName', message: 'A role named "front desk" already exists.' }]);
    const builtInName = await createRole(admin, 'ADMIN', [permissionIds['Add Visit']!]);
    expect(builtInName.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('gives a role whose name slugs like a built-in one a slug of its own', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const result = await createRole(admin, 'Super-Admin', [permissionIds['Add Visit']!]);
    expect(result.status).toBe(201);
    expect(result.body.slug).toBe('super-admin-2');
  });

  it('validates with the spec messages and changes nothing', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const before = await counts();
    const empty = await h.call('POST', '/roles', { token: admin.token, body: { roleName: ' ', actions: [], orgId: admin.organization.id } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { path: 'roleName', message: 'Please input role name' },
      { path: 'actions', message: 'Please input role name' },
    ]);
    const unknown = await createRole(admin, 'Ghost', ['00000000-0000-4000-8000-000000000000']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe('actions');
    expect(await counts()).toEqual(before);
  });

  it('refuses people who do not manage roles, before reading the body', async () => {
    for (const email of ['vet@demo.vet', 'tech@demo.vet', 'assistant@demo.vet']) {
      const session = await signIn(h, email);
      expect((await createRole(session, 'Sneaky', [permissionIds['Add Visit']!])).status).toBe(403);
      expect((await h.call('POST', '/roles', { token: session.token, body: {} })).status).toBe(403);
    }
  });
});

describe('tenant isolation', () => {
  it("never shows or changes another organization's roles", async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const created = await createRole(admin, 'Isolation Check', [permissionIds['Add Visit']!]);
    const other = await signIn(h, 'admin@other.vet');

    const list = await h.call('GET', '/roles?limit=100', { token: other.token });
    expect(list.body.data.every((role: any) => role.organization_id === null || role.organization_id === other.organization.id)).toBe(true);
    expect(list.body.data.map((role: any) => role.id)).not.toContain(created.body.id);
    expect((await h.call('GET', `/roles?ids=${created.body.id}`, { token: other.token })).body.data).toEqual([]);
    expect((await h.call('GET', `/roles/${created.body.id}`, { token: other.token })).status).toBe(404);
    expect((await h.call('GET', `/roles/not-a-uuid`, { token: other.token })).status).toBe(404);

    const before = await counts();
    const intoDemo = await h.call('POST', '/roles', {
      token: other.token,
      body: { roleName: 'Planted', actions: [permissionIds['Add Visit']], orgId: admin.organization.id },
    });
    expect(intoDemo.status).toBe(404);
    expect(await counts()).toEqual(before);

    // The same name is free in another organization.
    expect((await createRole(other, 'Isolation Check', [permissionIds['Add Visit']!])).status).toBe(201);
  });
});

describe('a new role reaches the people given it', () => {
  it('invite with the role → complete → sign in: the token holds exactly its permissions, also after refresh', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const chosen = ['Add Visit', 'Edit Pet Details', 'Disable User'];
    const role = await createRole(admin, 'Night Shift', chosen.map((name) => permissionIds[name]!));
    expect(role.status).toBe(201);

    const orgCode = admin.organization.organization_code;
    const invite = await h.call('POST', `/user/invite/${orgCode}`, {
      token: admin.token,
      body: {
        users: [{ first_name: 'Noor', last_name: 'Haddad', email: 'noor@demo.vet', phone: '5125550177', role_id: role.body.id, clinic_id: admin.clinics[0].id }],
      },
    });
    expect(invite.status).toBe(201);
    const { link } = await h.lastMail('noor@demo.vet', '/invite/');
    const completed = await h.call('PUT', `/user/invite/${orgCode}`, {
      body: {
        id: link.searchParams.get('id'),
        token: link.pathname.split('/invite/')[1],
        first_name: 'Noor',
        last_name: 'Haddad',
        password: 'Night!Shift7',
        confirm: 'Night!Shift7',
        role: role.body.slug,
        question_answers: { question: 'What city were you born in?', answer: 'Amman' },
      },
    });
    expect(completed.status).toBe(200);

    const session = await signIn(h, 'noor@demo.vet', 'Night!Shift7');
    expect(session.user.role).toEqual({ id: role.body.id, name: 'Night Shift', slug: 'night-shift' });
    expect(session.user.is_super_admin).toBe(false);
    expect(session.permissions.map((permission: any) => permission.name).sort()).toEqual([...chosen].sort());
    const claims = await verifyAccessToken(h.keys.publicKey, session.token);
    expect([...claims.permissions].sort()).toEqual([...chosen].sort());

    const refreshed = await h.call('POST', '/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(201);
    expect([...(await verifyAccessToken(h.keys.publicKey, refreshed.body.token)).permissions].sort()).toEqual([...chosen].sort());
  });
});

describe('permissions', () => {
  it('lists the catalogue grouped by module, pages modules, and searches modules and names', async () => {
    const admin = await signIn(h, 'admin@demo.vet');
    const all = await h.call('GET', '/permissions', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.permissions.map((group: any) => group.module).sort()).toEqual(['Knowledge Base', 'Pets', 'User Management', 'Visits']);
    expect(all.body.meta.total).toBe(4);
    const users = all.body.permissions.find((group: any) => group.module === 'User Management');
    expect(users.actions.map((action: any) => action.name)).toEqual(['Disable User', 'Edit User Details', 'Invite User']);

    const page = await h.call('GET', '/permissions?limit=2&offset=2', { token: admin.token });
    expect(page.body.permissions).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ limit: 2, offset: 2, total: 4 });
    const pastTheEnd = await h.call('GET', '/permissions?limit=2&offset=6', { token: admin.token });
    expect(pastTheEnd.body.permissions).toEqual([]);
    expect(pastTheEnd.body.meta.total).toBe(4);
    const search = await h.call('GET', '/permissions?q=invite', { token: admin.token });
    expect(search.body.permissions.map((group: any) => group.module)).toEqual(['User Management']);
    const byIds = await h.call('GET', `/permissions?ids=${permissionIds['Add Visit']},${permissionIds['Invite User']}`, { token: admin.token });
    expect(byIds.body.permissions.flatMap((group: any) => group.actions.map((action: any) => action.name)).sort()).toEqual(['Add Visit', 'Invite User']);

    const vet = await signIn(h, 'vet@demo.vet');
    expect((await h.call('GET', '/permissions', { token: vet.token })).status).toBe(403);
    // By id, only what the caller holds (a veterinarian holds Add Visit, not Invite User).
    const held = await h.call('GET', `/permissions?ids=${permissionIds['Add Visit']},${permissionIds['Invite User']}`, { token: vet.token });
    expect(held.body.permissions).toEqual([{ module: 'Visits', actions: [{ id: permissionIds['Add Visit'], name: 'Add Visit' }] }]);
  });

  it('lets a super admin create one (unique whatever the case, joining a module typed in another case) and delete an unused one', async () => {
    const superAdmin = await signIn(h, 'superadmin@demo.vet');
    const created = await h.call('POST', '/permissions', { token: superAdmin.token, body: { module: 'Billing', name: 'Refund Payment' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), module: 'Billing', name: 'Refund Payment' });
    const joined = await h.call('POST', '/permissions', { token: superAdmin.token, body: { module: 'billing', name: 'Void Invoice' } });
    expect(joined.body.module).toBe('Billing');

    const before = await counts();
    const duplicate = await h.call('POST', '/permissions', { token: superAdmin.token, body: { module: 'Other', name: 'refund payment' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([{ path: 'name', message: 'A permission named "refund payment" already exists.' }]);
    const blank = await h.call('POST', '/permissions', { token: superAdmin.token, body: { module: '', name: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { path: 'module', message: 'Please input permission module' },
      { path: 'name', message: 'Please input permission name' },
    ]);
    expect(await counts()).toEqual(before);

    const removed = await h.call('DELETE', `/permissions/${joined.body.id}`, { token: superAdmin.token });
    expect(removed.status).toBe(204);
    expect((await h.call('GET', `/permissions?ids=${joined.body.id}`, { token: superAdmin.token })).body.permissions).toEqual([]);
    const [audit] = await h.db.query<any>(`SELECT action, detail FROM auth.audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1`, [joined.body.id]);
    expect(audit).toEqual({ action: 'permission.delete', detail: { module: 'Billing', name: 'Void Invoice' } });
    expect((await h.call('DELETE', `/permissions/${joined.body.id}`, { token: superAdmin.token })).status).toBe(404);
  });

  it('refuses to delete a permission roles still grant, saying how many', async () => {
    const superAdmin = await signIn(h, 'superadmin@demo.vet');
    const before = await counts();
    const result = await h.call('DELETE', `/permissions/${permissionIds['Add Visit']}`, { token: superAdmin.token });
    expect(result.status).toBe(409);
    const [usage] = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auth.role_permissions WHERE permission_id = $1`, [permissionIds['Add Visit']]);
    expect(result.body.message).toBe(`This permission is used by ${usage!.n} roles. Remove it from those roles before deleting it.`);
    expect(await counts()).toEqual(before);
  });

  it('refuses creating and deleting to everyone but super admins', async () => {
    for (const email of ['admin@demo.vet', 'vet@demo.vet', 'admin@other.vet']) {
      const session = await signIn(h, email);
      expect((await h.call('POST', '/permissions', { token: session.token, body: { module: 'X', name: 'Y' } })).status).toBe(403);
      expect((await h.call('DELETE', `/permissions/${permissionIds['Lock Visit Note']}`, { token: session.token })).status).toBe(403);
    }
  });
});
