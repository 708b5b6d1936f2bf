// Integrations through the real Yoga app over the real services, with the sandbox partners
// standing in for Covetrus and Antech: who may call what, the typed errors, secrets that never
// reach the schema, Sync Data Now's honest answers, and tenant isolation. Demo Animal Hospital
// starts connected to the sandbox lab and the sandbox practice system (the thirdparty demo seed);
// Other Pet Clinic to nothing.
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
const tokens: Record<string, string> = {};

const INTEGRATIONS = `query ($search: String) { integrations(first: 10, search: $search) {
  totalCount edges { node { id slug name kind status requiresLogin logo
    connection { clinicId accountId username accountName connectedByName connectedAt lastVerifiedAt } } } } }`;
const CONNECT = `mutation ($input: ConnectIntegrationInput!) { connectIntegration(input: $input) {
  __typename ... on ConnectIntegrationSuccess { app { id slug status connection { clinicId username connectedByName } } }
  ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;
const DISCONNECT = `mutation ($input: DisconnectIntegrationInput!) { disconnectIntegration(input: $input) {
  __typename ... on DisconnectIntegrationSuccess { app { slug status connection { clinicId } } } ... on Error { message } } }`;
const SYNC = `mutation ($input: SyncClinicDataInput!) { syncClinicData(input: $input) {
  __typename ... on SyncClinicDataSuccess { message providers { slug name accountName verifiedAt } } ... on Error { message } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on ThirdPartyApp { slug status connection { clinicId } } } }`;

const ANTECH = { integration: 'antech', clinicId: 'SANDBOX-LAB-1', accountId: 'ANTECH-ACC-1', username: 'sandbox.vet', password: 'sandbox-pass' };
const COVETRUS = { integration: 'covetrus', clinicId: 'SANDBOX-CLINIC-1', accountId: 'SANDBOX-ACCOUNT-1' };

beforeAll(async () => {
  gateway = await startTestGateway();
  for (const who of ['superadmin', 'admin', 'vet', 'tech', 'assistant']) tokens[who] = (await gateway.signIn(`${who}@demo.vet`)).accessToken;
  tokens.other = (await gateway.signIn('admin@other.vet')).accessToken;
});
afterAll(async () => gateway?.close());

const statuses = async (token: string) => {
  const result = await gateway.execute(INTEGRATIONS, {}, token);
  expect(result.errors).toBeUndefined();
  return Object.fromEntries(result.data.integrations.edges.map((edge: any) => [edge.node.slug, edge.node.status]));
};

const connectionRows = () =>
  gateway.db.query<{ slug: string; status: string; clinic_code: string }>(
    `SELECT a.slug, c.status, c.clinic_code FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id ORDER BY c.connected_at`,
  );

describe('who may manage integrations', () => {
  it('lists the apps for Super Admin and Admin in one upstream call', async () => {
    for (const who of ['superadmin', 'admin']) {
      const result = await gateway.execute(INTEGRATIONS, {}, tokens[who]);
      expect(result.errors).toBeUndefined();
      expect(result.data.integrations.totalCount).toBe(2);
      expect(result.data.integrations.edges.map((edge: any) => [edge.node.slug, edge.node.kind, edge.node.status, edge.node.requiresLogin])).toEqual([
        ['covetrus', 'PIMS', 'ACTIVE', false],
        ['antech', 'LAB', 'ACTIVE', true],
      ]);
      expect(result.extensions?.upstreamCalls).toBe(1);
    }
    const searched = await gateway.execute(INTEGRATIONS, { search: 'covetrus' }, tokens.admin);
    expect(searched.data.integrations.edges.map((edge: any) => edge.node.slug)).toEqual(['covetrus']);
  });

  it('refuses veterinarians, technicians and assistants on every integrations field', async () => {
    for (const who of ['vet', 'tech', 'assistant']) {
      const list = await gateway.execute(INTEGRATIONS, {}, tokens[who]);
      expect(list.data).toBeNull();
      expect(list.errors?.[0]?.message).toMatch(/not authorized/i);
      expect((await gateway.execute(CONNECT, { input: ANTECH }, tokens[who])).data.connectIntegration).toMatchObject({ __typename: 'ForbiddenError' });
      expect((await gateway.execute(DISCONNECT, { input: { integration: 'antech' } }, tokens[who])).data.disconnectIntegration).toMatchObject({ __typename: 'ForbiddenError' });
    }
    expect((await gateway.execute(INTEGRATIONS, {})).data).toBeNull();
    // Only the demo's own lab and practice-system connections.
    expect(await connectionRows()).toEqual([
      { slug: 'antech', status: 'active', clinic_code: expect.any(String) },
      { slug: 'covetrus', status: 'active', clinic_code: expect.any(String) },
    ]);
  });

  it('has no field that could carry a password, token or secret', async () => {
    const introspection = await gateway.execute(getIntrospectionQuery(), {});
    const types = introspection.data.__schema.types.filter((type: any) => ['ThirdPartyApp', 'IntegrationConnection', 'SyncClinicDataSuccess', 'SyncedProvider'].includes(type.name));
    expect(types).toHaveLength(4);
    for (const type of types) {
      for (const field of type.fields) expect(field.name, `${type.name}.${field.name}`).not.toMatch(/password|secret|token|cipher/i);
    }
  });
});

describe('connectIntegration and disconnectIntegration', () => {
  it('maps field errors to the input, shows the partner refusal, then connects', async () => {
    // The demo's lab connection: connecting again is refused until it is disconnected.
    expect((await gateway.execute(CONNECT, { input: ANTECH }, tokens.admin)).data.connectIntegration.__typename).toBe('ConflictError');
    expect((await gateway.execute(DISCONNECT, { input: { integration: 'antech' } }, tokens.admin)).data.disconnectIntegration.__typename).toBe('DisconnectIntegrationSuccess');

    const missing = await gateway.execute(CONNECT, { input: { ...ANTECH, clinicId: '', username: '', password: '' } }, tokens.admin);
    expect(missing.data.connectIntegration.__typename).toBe('InputValidationError');
    expect(missing.data.connectIntegration.fieldErrors).toEqual([{ path: 'clinicId', message: 'Please input Clinic ID' }]);
    const noLogin = await gateway.execute(CONNECT, { input: { ...ANTECH, username: null, password: null } }, tokens.admin);
    expect(noLogin.data.connectIntegration.fieldErrors).toEqual([
      { path: 'username', message: 'Please input Username' },
      { path: 'password', message: 'Please input Password' },
    ]);

    const wrong = await gateway.execute(CONNECT, { input: { ...ANTECH, password: 'guess' } }, tokens.admin);
    expect(wrong.data.connectIntegration).toEqual({ __typename: 'IntegrationRefusedError', message: 'Invalid clinic ID, username or password.' });
    expect(await connectionRows()).toEqual([
      { slug: 'antech', status: 'inactive', clinic_code: expect.any(String) },
      { slug: 'covetrus', status: 'active', clinic_code: expect.any(String) },
    ]);

    const connected = await gateway.execute(CONNECT, { input: ANTECH }, tokens.admin);
    expect(connected.data.connectIntegration).toMatchObject({
      __typename: 'ConnectIntegrationSuccess',
      app: { slug: 'antech', status: 'ACTIVE', connection: { clinicId: 'SANDBOX-LAB-1', username: 'sandbox.vet', connectedByName: 'Morgan Hayes' } },
    });
    expect(JSON.stringify(connected)).not.toContain('sandbox-pass');
    const again = await gateway.execute(CONNECT, { input: ANTECH }, tokens.admin);
    expect(again.data.connectIntegration.__typename).toBe('ConflictError');

    const list = await gateway.execute(INTEGRATIONS, {}, tokens.superadmin);
    const antech = list.data.integrations.edges.find((edge: any) => edge.node.slug === 'antech').node;
    expect(antech.connection).toMatchObject({ accountId: 'ANTECH-ACC-1', accountName: 'Sandbox Veterinary Lab Account', connectedByName: 'Morgan Hayes' });
    expect(JSON.stringify(list)).not.toContain('sandbox-pass');
  });

  it("keeps Demo Animal Hospital's connection from admin@other.vet", async () => {
    expect(await statuses(tokens.other)).toEqual({ covetrus: 'INACTIVE', antech: 'INACTIVE' });
    const demoAntech = (await gateway.execute(INTEGRATIONS, {}, tokens.admin)).data.integrations.edges.find((edge: any) => edge.node.slug === 'antech').node;
    const viaNode = await gateway.execute(NODE, { id: demoAntech.id }, tokens.other);
    expect(viaNode.data.node).toEqual({ __typename: 'ThirdPartyApp', slug: 'antech', status: 'INACTIVE', connection: null });
    expect((await gateway.execute(NODE, { id: demoAntech.id }, tokens.vet)).data.node).toBeNull();

    const disconnect = await gateway.execute(DISCONNECT, { input: { integration: 'antech' } }, tokens.other);
    expect(disconnect.data.disconnectIntegration).toEqual({ __typename: 'NotFoundError', message: 'Antech is not connected.' });
    expect(await statuses(tokens.admin)).toEqual({ covetrus: 'ACTIVE', antech: 'ACTIVE' });
    expect(await connectionRows()).toEqual([
      { slug: 'antech', status: 'inactive', clinic_code: expect.any(String) },
      { slug: 'covetrus', status: 'active', clinic_code: expect.any(String) },
      { slug: 'antech', status: 'active', clinic_code: expect.any(String) },
    ]);
  });

  it('disconnects, after which Add shows again', async () => {
    const result = await gateway.execute(DISCONNECT, { input: { integration: 'antech' } }, tokens.admin);
    expect(result.data.disconnectIntegration).toEqual({ __typename: 'DisconnectIntegrationSuccess', app: { slug: 'antech', status: 'INACTIVE', connection: null } });
    expect(await statuses(tokens.admin)).toEqual({ covetrus: 'ACTIVE', antech: 'INACTIVE' });
    const twice = await gateway.execute(DISCONNECT, { input: { integration: 'antech' } }, tokens.admin);
    expect(twice.data.disconnectIntegration.__typename).toBe('NotFoundError');
  });
});

describe('syncClinicData', () => {
  it('says that no practice management system is connected, for anyone in the clinic', async () => {
    // The demo's practice system, disconnected first (the next test connects it again).
    const disconnected = await gateway.execute(DISCONNECT, { input: { integration: 'covetrus' } }, tokens.admin);
    expect(disconnected.data.disconnectIntegration.__typename).toBe('DisconnectIntegrationSuccess');
    for (const who of ['vet', 'assistant', 'admin']) {
      const result = await gateway.execute(SYNC, { input: {} }, tokens[who]);
      expect(result.data.syncClinicData).toEqual({
        __typename: 'IntegrationNotConnectedError',
        message: 'No practice management system is connected yet. Connect one under Integrations.',
      });
    }
    expect((await gateway.execute(SYNC, { input: {} })).data.syncClinicData).toMatchObject({ __typename: 'ForbiddenError' });
  });

  it('checks a connected Covetrus with the partner; other clinics are unaffected', async () => {
    const connected = await gateway.execute(CONNECT, { input: COVETRUS }, tokens.admin);
    expect(connected.data.connectIntegration.__typename).toBe('ConnectIntegrationSuccess');
    const result = await gateway.execute(SYNC, { input: {} }, tokens.tech);
    expect(result.data.syncClinicData).toMatchObject({
      __typename: 'SyncClinicDataSuccess',
      message:
        'Covetrus is connected: the connection was checked with Covetrus just now and works.',
      providers: [{ slug: 'covetrus', name: 'Covetrus', accountName: 'Sandbox Animal Hospital', verifiedAt: expect.any(String) }],
    });
    const other = await gateway.execute(SYNC, { input: {} }, tokens.other);
    expect(other.data.syncClinicData.__typename).toBe('IntegrationNotConnectedError');
    const unknown = await gateway.execute(SYNC, { input: { provider: 'nope' } }, tokens.admin);
    expect(unknown.data.syncClinicData.__typename).toBe('InputValidationError');
  });
});
