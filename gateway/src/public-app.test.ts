// The public port as every gateway process serves it (POSTs on Node's own request and response,
// graphql-node-path.ts): the caller's token, CSRF prevention, the body limit, the query limits
// and error masking hold on that path, and a gateway worker shows the dev mailbox of the
// services host it forwards to.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadKeys } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { listen, type RunningServer } from '@vetchart/platform/service';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevMailboxApp } from './dev-mailbox.ts';
import { startServices } from '@vetchart/host/product';
import { listenPublic } from './public-app.ts';
import { CSRF_HEADER, GRAPHQL_MAX_BODY_BYTES, QUERY_LIMITS, createGateway } from './yoga.ts';

let db: Database;
let services: Awaited<ReturnType<typeof startServices>>;
let gateway: ReturnType<typeof createGateway>;
let mailbox: RunningServer;
let server: RunningServer;

beforeAll(async () => {
  db = await createTestDatabase();
  services = await startServices(db, testConfig({ demoData: true }), await loadKeys());
  gateway = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey });
  // As in a gateway worker: the dev mailbox is read from the services host over loopback.
  mailbox = await listen(createDevMailboxApp(db));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vetchart-public-app-'));
  server = await listenPublic({ gateway, storage: createFileStorage(folder), webDist: path.join(folder, 'web'), mailbox: { url: mailbox.url } });
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
  await gateway?.dispose();
  await services?.close();
  await db?.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function signIn(email: string): Promise<string> {
  const answer = await post({
    query: `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`,
    variables: { input: { email, password: 'Demo!2345' } },
  });
  return ((await answer.json()) as any).data.signIn.session.accessToken;
}

describe('the public port on a Node server', () => {
  it("answers with the caller's own data, and refuses a forged token with the spec's 401", async () => {
    const token = await signIn('vet@demo.vet');
    const answer = await post({ query: '{ viewer { user { email } role { name } } }' }, { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toEqual({ data: { viewer: { user: { email: 'vet@demo.vet' }, role: { name: 'veterinarian' } } } });

    const forged = await post({ query: '{ viewer { user { email } } }' }, { authorization: `Bearer ${token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as any).errors[0].message).toBe('Invalid token.');
  });

  it('keeps CSRF prevention: a GET without the header is refused, with it answered', async () => {
    const query = encodeURIComponent('{ plans { code } }');
    expect((await fetch(`${server.url}/graphql?query=${query}`)).status).toBe(403);
    const allowed = await fetch(`${server.url}/graphql?query=${query}`, { headers: { [CSRF_HEADER]: '1', accept: 'application/json' } });
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as any).data.plans.map((plan: { code: string }) => plan.code)).toContain('basic');
  });

  it('keeps the query limits and masks what is unexpected', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: plans { code }`).join(' ');
    const refused = (await (await post({ query: `{ ${aliases} }` })).json()) as any;
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors[0].message).toMatch(/limit of \d+ exceeded/i);

    const invalid = (await (await post({ query: '{ plans { noSuchField } }' })).json()) as any;
    expect(invalid.errors[0].message).toContain('noSuchField');
  });

  it("shows the services host's dev mailbox", async () => {
    const page = await fetch(`${server.url}/dev/mailbox.json?to=new.vet@demo.vet`);
    expect(page.status).toBe(200);
    const mails = ((await page.json()) as { data: { to_address: string; subject: string }[] }).data;
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => mail.to_address === 'new.vet@demo.vet')).toBe(true);
    expect((await fetch(`${server.url}/dev/mailbox`)).headers.get('content-type')).toContain('text/html');
  });

  it('refuses a body past the limit with 413 on both paths: the Node path (POST) and the app path (a POST asking for an event stream)', async () => {
    const oversized = JSON.stringify({ query: 'query ($q: String) { __typename }', variables: { q: 'x'.repeat(GRAPHQL_MAX_BODY_BYTES) } });
    for (const accept of ['application/json', 'text/event-stream']) {
      const answer = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: oversized });
      expect(answer.status, accept).toBe(413);
      expect(((await answer.json()) as any).errors[0].message, accept).toBe('Request body too large');
    }
  });
});
