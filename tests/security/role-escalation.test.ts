// Privilege escalation inside a clinic. The probe: someone whose role holds only
// 'Invite User' invited a new account with the built-in Admin role, and that account then deleted
// a pet. Rule: a person gives (by invite, role change or a new role) only permissions they hold;
// Admin and Super Admin come only from a client admin or a super admin; nobody changes their own
// role. The role × giver matrix is in gateway/src/access-matrix.test.ts; this file replays the
// probe end to end on the gateway and the auth service.
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { listOutbox } from '@vetchart/platform/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let gateway: TestGateway;
let admin: string;
let inviter: string;
let clinicId: string;
const roleIds: Record<string, string> = {};

const INVITE = `mutation ($input: InviteUsersInput!) { inviteUsers(input: $input) { __typename ... on Error { message } } }`;
const COMPLETE = `mutation ($input: CompleteInviteInput!) { completeInvite(input: $input) { __typename ... on Error { message } } }`;
const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { __typename ... on Error { message } } }`;
const CREATE_ROLE = `mutation ($input: CreateRoleInput!) { createRole(input: $input) { __typename ... on Error { message } ... on CreateRoleSuccess { role { id } } } }`;

async function invite(token: string, email: string, roleId: string) {
  const result = await gateway.execute(
    INVITE,
    { input: { users: [{ firstName: 'New', lastName: 'Person', email, phone: '5125550166', roleId, clinicId }] } },
    token,
  );
  return result.data.inviteUsers as { __typename: string; message?: string };
}

/** Completes the invitation mailed to the address and signs in as the new person. */
async function accept(email: string, role: string): Promise<string> {
  const [mail] = await listOutbox(gateway.db, { to: email });
  const link = new URL(mail!.links.find((candidate) => candidate.includes('/invite/'))!);
  const done = await gateway.execute(COMPLETE, {
    input: {
      orgCode: link.searchParams.get('code'), id: link.searchParams.get('id'), token: link.pathname.split('/invite/')[1],
      firstName: 'New', lastName: 'Person', password: 'N3w!person', confirm: 'N3w!person', role,
      securityQuestion: 'What was the name of your first pet?', securityAnswer: 'Rex',
    },
  });
  expect(done.data.completeInvite.__typename).toBe('CompleteInviteSuccess');
  return (await gateway.signIn(email, 'N3w!person')).accessToken;
}

/** A Relay global id is base64 of 'Type:id'. */
const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

const people = async (email: string) =>
  (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM auth.users WHERE lower(email) = $1`, [email]))[0]!.n;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  const seen = await gateway.execute(
    `query { viewer { clinics { id } } roles(first: 20) { edges { node { id name } } } permissionModules(first: 50) { edges { node { permissions { id name } } } } }`,
    {},
    admin,
  );
  clinicId = seen.data.viewer.clinics[0].id;
  for (const { node } of seen.data.roles.edges) roleIds[node.name] = node.id;
  const inviteUser = seen.data.permissionModules.edges.flatMap((edge: any) => edge.node.permissions).find((p: { name: string }) => p.name === 'Invite User');
  const frontDesk = await gateway.execute(CREATE_ROLE, { input: { name: 'Front Desk', permissionIds: [inviteUser.id] } }, admin);
  roleIds['Front Desk'] = frontDesk.data.createRole.role.id;
  expect(await invite(admin, 'frontdesk@demo.vet', roleIds['Front Desk']!)).toEqual({ __typename: 'InviteUsersSuccess' });
  inviter = await accept('frontdesk@demo.vet', 'front-desk');
});
afterAll(async () => gateway?.close());

describe("someone holding only 'Invite User'", () => {
  it('cannot invite an Admin (the probe), a Super Admin or a veterinarian: nobody is created and no mail is sent', async () => {
    for (const [role, email] of [['Admin', 'escalated@demo.vet'], ['Super Admin', 'escalated.super@demo.vet'], ['veterinarian', 'escalated.vet@demo.vet']] as const) {
      expect(await invite(inviter, email, roleIds[role]!), role).toEqual({
        __typename: 'ForbiddenError',
        message: role === 'Super Admin' ? 'Only a super admin can assign the Super Admin role.' : 'You do not have permission to do this.',
      });
      expect(await people(email)).toBe(0);
      expect(await listOutbox(gateway.db, { to: email })).toEqual([]);
    }
    // The auth service refuses on its own too.
    const direct = await fetch(`${gateway.upstreams.auth}/user/invite/${(await orgCode())}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${inviter}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        users: [{ first_name: 'New', last_name: 'Person', email: 'escalated@demo.vet', phone: '5125550166', role_id: rawId(roleIds.Admin!), clinic_id: rawId(clinicId) }],
      }),
    });
    expect(direct.status).toBe(403);
    expect(await people('escalated@demo.vet')).toBe(0);
  });

  it('can still invite someone with a role holding nothing more than they hold, who then cannot touch pets', async () => {
    expect(await invite(inviter, 'second.desk@demo.vet', roleIds['Front Desk']!)).toEqual({ __typename: 'InviteUsersSuccess' });
    const second = await accept('second.desk@demo.vet', 'front-desk');
    const pets = await gateway.execute(`query { pets(first: 1) { edges { node { id } } } }`, {}, admin);
    const petId = pets.data.pets.edges[0].node.id;
    const deleted = await gateway.execute(
      `mutation ($input: DeletePetInput!) { deletePet(input: $input) { __typename } }`,
      { input: { id: petId } },
      second,
    );
    expect(deleted.data.deletePet.__typename).toBe('ForbiddenError');
  });
});

describe('role changes and new roles', () => {
  it("refuses a change of one's own role, even to a super admin", async () => {
    const superToken = (await gateway.signIn('superadmin@demo.vet')).accessToken;
    const viewer = await gateway.execute(`query { viewer { user { id firstName lastName contactPhoneNumber } role { name } } }`, {}, superToken);
    const me = viewer.data.viewer.user;
    const changed = await gateway.execute(
      UPDATE_USER,
      { input: { id: me.id, firstName: me.firstName, lastName: me.lastName, phone: me.contactPhoneNumber ?? '5125550101', roleId: roleIds.veterinarian, clinicId } },
      superToken,
    );
    expect(changed.data.updateUser).toEqual({ __typename: 'ForbiddenError', message: 'You cannot change your own role.' });
    const again = await gateway.execute(`query { viewer { role { name } } }`, {}, (await gateway.signIn('superadmin@demo.vet')).accessToken);
    expect(again.data.viewer.role.name).toBe('Super Admin');
  });

  it('refuses a client admin a new role with a permission only the super admin holds', async () => {
    const superToken = (await gateway.signIn('superadmin@demo.vet')).accessToken;
    const created = await gateway.execute(
      `mutation ($input: CreatePermissionInput!) { createPermission(input: $input) { __typename ... on CreatePermissionSuccess { permission { id } } } }`,
      { input: { module: 'Records', name: 'Export Records' } },
      superToken,
    );
    const permissionId = created.data.createPermission.permission.id;
    const refused = await gateway.execute(CREATE_ROLE, { input: { name: 'Exporter', permissionIds: [permissionId] } }, admin);
    expect(refused.data.createRole).toEqual({ __typename: 'ForbiddenError', message: 'You do not have permission to do this.' });
    expect((await gateway.db.query(`SELECT 1 FROM auth.roles WHERE name = 'Exporter'`)).length).toBe(0);
    // The super admin holds it, so may.
    expect((await gateway.execute(CREATE_ROLE, { input: { name: 'Exporter', permissionIds: [permissionId] } }, superToken)).data.createRole.__typename).toBe('CreateRoleSuccess');
  });
});

async function orgCode(): Promise<string> {
  const [row] = await gateway.db.query<{ organization_code: string }>(`SELECT organization_code FROM auth.organizations WHERE name = 'Demo Animal Hospital'`);
  return row!.organization_code;
}
