// The GraphQL-over-HTTP audits of the graphql-http package against the running gateway (the
// real services over a real database, the product's own public app on a Node server, as every
// gateway process serves it): every MUST passes. GET requests carry our CSRF header,
// as every browser client of ours does.
import { startServices } from '@vetchart/host/product';
import { createPublicApp } from '@vetchart/gateway/public-app';
import { CSRF_HEADER, createGateway } from '@vetchart/gateway/yoga';
import { loadKeys } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { listen, type RunningServer } from '@vetchart/platform/service';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { createTestDatabase, testConfig, testIntegrationSecretKey } from '@vetchart/platform/testing';
import { serverAudits } from 'graphql-http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let db: Database;
let services: Awaited<ReturnType<typeof startServices>>;
let server: RunningServer;

beforeAll(async () => {
  // A copy of the run's demo template; its partner secrets were sealed with the template's key.
  db = await createTestDatabase({ from: 'demo' });
  services = await startServices(db, testConfig({ demoData: true }), await loadKeys(), { integrationSecretKey: testIntegrationSecretKey() });
  const yoga = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vetchart-contract-'));
  server = await listen(createPublicApp({ gateway: yoga, storage: createFileStorage(folder), webDist: path.join(folder, 'no-web-app'), mailbox: null }));
});

afterAll(async () => {
  await server?.close();
  await services?.close();
  await db?.close();
});

const fetchWithCsrfHeader: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER, '1');
  return fetch(input, { ...init, headers });
};

describe('GraphQL over HTTP', () => {
  for (const audit of serverAudits({ url: () => `${server.url}/graphql`, fetchFn: fetchWithCsrfHeader })) {
    const run = audit.name.startsWith('MUST') ? it : it.skip;
    run(audit.name, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    });
  }
});
