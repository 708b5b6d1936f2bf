// The whole product as `pnpm start` runs it (services/host/src/product.ts), on port 0 with a temporary
// DATA_DIR, for the probes of the security suite: PGlite in that folder, or a database of
// its own on the server named by DATABASE_URL. A minimal built web app (index.html, a script, the
// EULA PDF) stands in for web/dist where only the headers matter; the real pages are checked in
// the browser by tests/e2e/web-security.spec.ts.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProduct, type RunningProduct } from '@vetchart/host/product';
import { loadConfig, type ProductConfig } from '@vetchart/platform/config';
import { productDatabaseFromTemplate } from '@vetchart/platform/testing';

export const DEMO_PASSWORD = 'Demo!2345';
export const CSRF_HEADERS = { 'x-graphql-csrf': '1' };

export interface ProbeProduct extends RunningProduct {
  dataDir: string;
  webDist: string;
  /** POST /graphql as JSON; the answer's status, headers and parsed body. */
  graphql(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ status: number; headers: Headers; body: any }>;
  signIn(email: string): Promise<string>;
}

export async function startProbeProduct(overrides: Partial<ProductConfig> = {}): Promise<ProbeProduct> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vetchart-security-'));
  const webDist = path.join(dataDir, 'web-dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>VetChart</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDist, 'assets/app.js'), 'document.title = "VetChart";');
  await writeFile(path.join(webDist, 'eula.pdf'), '%PDF-1.4\n%%EOF\n');
  // A copy of the run's template: the start finds its migrations and demo data done.
  const database = await productDatabaseFromTemplate(dataDir, overrides.demoData === false ? 'migrated' : 'demo');
  const config: ProductConfig = {
    ...loadConfig({}),
    port: 0,
    dataDir,
    databaseUrl: database.databaseUrl,
    publicUrl: 'http://localhost:4000',
    demoData: true,
    ...overrides,
  };
  const product = await startProduct(config, { webDist });

  const graphql: ProbeProduct['graphql'] = async (query, variables, token) => {
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  return {
    ...product,
    dataDir,
    webDist,
    graphql,
    async signIn(email) {
      const result = await graphql(
        'mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } ... on Error { message } } }',
        { input: { email, password: DEMO_PASSWORD } },
      );
      const token = result.body.data?.signIn?.session?.accessToken;
      if (!token) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(result.body)}`);
      return token;
    },
    async close() {
      await product.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
