// The hosted address provider (Smarty, here a local fake that fails) is down: addressSuggestions
// answers an error the web turns into 'unavailable', while the thirdparty service itself stays
// healthy for the gateway (its breaker, shared with integrations and the practice system, stays
// closed) and ZIP codes still answer from the ZIP directory.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let fakeSmarty: Server;
let smartyCalls = 0;
let tech: string;

beforeAll(async () => {
  fakeSmarty = createServer((_request, response) => {
    smartyCalls += 1;
    response.writeHead(503, { 'content-type': 'application/json' });
    response.end('{"errors":[{"message":"Service Unavailable"}]}');
  });
  await new Promise<void>((resolve) => fakeSmarty.listen(0, '127.0.0.1', resolve));
  // Undone in afterAll: other files may share this worker.
  vi.stubEnv('ADDRESS_LOOKUP_PROVIDER', 'smarty');
  vi.stubEnv('SMARTY_AUTH_ID', 'test-id');
  vi.stubEnv('SMARTY_AUTH_TOKEN', 'test-token');
  vi.stubEnv('SMARTY_AUTOCOMPLETE_URL', `http://127.0.0.1:${(fakeSmarty.address() as AddressInfo).port}`);
  gateway = await startTestGateway();
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await gateway?.close();
  fakeSmarty?.closeAllConnections();
  await new Promise((resolve) => fakeSmarty?.close(resolve));
});

describe('the address provider is down', () => {
  it('answers an error for suggestions, keeps the thirdparty service available, and still knows ZIP codes', async () => {
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const result = await gateway.execute('query { addressSuggestions(search: "233 S Wacker") { addressLine1 } }', {}, tech);
      expect(result.data).toBeNull();
      expect(result.errors).toHaveLength(1);
    }
    expect(smartyCalls).toBe(7);
    const systems = await gateway.execute('query { practiceSystems { __typename } }', {}, tech);
    expect(systems.errors).toBeUndefined();
    const zip = await gateway.execute('query { usZipCode(zip: "60606") { city state } }', {}, tech);
    expect(zip.data.usZipCode).toEqual({ city: 'Chicago', state: 'IL' });
  });
});
