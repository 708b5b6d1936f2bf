// Manage Users through the real Yoga app over the real services: the users connection and its
// upstream cost, who may call what, the mutations' typed errors, and tenant isolation.
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let superAdmin: string;
let vet: string;
let other: string;
let clinicId: string;
let roles: Record<string, string>;

const USERS = `query Users($first: Int, $after: String, $search: String) {
  users(first: $first, after: $after, search: $search) {
    totalCount
    pageInfo { hasNextPage }
    edges { node { id fullName email contactPhoneNumber status invitePending createdAt role { id name } clinics { id name } } }
  }
}`;

const VIEWER_CLINIC = `query { viewer { clinics { id } } }`;
const ROLES = `query { assignableRoles { id name } }`;

const INVITE = `mutation ($input: InviteUsersInput!) { inviteUsers(input: $input) {
  __typename ... on InviteUsersSuccess { users { id email status } } ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;
const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) {
  __typename ... on UpdateUserSuccess { user { id firstName lastName role { name } } } ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;
const ACTION = (field: string, input: string, success: string) => `mutation ($input: ${input}!) { ${field}(input: $input) {
  __typename ${success} ... on Error { message } } }`;
const REINVITE = ACTION('reinviteUser', 'ReinviteUserInput', '... on ReinviteUserSuccess { message }');
const RESET = ACTION('resetUserPassword', 'ResetUserPasswordInput', '... on ResetUserPasswordSuccess { message }');
const ACTIVATE = ACTION('activateUser', 'ActivateUserInput', '... on ActivateUserSuccess { user { id status } }');
const REMOVE = ACTION('removeUser', 'RemoveUserInput', '... on RemoveUserSuccess { removedUserId message }');

const TABLES = ['auth.users', 'auth.user_organizations', 'auth.user_clinics', 'auth.link_tokens', 'auth.refresh_tokens', 'auth.audit_log', 'mail.outbox'];
async function snapshot() {
  const counts = await Promise.all(
    TABLES.map(async (table) => (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n),
  );
  const members = await gateway.db.query(
    `SELECT u.email, u.first_name, u.last_name, u.contact_phone_number, u.is_active, m.role_id, m.removed_at
       FROM auth.users u JOIN auth.user_organizations m ON m.user_id = u.id ORDER BY u.email`,
  );
  return { counts, members };
}

/** The row of exactly this address ('admin@demo.vet' also matches superadmin@demo.vet in a search). */
async function userByEmail(email: string, token = admin) {
  const result = await gateway.execute(USERS, { first: 10, search: email }, token);
  return result.data.users.edges.map((edge: any) => edge.node).find((node: any) => node.email === email.toLowerCase());
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  superAdmin = (await gateway.signIn('superadmin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  clinicId = (await gateway.execute(VIEWER_CLINIC, {}, admin)).data.viewer.clinics[0].id;
  const roleList = (await gateway.execute(ROLES, {}, admin)).data.assignableRoles as { id: string; name: string }[];
  roles = Object.fromEntries(roleList.map((role) => [role.name, role.id]));
});
afterAll(async () => gateway?.close());

const row = (overrides: Record<string, unknown> = {}) => ({
  clinicId,
  firstName: 'Quinn',
  lastName: 'Harper',
  email: 'quinn@demo.vet',
  phone: '5125550170',
  roleId: roles['veterinarian-assistant'],
  ...overrides,
});

describe('Query.users', () => {
  it('pages the organization people with their role, clinic and status for the same upstream cost whatever the page size', async () => {
    const one = await gateway.execute(USERS, { first: 1 }, admin);
    const ten = await gateway.execute(USERS, { first: 10 }, admin);
    expect(one.errors).toBeUndefined();
    expect(one.data.users.edges).toHaveLength(1);
    expect(ten.data.users.edges.length).toBeGreaterThanOrEqual(7);
    expect(ten.data.users.totalCount).toBe(ten.data.users.edges.length);
    expect(one.extensions?.upstreamCalls).toBe(ten.extensions?.upstreamCalls);
    expect(ten.extensions?.upstreamCalls).toBe(1);

    const vetRow = ten.data.users.edges.map((edge: any) => edge.node).find((node: any) => node.email === 'vet@demo.vet');
    expect(vetRow).toMatchObject({ status: 'ACTIVE', invitePending: false, role: { name: 'veterinarian' }, clinics: [{ id: clinicId, name: 'Demo Animal Hospital' }] });
    const pending = ten.data.users.edges.map((edge: any) => edge.node).find((node: any) => node.email === 'new.vet@demo.vet');
    expect(pending).toMatchObject({ status: 'INVITED', invitePending: true });

    const searched = await gateway.execute(USERS, { search: 'ortiz' }, admin);
    expect(searched.data.users.edges.map((edge: any) => edge.node.email)).toEqual(['assistant@demo.vet']);
  });

  it('is refused to someone without a user-management permission', async () => {
    const result = await gateway.execute(USERS, { first: 10 }, vet);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await gateway.execute(ROLES, {}, vet)).errors).toBeDefined();
  });
});

describe('Query.assignableRoles', () => {
  it('offers Super Admin only to a super admin', async () => {
    expect(Object.keys(roles)).not.toContain('Super Admin');
    expect(Object.keys(roles)).toEqual(expect.arrayContaining(['Admin', 'veterinarian', 'veterinarian-technician', 'veterinarian-assistant']));
    const forSuper = await gateway.execute(ROLES, {}, superAdmin);
    expect(forSuper.data.assignableRoles.map((role: any) => role.name)).toContain('Super Admin');
  });
});

describe('inviteUsers', () => {
  it('invites every row or, when one row is bad, nobody, with field errors on input paths', async () => {
    const before = await snapshot();
    const bad = await gateway.execute(INVITE, { input: { users: [row(), row({ email: 'r2@demo.vet', firstName: ' ', phone: '' })] } }, admin);
    expect(bad.data.inviteUsers.__typename).toBe('InputValidationError');
    expect(bad.data.inviteUsers.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'users.1.firstName', message: 'Please input your username' },
        { path: 'users.1.phone', message: 'Please input your phone number' },
      ]),
    );
    expect(await snapshot()).toEqual(before);

    const good = await gateway.execute(INVITE, { input: { users: [row(), row({ email: 'r2@demo.vet', firstName: 'Rae' })] } }, admin);
    expect(good.data.inviteUsers.__typename).toBe('InviteUsersSuccess');
    expect(good.data.inviteUsers.users.map((user: any) => [user.email, user.status])).toEqual([
      ['quinn@demo.vet', 'INVITED'],
      ['r2@demo.vet', 'INVITED'],
    ]);
    expect((await listOutbox(gateway.db, { to: 'quinn@demo.vet' }))[0]!.links[0]).toMatch(/\/invite\/.+\?code=.+&id=.+/);
  });

  it('refuses Super Admin from a client admin and the whole mutation to someone who may not invite', async () => {
    const [superRole] = await gateway.db.query<{ id: string }>(`SELECT id FROM auth.roles WHERE slug = 'super-admin'`);
    const superRoleId = Buffer.from(`Role:${superRole!.id}`).toString('base64');
    const promoted = await gateway.execute(INVITE, { input: { users: [row({ email: 'sa@demo.vet', roleId: superRoleId })] } }, admin);
    expect(promoted.data.inviteUsers).toEqual({ __typename: 'ForbiddenError', message: 'Only a super admin can assign the Super Admin role.' });
    const taken = await gateway.execute(INVITE, { input: { users: [row({ email: 'fresh@demo.vet' }), row({ email: 'VET@demo.vet' })] } }, admin);
    expect(taken.data.inviteUsers).toEqual({
      __typename: 'InputValidationError',
      message: 'An account with this email already exists.',
      fieldErrors: [{ path: 'users.1.email', message: 'An account with this email already exists.' }],
    });
    expect(await userByEmail('fresh@demo.vet')).toBeUndefined();
    const byVet = await gateway.execute(INVITE, { input: { users: [row({ email: 'v@demo.vet' })] } }, vet);
    expect(byVet.data.inviteUsers).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await userByEmail('sa@demo.vet')).toBeUndefined();
  });
});

describe('updateUser and the row actions', () => {
  it('edits a user; the email stays; bad input names the field', async () => {
    const quinn = await userByEmail('quinn@demo.vet');
    const edited = await gateway.execute(UPDATE, { input: { id: quinn.id, clinicId, firstName: 'Quincy', lastName: 'Harper', phone: '5125550171', roleId: roles['veterinarian-technician'] } }, admin);
    expect(edited.data.updateUser).toEqual({ __typename: 'UpdateUserSuccess', user: { id: quinn.id, firstName: 'Quincy', lastName: 'Harper', role: { name: 'veterinarian-technician' } } });
    const bad = await gateway.execute(UPDATE, { input: { id: quinn.id, clinicId, firstName: '', lastName: 'Harper', phone: '5125550171', roleId: roles['veterinarian'] } }, admin);
    expect(bad.data.updateUser.fieldErrors).toEqual([{ path: 'firstName', message: 'Please input your username' }]);
    // Editing is for client admins: a vet cannot even reach the field.
    expect((await gateway.execute(UPDATE, { input: { id: quinn.id, clinicId, firstName: 'X', lastName: 'Y', phone: '5125550171', roleId: roles['veterinarian'] } }, vet)).data.updateUser).toMatchObject({ __typename: 'ForbiddenError' });
  });

  it('re-invites, activates, resets and removes, each refusing what does not apply', async () => {
    const quinn = await userByEmail('quinn@demo.vet');
    expect((await gateway.execute(REINVITE, { input: { id: quinn.id } }, admin)).data.reinviteUser.__typename).toBe('ReinviteUserSuccess');
    const reset = await gateway.execute(RESET, { input: { id: quinn.id } }, admin);
    expect(reset.data.resetUserPassword.__typename).toBe('ConflictError');

    const activated = await gateway.execute(ACTIVATE, { input: { id: quinn.id } }, admin);
    expect(activated.data.activateUser).toEqual({ __typename: 'ActivateUserSuccess', user: { id: quinn.id, status: 'ACTIVE' } });
    expect((await gateway.execute(ACTIVATE, { input: { id: quinn.id } }, admin)).data.activateUser).toEqual({
      __typename: 'ConflictError',
      message: 'This account is already active.',
    });

    const assistant = await userByEmail('assistant@demo.vet');
    expect((await gateway.execute(RESET, { input: { id: assistant.id } }, admin)).data.resetUserPassword.__typename).toBe('ResetUserPasswordSuccess');

    const self = await userByEmail('admin@demo.vet');
    expect((await gateway.execute(REMOVE, { input: { id: self.id } }, admin)).data.removeUser).toEqual({
      __typename: 'ConflictError',
      message: 'You cannot remove yourself from the organization.',
    });
    const removed = await gateway.execute(REMOVE, { input: { id: quinn.id } }, admin);
    expect(removed.data.removeUser).toEqual({ __typename: 'RemoveUserSuccess', removedUserId: quinn.id, message: 'The user has been removed from the organization.' });
    expect(await userByEmail('quinn@demo.vet')).toBeUndefined();
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: quinn.id }, admin)).data.node).toBeNull();
  });

  it("ends a removed person's session at once: their unexpired access token answers 401 'Invalid token.'", async () => {
    const tech = (await gateway.signIn('tech@demo.vet')).accessToken;
    expect((await gateway.execute(VIEWER_CLINIC, {}, tech)).data.viewer.clinics).toHaveLength(1);
    const target = await userByEmail('tech@demo.vet');
    expect((await gateway.execute(REMOVE, { input: { id: target.id } }, admin)).data.removeUser.__typename).toBe('RemoveUserSuccess');

    const after = await gateway.execute(VIEWER_CLINIC, {}, tech);
    expect(after.status).toBe(401);
    expect(after.errors).toEqual([expect.objectContaining({ message: 'Invalid token.', extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
  });
});

describe('tenant isolation', () => {
  it("gives admin@other.vet nothing of Demo Animal Hospital's people and lets it change nothing", async () => {
    const targets = await Promise.all(['vet@demo.vet', 'new.tech@demo.vet', 'assistant@demo.vet'].map((email) => userByEmail(email)));
    const otherClinic = (await gateway.execute(VIEWER_CLINIC, {}, other)).data.viewer.clinics[0].id;
    const otherRoles = (await gateway.execute(ROLES, {}, other)).data.assignableRoles as { id: string; name: string }[];
    const before = await snapshot();

    const list = await gateway.execute(USERS, { first: 50 }, other);
    expect(list.data.users.edges.map((edge: any) => edge.node.email)).toEqual(['admin@other.vet']);
    for (const target of targets) {
      expect((await gateway.execute(USERS, { search: target.email }, other)).data.users.totalCount).toBe(0);
      const node = await gateway.execute(`query ($id: ID!) { node(id: $id) { id ... on User { email } } }`, { id: target.id }, other);
      expect(node.data.node).toBeNull();
      const nodes = await gateway.execute(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [target.id] }, other);
      expect(nodes.data.nodes).toEqual([null]);

      const input = { id: target.id };
      const edit = await gateway.execute(UPDATE, { input: { ...input, clinicId: otherClinic, firstName: 'Hacked', lastName: 'Hacked', phone: '5035550100', roleId: otherRoles[0]!.id } }, other);
      expect(edit.data.updateUser.__typename).toBe('NotFoundError');
      expect((await gateway.execute(REINVITE, { input }, other)).data.reinviteUser.__typename).toBe('NotFoundError');
      expect((await gateway.execute(RESET, { input }, other)).data.resetUserPassword.__typename).toBe('NotFoundError');
      expect((await gateway.execute(ACTIVATE, { input }, other)).data.activateUser.__typename).toBe('NotFoundError');
      expect((await gateway.execute(REMOVE, { input }, other)).data.removeUser.__typename).toBe('NotFoundError');
    }
    // Demo Animal Hospital's clinic in another organization's invite is refused too.
    const invite = await gateway.execute(INVITE, { input: { users: [row({ email: 'sneak@other.vet', roleId: otherRoles[0]!.id })] } }, other);
    expect(invite.data.inviteUsers.__typename).toBe('InputValidationError');
    expect(await snapshot()).toEqual(before);
  });
});
