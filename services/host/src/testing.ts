// Gateway test harness (in the host package, the composition root: the gateway's own sources import
// no service code, its test files import this as a devDependency): the real services on a test database of its own (with the demo data), the
// real Yoga app called in-process, and helpers to run operations as a demo user.
import { randomUUID } from 'node:crypto';
import { loadKeys, type KeyPair } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createTestDatabase, testConfig, testIntegrationSecretKey } from '@vetchart/platform/testing';
import type { ProductConfig } from '@vetchart/platform/config';
import type { UpstreamUrls } from '@vetchart/gateway/context';
import { startServices } from './product.ts';
import { createGateway } from '@vetchart/gateway/yoga';

export const DEMO_PASSWORD = 'Demo!2345';

export interface GraphQLResponse<Data = any> {
  status: number;
  data?: Data;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: { upstreamCalls?: number };
}

export interface TestGateway {
  db: Database;
  /** The REST services' base URLs, for checking that a service refuses a call on its own too. */
  upstreams: UpstreamUrls;
  /** The signing keys the services trust, for tests that sign tokens themselves. */
  keys: KeyPair;
  /** The key the gateway seals lab report links with (results/lab-report-links.ts), for serving them in a test. */
  reportLinkKey: Uint8Array;
  /** `clientAddress`: the network address the request comes from, as the HTTP host would pass it. */
  /**
   * `headers`: more request headers (a User-Agent, an Idempotency-Key). A mutation gets a fresh
   * Idempotency-Key, as the web app sends one with every action; `withoutIdempotencyKey` sends none.
   */
  execute<Data = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    options?: { clientAddress?: string; headers?: Record<string, string>; withoutIdempotencyKey?: boolean },
  ): Promise<GraphQLResponse<Data>>;
  signIn(email: string, password?: string): Promise<{ accessToken: string; refreshToken: string }>;
  close(): Promise<void>;
}

/**
 * `upstreams`: the URLs the gateway calls the services at, from the real ones (a test puts a
 * faulty proxy in front of one service).
 */
export async function startTestGateway(overrides: Partial<ProductConfig> = {}, upstreams?: (real: UpstreamUrls) => UpstreamUrls): Promise<TestGateway> {
  const config = testConfig({ demoData: true, countUpstreamCalls: true, ...overrides });
  // A copy of the run's demo template when startServices would seed exactly that demo data (the
  // sandbox lab connected); its own migrations and seed then find their work done. The demo lab
  // connection's login was sealed with the template's key, so the services get that key.
  const seedsTemplateDemo = config.demoData && !config.production && !config.antechApiUrl;
  const db = await createTestDatabase({ from: seedsTemplateDemo ? 'demo' : 'migrated' });
  const services = await startServices(db, config, await loadKeys(), { integrationSecretKey: testIntegrationSecretKey() });
  const yoga = createGateway({ upstreams: upstreams ? upstreams(services.upstreams) : services.upstreams, publicKey: services.keys.publicKey, countUpstreamCalls: true });

  const execute: TestGateway['execute'] = async (query, variables, token, options = {}) => {
    const response = await yoga.fetch(
      'http://gateway.test/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(/^\s*mutation\b/.test(query) && !options.withoutIdempotencyKey ? { 'idempotency-key': randomUUID() } : {}),
          ...options.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      },
      { clientAddress: options.clientAddress },
    );
    // What the operation queued for the background (mail for forgot password, sign-up) is done before the test looks.
    await services.runDueJobs();
    return { status: response.status, ...(await response.json()) };
  };

  return {
    db,
    upstreams: services.upstreams,
    keys: services.keys,
    reportLinkKey: yoga.reportLinkKey,
    execute,
    async signIn(email, password = DEMO_PASSWORD) {
      const result = await execute(
        `mutation ($input: SignInInput!) { signIn(input: $input) { __typename ... on SignInSuccess { session { accessToken refreshToken } } ... on Error { message } } }`,
        { input: { email, password } },
      );
      const session = result.data?.signIn?.session;
      if (!session) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(result)}`);
      return session;
    },
    async close() {
      await services.close();
      await db.close();
    },
  };
}
