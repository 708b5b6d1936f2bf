// An access token ends with its session. After signing out, after being removed
// from the organization or once the account is disabled, the person's access token is refused
// with the spec's 401 'Invalid token.' by the gateway and by every service it reaches — not up to
// 15 minutes later when the token expires. An access token without an expiry is refused too.
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import type { UpstreamUrls } from '@vetchart/gateway/context';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let gateway: TestGateway;
let clinicCode: string;
let petGlobalId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  const admin = await gateway.signIn('admin@demo.vet');
  const seen = await gateway.execute(`query { viewer { clinics { clinicCode } } pets(first: 1) { edges { node { id } } } }`, {}, admin.accessToken);
  clinicCode = seen.data.viewer.clinics[0].clinicCode;
  petGlobalId = seen.data.pets.edges[0].node.id;
});
afterAll(async () => gateway?.close());

/** One call per service that anyone signed in to the clinic may make. */
const serviceCalls = (): { service: keyof UpstreamUrls; method: string; path: string; body?: unknown }[] => [
  { service: 'auth', method: 'GET', path: '/me' },
  { service: 'main', method: 'GET', path: '/pet-parents' },
  { service: 'inventory', method: 'GET', path: '/specie' },
  { service: 'billing', method: 'GET', path: '/subscription' },
  { service: 'thirdparty', method: 'POST', path: `/clinic-resource/sync?clinic_code=${clinicCode}`, body: {} },
];

async function callService(call: ReturnType<typeof serviceCalls>[number], token: string) {
  const response = await fetch(`${gateway.upstreams[call.service]}${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const PET_PARENTS = `query { petParents(first: 5) { edges { node { fullName email phoneNumber } } } }`;
const CREATE_VISIT = `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { __typename ... on Error { message } } }`;

async function expectWorking(token: string) {
  const parents = await gateway.execute(PET_PARENTS, {}, token);
  expect(parents.status).toBe(200);
  expect(parents.data.petParents.edges.length).toBeGreaterThan(0);
  for (const call of serviceCalls()) {
    expect((await callService(call, token)).status, `${call.service} ${call.path}`).not.toBe(401);
  }
}

async function expectRefusedEverywhere(token: string) {
  const parents = await gateway.execute(PET_PARENTS, {}, token);
  expect(parents.status).toBe(401);
  expect(parents.errors?.[0]?.message).toBe('Invalid token.');
  expect(parents.data?.petParents ?? null).toBeNull();
  for (const call of serviceCalls()) {
    expect(await callService(call, token), `${call.service} ${call.path}`).toEqual({ status: 401, body: { message: 'Invalid token.', errors: [] } });
  }
}

const visitCount = async () => (await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.visits`))[0]!.n;

describe('an access token ends with its session', () => {
  it('stops working everywhere once its holder signs out', async () => {
    const session = await gateway.signIn('vet@demo.vet');
    await expectWorking(session.accessToken);
    const out = await gateway.execute(
      `mutation ($input: SignOutInput!) { signOut(input: $input) { __typename } }`,
      { input: { refreshToken: session.refreshToken } },
      session.accessToken,
    );
    expect(out.data.signOut.__typename).toBe('SignOutSuccess');
    await expectRefusedEverywhere(session.accessToken);
    // Another sign-in of the same person is another session and keeps working.
    await expectWorking((await gateway.signIn('vet@demo.vet')).accessToken);
  });

  it("stops a removed person at once: no pet parents' contact data, no new visit", async () => {
    const admin = await gateway.signIn('admin@demo.vet');
    const tech = await gateway.signIn('tech@demo.vet');
    await expectWorking(tech.accessToken);
    const users = await gateway.execute(`query { users(first: 5, search: "tech@demo.vet") { edges { node { id email } } } }`, {}, admin.accessToken);
    const techNode = users.data.users.edges.find((edge: { node: { email: string } }) => edge.node.email === 'tech@demo.vet').node;
    const removed = await gateway.execute(
      `mutation ($input: RemoveUserInput!) { removeUser(input: $input) { __typename ... on Error { message } } }`,
      { input: { id: techNode.id } },
      admin.accessToken,
    );
    expect(removed.data.removeUser.__typename).toBe('RemoveUserSuccess');

    await expectRefusedEverywhere(tech.accessToken);
    const visitsBefore = await visitCount();
    const visit = await gateway.execute(CREATE_VISIT, { input: { petId: petGlobalId } }, tech.accessToken);
    expect(visit.status).toBe(401);
    expect(visit.errors?.[0]?.message).toBe('Invalid token.');
    const direct = await fetch(`${gateway.upstreams.main}/visits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tech.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pet_id: petGlobalId }),
    });
    expect(direct.status).toBe(401);
    expect(await visitCount()).toBe(visitsBefore);
    // The admin's own session is untouched.
    await expectWorking(admin.accessToken);
  });

  it('stops a disabled account', async () => {
    const assistant = await gateway.signIn('assistant@demo.vet');
    await gateway.db.query(`UPDATE auth.users SET is_active = false WHERE email = 'assistant@demo.vet'`);
    try {
      await expectRefusedEverywhere(assistant.accessToken);
    } finally {
      await gateway.db.query(`UPDATE auth.users SET is_active = true WHERE email = 'assistant@demo.vet'`);
    }
  });

  it('refuses an access token without an expiry, even one signed with the real key for a live session', async () => {
    const session = await gateway.signIn('vet@demo.vet');
    const { exp: _exp, iat: _iat, ...claims } = decodeJwt(session.accessToken);
    const forever = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).setIssuedAt().sign(gateway.keys.privateKey!);
    expect(decodeJwt(forever).exp).toBeUndefined();
    await expectRefusedEverywhere(forever);
    // The same claims with an expiry are accepted, so the refusal is about the missing expiry.
    const bounded = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).setIssuedAt().setExpirationTime('5m').sign(gateway.keys.privateKey!);
    await expectWorking(bounded);
  });
});
