// What the GraphQL API shows about itself. Introspection and
// GraphiQL stay open for integrators (the product promises them), GraphiQL's scripts come from
// the product, and in production anonymous callers get no 'Did you mean …' field suggestions.
import { loadKeys, signAccessToken } from '@vetchart/platform/access-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { startProbeProduct, type ProbeProduct } from './product.ts';

const TYPO = '{ activeClinik { id } }';
const SUGGESTION = 'Cannot query field "activeClinik" on type "Query". Did you mean "activeClinic"?';

let production: ProbeProduct;
let signedInToken: string;
beforeAll(async () => {
  production = await startProbeProduct({ production: true, demoData: false, mailDeliveryDisabled: true });
  // A real access token of this product (its keys are under DATA_DIR/keys).
  const keys = await loadKeys({ dataDir: production.dataDir });
  const { token } = await signAccessToken(
    keys.privateKey!,
    {
      userId: '00000000-0000-4000-8000-000000000001',
      userCode: 'USR-1',
      email: 'integrator@example.com',
      fullName: 'Integrator',
      organizationId: '00000000-0000-4000-8000-000000000002',
      organizationCode: 'ORG-1',
      clinicId: null,
      clinicCode: null,
      roleId: '00000000-0000-4000-8000-000000000003',
      roleName: 'Admin',
      isSuperAdmin: false,
      isClientAdmin: true,
      permissions: [],
      // Suggestions depend on the signature only: the gateway does not look the session up.
      sessionId: '00000000-0000-4000-8000-000000000004',
    },
    300,
  );
  signedInToken = token;
});
afterAll(async () => production?.close());

describe('in production', () => {
  it('anonymous callers get the error without the field suggestion', async () => {
    const result = await production.graphql(TYPO);
    expect(result.body.errors.map((error: { message: string }) => error.message)).toEqual([
      'Cannot query field "activeClinik" on type "Query".',
    ]);
    // Enum values, argument names and input fields are suggested the same way.
    const argument = await production.graphql('{ pets(frist: 1) { totalCount } }');
    for (const error of argument.body.errors) expect(error.message).not.toContain('Did you mean');
  });

  it('a forged token counts as anonymous', async () => {
    const forged = `${signedInToken.slice(0, -4)}AAAA`;
    const result = await production.graphql(TYPO, undefined, forged);
    for (const error of result.body.errors) expect(error.message).not.toContain('Did you mean');
  });

  it('signed-in callers keep the suggestions', async () => {
    const result = await production.graphql(TYPO, undefined, signedInToken);
    expect(result.body.errors.map((error: { message: string }) => error.message)).toEqual([SUGGESTION]);
  });

  it('introspection stays open to anonymous integrators', async () => {
    const result = await production.graphql('{ __schema { queryType { name } types { name } } }');
    expect(result.status).toBe(200);
    expect(result.body.data.__schema.queryType.name).toBe('Query');
    expect(result.body.data.__schema.types.map((type: { name: string }) => type.name)).toContain('Pet');
  });

  it('GraphiQL stays open, with every script and style from the product itself', async () => {
    const response = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('VetChart API');
    const addresses = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    for (const address of addresses) {
      expect(address).toMatch(/^\/graphiql\//);
      expect((await fetch(`${production.url}${address}`)).status).toBe(200);
    }
    expect(html).not.toMatch(/https?:\/\//);
  });
});

describe('outside production', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => gateway?.close());

  it('anonymous callers keep the suggestions that help while developing', async () => {
    const result = await gateway.execute(TYPO);
    expect(result.errors?.map((error) => error.message)).toEqual([SUGGESTION]);
  });
});
