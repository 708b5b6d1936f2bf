// Roles and permissions through the real Yoga app over the real auth service: the admin tables,
// their upstream cost, the mutations, scope refusals and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startTestGateway();
  for (const email of ['superadmin@demo.vet', 'admin@demo.vet', 'vet@demo.vet', 'tech@demo.vet', 'assistant@demo.vet', 'admin@other.vet']) {
    tokens[email] = (await gateway.signIn(email)).accessToken;
  }
});
afterAll(async () => gateway?.close());

const ROLES = `query ($first: Int, $after: String, $search: String) {
  roles(first: $first, after: $after, search: $search) {
    totalCount
    edges { cursor node { id name slug isBuiltIn createdBy createdAt permissionModules { name permissions { id name } } } }
  } }`;
const MODULES = `query ($first: Int, $search: String) {
  permissionModules(first: $first, search: $search) { totalCount edges { node { name permissions { id name module } } } } }`;
const CREATE_ROLE = `mutation ($input: CreateRoleInput!) { createRole(input: $input) {
  __typename ... on CreateRoleSuccess { role { id name isBuiltIn createdBy permissionModules { name permissions { name } } } }
  ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;
const CREATE_PERMISSION = `mutation ($input: CreatePermissionInput!) { createPermission(input: $input) {
  __typename ... on CreatePermissionSuccess { permission { id name module } } ... on Error { message }
  ... on InputValidationError { fieldErrors { path message } } } }`;
const DELETE_PERMISSION = `mutation ($input: DeletePermissionInput!) { deletePermission(input: $input) {
  __typename ... on DeletePermissionSuccess { deletedPermissionId } ... on Error { message } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Role { name createdBy permissionModules { name } } } }`;

async function permissionIdsByName(): Promise<Record<string, string>> {
  const result = await gateway.execute(MODULES, { first: 50 }, tokens['admin@demo.vet']);
  return Object.fromEntries(
    result.data.permissionModules.edges.flatMap((edge: any) => edge.node.permissions.map((permission: any) => [permission.name, permission.id])),
  );
}

async function createRole(token: string, name: string, permissionIds: string[]) {
  return gateway.execute(CREATE_ROLE, { input: { name, permissionIds } }, token);
}

async function roleCount(): Promise<number> {
  const [row] = await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auth.roles`);
  return row!.n;
}

describe('Query.roles', () => {
  it('costs the same upstream calls for 1 and 10 rows, permissions included', async () => {
    const ids = await permissionIdsByName();
    for (let n = 1; n <= 6; n += 1) {
      expect((await createRole(tokens['admin@demo.vet']!, `Shift ${n}`, [ids['Add Visit']!])).data.createRole.__typename).toBe('CreateRoleSuccess');
    }
    const one = await gateway.execute(ROLES, { first: 1 }, tokens['admin@demo.vet']);
    const ten = await gateway.execute(ROLES, { first: 10 }, tokens['admin@demo.vet']);
    expect(one.data.roles.edges).toHaveLength(1);
    expect(ten.data.roles.edges).toHaveLength(10);
    expect(ten.extensions?.upstreamCalls).toBe(one.extensions?.upstreamCalls);
    expect(one.extensions?.upstreamCalls).toBe(1);

    const first = ten.data.roles.edges[0].node;
    expect(first).toMatchObject({ name: 'Shift 6', isBuiltIn: false, createdBy: 'Morgan Hayes', permissionModules: [{ name: 'Visits', permissions: [{ name: 'Add Visit' }] }] });
    const vet = ten.data.roles.edges.map((edge: any) => edge.node).find((role: any) => role.slug === 'veterinarian');
    expect(vet).toMatchObject({ isBuiltIn: true, createdBy: null });
    expect(ten.data.roles.totalCount).toBe(11);

    const searched = await gateway.execute(ROLES, { first: 10, search: 'shift 3' }, tokens['admin@demo.vet']);
    expect(searched.data.roles.edges.map((edge: any) => edge.node.name)).toEqual(['Shift 3']);
    const secondPage = await gateway.execute(ROLES, { first: 10, after: ten.data.roles.edges[9].cursor ?? null }, tokens['admin@demo.vet']);
    expect(secondPage.errors).toBeUndefined();
  });

  it("loads a role's details through node(id:) and a user's role, batched", async () => {
    const ids = await permissionIdsByName();
    const created = await createRole(tokens['admin@demo.vet']!, 'Reception', [ids['Invite User']!]);
    const role = created.data.createRole.role;
    const node = await gateway.execute(NODE, { id: role.id }, tokens['admin@demo.vet']);
    expect(node.data.node).toEqual({ __typename: 'Role', id: role.id, name: 'Reception', createdBy: 'Morgan Hayes', permissionModules: [{ name: 'User Management' }] });

    const viewer = await gateway.execute(
      `{ viewer { role { name isBuiltIn permissionModules { name } } permissions { id } } }`,
      {},
      tokens['vet@demo.vet'],
    );
    expect(viewer.data.viewer.role).toEqual({ name: 'veterinarian', isBuiltIn: true, permissionModules: [{ name: 'Pets' }, { name: 'Visits' }] });
    // A veterinarian loads the permissions they hold by id, and nothing else.
    const own = viewer.data.viewer.permissions[0].id;
    const permissionNode = `query ($id: ID!) { node(id: $id) { ... on Permission { name } } }`;
    expect((await gateway.execute(permissionNode, { id: own }, tokens['vet@demo.vet'])).data.node).toEqual({ name: expect.any(String) });
    const inviteUser = (await permissionIdsByName())['Invite User'];
    expect((await gateway.execute(permissionNode, { id: inviteUser }, tokens['vet@demo.vet'])).data.node).toBeNull();
  });
});

describe('Mutation.createRole', () => {
  it('creates a role with the chosen permissions; duplicates and empty forms are refused with the spec messages', async () => {
    const ids = await permissionIdsByName();
    const created = await createRole(tokens['superadmin@demo.vet']!, 'Practice Manager', [ids['Invite User']!, ids['Add new Pet']!]);
    expect(created.data.createRole).toEqual({
      __typename: 'CreateRoleSuccess',
      role: {
        id: expect.any(String),
        name: 'Practice Manager',
        isBuiltIn: false,
        createdBy: 'Avery Brooks',
        permissionModules: [
          { name: 'Pets', permissions: [{ name: 'Add new Pet' }] },
          { name: 'User Management', permissions: [{ name: 'Invite User' }] },
        ],
      },
    });
    const before = await roleCount();
    const duplicate = await createRole(tokens['admin@demo.vet']!, 'practice manager', [ids['Add Visit']!]);
    expect(duplicate.data.createRole).toEqual({ __typename: 'ConflictError', message: 'A role named "practice manager" already exists.' });
    const empty = await createRole(tokens['admin@demo.vet']!, '', []);
    expect(empty.data.createRole.__typename).toBe('InputValidationError');
    expect(empty.data.createRole.fieldErrors).toEqual([
      { path: 'name', message: 'Please input role name' },
      { path: 'permissionIds', message: 'Please input role name' },
    ]);
    const wrongKind = await createRole(tokens['admin@demo.vet']!, 'Odd', [created.data.createRole.role.id]);
    expect(wrongKind.data.createRole.fieldErrors).toEqual([{ path: 'permissionIds', message: 'Some of the chosen permissions no longer exist.' }]);
    expect(await roleCount()).toBe(before);
  });

  it('refuses veterinarians, technicians and assistants, and their roles query', async () => {
    const ids = await permissionIdsByName();
    const before = await roleCount();
    for (const email of ['vet@demo.vet', 'tech@demo.vet', 'assistant@demo.vet']) {
      const result = await createRole(tokens[email]!, 'Sneaky', [ids['Add Visit']!]);
      expect(result.data.createRole).toEqual({ __typename: 'ForbiddenError', message: 'Not authorized to resolve Mutation.createRole' });
      const list = await gateway.execute(ROLES, { first: 10 }, tokens[email]);
      expect(list.data).toBeNull();
      expect(list.errors?.[0]?.message).toMatch(/not authorized/i);
      expect((await gateway.execute(MODULES, { first: 10 }, tokens[email])).data).toBeNull();
    }
    expect(await roleCount()).toBe(before);
  });
});

describe('tenant isolation', () => {
  it("admin@other.vet gets nothing of Demo Animal Hospital's custom roles and changes nothing", async () => {
    const ids = await permissionIdsByName();
    const demoRole = (await createRole(tokens['admin@demo.vet']!, 'Demo Only', [ids['Add Visit']!])).data.createRole.role;
    const other = tokens['admin@other.vet']!;

    const list = await gateway.execute(ROLES, { first: 50 }, other);
    expect(list.data.roles.edges.every((edge: any) => edge.node.isBuiltIn)).toBe(true);
    expect(list.data.roles.totalCount).toBe(5);
    expect((await gateway.execute(NODE, { id: demoRole.id }, other)).data.node).toBeNull();
    const search = await gateway.execute(ROLES, { first: 10, search: 'Demo Only' }, other);
    expect(search.data.roles.edges).toEqual([]);

    const before = await roleCount();
    const created = await createRole(other, 'Demo Only', [ids['Add Visit']!]);
    expect(created.data.createRole.__typename).toBe('CreateRoleSuccess');
    expect(await roleCount()).toBe(before + 1);
    const owners = await gateway.db.query<{ name: string }>(
      `SELECT o.name FROM auth.roles r JOIN auth.organizations o ON o.id = r.organization_id WHERE r.name = 'Demo Only' ORDER BY o.name`,
    );
    expect(owners.map((owner) => owner.name)).toEqual(['Demo Animal Hospital', 'Other Pet Clinic']);
  });
});

describe('permissions', () => {
  it('a super admin creates a permission in a new module, finds it, and deletes it; a used one is refused', async () => {
    const token = tokens['superadmin@demo.vet']!;
    const created = await gateway.execute(CREATE_PERMISSION, { input: { module: 'Reports', name: 'Export Reports' } }, token);
    expect(created.data.createPermission).toMatchObject({ __typename: 'CreatePermissionSuccess', permission: { name: 'Export Reports', module: 'Reports' } });
    const permission = created.data.createPermission.permission;

    const modules = await gateway.execute(MODULES, { first: 10, search: 'export' }, token);
    expect(modules.data.permissionModules.edges.map((edge: any) => edge.node)).toEqual([
      { name: 'Reports', permissions: [{ id: permission.id, name: 'Export Reports', module: 'Reports' }] },
    ]);
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Permission { name } } }`, { id: permission.id }, token)).data.node).toEqual({
      name: 'Export Reports',
    });

    const duplicate = await gateway.execute(CREATE_PERMISSION, { input: { module: 'Other', name: 'EXPORT REPORTS' } }, token);
    expect(duplicate.data.createPermission.__typename).toBe('ConflictError');
    const blank = await gateway.execute(CREATE_PERMISSION, { input: { module: ' ', name: '' } }, token);
    expect(blank.data.createPermission.fieldErrors).toEqual([
      { path: 'module', message: 'Please input permission module' },
      { path: 'name', message: 'Please input permission name' },
    ]);

    const deleted = await gateway.execute(DELETE_PERMISSION, { input: { id: permission.id } }, token);
    expect(deleted.data.deletePermission).toEqual({ __typename: 'DeletePermissionSuccess', deletedPermissionId: permission.id });
    const again = await gateway.execute(DELETE_PERMISSION, { input: { id: permission.id } }, token);
    expect(again.data.deletePermission.__typename).toBe('NotFoundError');

    const ids = await permissionIdsByName();
    const used = await gateway.execute(DELETE_PERMISSION, { input: { id: ids['Invite User'] } }, token);
    expect(used.data.deletePermission.__typename).toBe('ConflictError');
    expect(used.data.deletePermission.message).toMatch(/^This permission is used by \d+ roles\. Remove it from those roles before deleting it\.$/);
  });

  it('refuses creating and deleting permissions to everyone but super admins', async () => {
    const ids = await permissionIdsByName();
    const [before] = await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auth.permissions`);
    for (const email of ['admin@demo.vet', 'vet@demo.vet', 'tech@demo.vet', 'assistant@demo.vet', 'admin@other.vet']) {
      const created = await gateway.execute(CREATE_PERMISSION, { input: { module: 'X', name: `Y ${email}` } }, tokens[email]);
      expect(created.data.createPermission.__typename).toBe('ForbiddenError');
      const deleted = await gateway.execute(DELETE_PERMISSION, { input: { id: ids['Lock Visit Note'] } }, tokens[email]);
      expect(deleted.data.deletePermission.__typename).toBe('ForbiddenError');
    }
    const [after] = await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auth.permissions`);
    expect(after!.n).toBe(before!.n);
  });
});
