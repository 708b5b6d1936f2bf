// GET /address/suggestions and GET /address/zip/{zip} over the real thirdparty app and the real
// auth service (listening, as in the product: the offline provider reads the caller's clinic
// addresses from its GET /me), on one test database; the Smarty provider against a local fake.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthService } from '@vetchart/auth/service';
import { signUpAndVerify, startAuthHarness, type AuthHarness } from '@vetchart/auth/testing';
import { listen, type RunningServer } from '@vetchart/platform/service';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThirdpartyService, migrateThirdparty } from '../service.ts';
import { createOfflineAddressLookup } from './offline.ts';
import { createSmartyAddressLookup } from './smarty.ts';

let harness: AuthHarness;
let auth: RunningServer;
let app: Hono<any>;
let token: string;
let fakeSmarty: Server;
let fakeSmartyUrl: string;
let smartyStatus = 200;

beforeAll(async () => {
  harness = await startAuthHarness();
  await migrateThirdparty(harness.db);
  auth = await listen(createAuthService(harness.deps));
  app = createThirdpartyService(harness.deps, { addressLookup: createOfflineAddressLookup(), upstreams: { auth: auth.url } });
  const { session } = await signUpAndVerify(harness);
  token = session.token;
  fakeSmarty = createServer((_request, response) => {
    response.writeHead(smartyStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ suggestions: [{ street_line: '233 S Wacker Dr', secondary: '', city: 'Chicago', state: 'IL', zipcode: '60606', entries: 0 }] }));
  });
  await new Promise<void>((resolve) => fakeSmarty.listen(0, '127.0.0.1', resolve));
  fakeSmartyUrl = `http://127.0.0.1:${(fakeSmarty.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fakeSmarty?.closeAllConnections();
  await new Promise((resolve) => fakeSmarty?.close(resolve));
  await auth?.close({ graceMs: 100 });
  await harness?.close();
});

async function get(target: Hono<any>, path: string, bearer: string | null = token) {
  const response = await target.request(path, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { status: response.status, body: await response.json() };
}

describe('address routes (offline provider)', () => {
  it('needs a signed-in person', async () => {
    expect((await get(app, '/address/suggestions?q=1200', null)).status).toBe(401);
    expect((await get(app, '/address/zip/60614', 'not-a-token')).status).toBe(401);
  });

  it("completes line 1 from the organization's own clinic address, and nothing for a short query", async () => {
    const me = await harness.call('GET', '/me', { token });
    const clinic = me.body.clinics[0];
    expect(clinic.address1).toBeTruthy();
    const found = await get(app, `/address/suggestions?q=${encodeURIComponent(clinic.address1.slice(0, 6))}`);
    expect(found.status).toBe(200);
    expect(found.body.provider).toBe('offline');
    expect(found.body.data[0]).toEqual({ address1: clinic.address1, address2: clinic.address2 ?? '', city: clinic.city, state: clinic.state, zip: clinic.zip, source: 'known-address' });
    expect(await get(app, '/address/suggestions?q=12')).toEqual({ status: 200, body: { data: [], provider: 'offline' } });
  });

  it('suggests cities and ZIP codes from the directory, within the limit, and checks the limit', async () => {
    const cities = await get(app, '/address/suggestions?q=Spring&limit=3');
    expect(cities.body.data).toHaveLength(3);
    expect(cities.body.data.every((city: { source: string; address1: string }) => city.source === 'zip-directory' && city.address1 === '')).toBe(true);
    const tooMany = await get(app, '/address/suggestions?q=Spring&limit=50');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ path: 'limit', message: 'limit must be at most 10' }]);
  });

  it('answers a ZIP code with its city and state; 404 for an unknown one, 400 for a malformed one', async () => {
    expect(await get(app, '/address/zip/60614')).toEqual({ status: 200, body: { zip: '60614', city: 'Chicago', state: 'IL' } });
    expect((await get(app, '/address/zip/00000')).status).toBe(404);
    expect((await get(app, '/address/zip/6061')).status).toBe(400);
  });
});

describe('address routes (Smarty provider)', () => {
  it("passes Smarty's suggestions through, and answers 502 when Smarty refuses", async () => {
    const smartyApp = createThirdpartyService(harness.deps, {
      addressLookup: createSmartyAddressLookup({ url: fakeSmartyUrl, credentials: { authId: 'id', authToken: 'token' } }),
      upstreams: { auth: auth.url },
    });
    smartyStatus = 200;
    expect(await get(smartyApp, '/address/suggestions?q=233%20S%20Wack')).toEqual({
      status: 200,
      body: { provider: 'smarty', data: [{ address1: '233 S Wacker Dr', address2: '', city: 'Chicago', state: 'IL', zip: '60606', source: 'smarty' }] },
    });
    smartyStatus = 402;
    expect(await get(smartyApp, '/address/suggestions?q=233%20S%20Wack')).toEqual({ status: 502, body: { message: 'Address suggestions are unavailable just now.', errors: [] } });
  });
});
