// Gateway test harness: the real services on a fresh test database (with the demo data), the
// real Yoga app called in-process, and helpers to run operations as a demo user.
import { loadKeys, type KeyPair } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import type { ProductConfig } from '@vetchart/platform/config';
import type { UpstreamUrls } from './context.ts';
import { startServices } from './product.ts';
import { createGateway } from './yoga.ts';

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
  /** `headers`: more request headers (a User-Agent, an Idempotency-Key). */
  execute<Data = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    options?: { clientAddress?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<Data>>;
  signIn(email: string, password?: string): Promise<{ accessToken: string; refreshToken: string }>;
  close(): Promise<void>;
}

export async function startTestGateway(overrides: Partial<ProductConfig> = {}): Promise<TestGateway> {
  const db = await createTestDatabase();
  const config = testConfig({ demoData: true, countUpstreamCalls: true, ...overrides });
  const services = await startServices(db, config, await loadKeys());
  const yoga = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey, countUpstreamCalls: true });

  const execute: TestGateway['execute'] = async (query, variables, token, options = {}) => {
    const response = await yoga.fetch(
      'http://gateway.test/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
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
