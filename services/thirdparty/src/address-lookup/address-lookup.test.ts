// The two address-lookup providers: the offline one over the real `zipcodes` directory, and our
// Smarty client against a local fake HTTP server that answers like US Autocomplete Pro (no
// request leaves this machine).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressLookupUnavailable, addressLookupFromEnv } from './address-lookup.ts';
import { createOfflineAddressLookup } from './offline.ts';
import { createSmartyAddressLookup } from './smarty.ts';

describe('offline address lookup', () => {
  const lookup = createOfflineAddressLookup();
  const clinics = async () => [
    { address1: '1200 N Clark St', address2: 'Floor 2', city: 'Chicago', state: 'IL', zip: '60610' },
    { address1: '45 Harbor Way', address2: '', city: 'Portland', state: 'ME', zip: '04101' },
  ];

  it('knows the city and state of a US ZIP code, and nothing of an unknown or Canadian one', async () => {
    expect(await lookup.zip('10001')).toEqual({ city: 'New York', state: 'NY' });
    expect(await lookup.zip('00000')).toBeNull();
    expect(await lookup.zip('K1A')).toBeNull();
  });

  it('completes line 1 only from the known addresses, and says so', async () => {
    expect(await lookup.suggest('1200 n cl', { limit: 5, knownAddresses: clinics })).toEqual([
      { address1: '1200 N Clark St', address2: 'Floor 2', city: 'Chicago', state: 'IL', zip: '60610', source: 'known-address' },
    ]);
    // A street nobody in the organization has: the offline lookup does not make one up.
    expect(await lookup.suggest('742 Evergreen Terrace', { limit: 5, knownAddresses: clinics })).toEqual([]);
  });

  it('turns a ZIP code into its city and state, and a city name into US cities', async () => {
    expect(await lookup.suggest('60614', { limit: 5 })).toEqual([{ address1: '', address2: '', city: 'Chicago', state: 'IL', zip: '60614', source: 'zip-directory' }]);
    const cities = await lookup.suggest('Portla', { limit: 10, knownAddresses: clinics });
    // The known Portland clinic first (it matches on its city), then the directory's cities.
    expect(cities[0]).toMatchObject({ address1: '45 Harbor Way', source: 'known-address' });
    expect(cities.slice(1).map((city) => `${city.city}, ${city.state}`)).toEqual(expect.arrayContaining(['Portland, OR', 'Portland, ME']));
    expect(cities.every((city) => /^[A-Z]{2}$/.test(city.state))).toBe(true);
    // Portland, Oregon has many ZIP codes: none is guessed.
    expect(cities.find((city) => city.state === 'OR' && city.source === 'zip-directory')?.zip).toBe('');
    expect(await lookup.suggest('Portla', { limit: 2 })).toHaveLength(2);
  });
});

describe('Smarty US Autocomplete Pro client', () => {
  let server: Server;
  let url: string;
  const seen: URL[] = [];
  const referers: (string | undefined)[] = [];
  let answer: (request: IncomingMessage) => { status: number; body: unknown; delayMs?: number } = () => ({ status: 200, body: { suggestions: [] } });

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(new URL(request.url!, 'http://fake'));
      referers.push(request.headers.referer);
      const { status, body, delayMs } = answer(request);
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }, delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks /lookup with the search, the limit and the auth-id/auth-token pair, and maps the suggestions', async () => {
    answer = () => ({
      status: 200,
      body: {
        suggestions: [
          { street_line: '1600 Amphitheatre Pkwy', secondary: '', city: 'Mountain View', state: 'CA', zipcode: '94043', entries: 0 },
          { street_line: '1600 Pennsylvania Ave NW', secondary: 'Apt', city: 'Washington', state: 'DC', zipcode: '20500', entries: 3 },
          { street_line: '16 Main St', secondary: 'Ste 200', city: 'Boise', state: 'ID', zipcode: '83702', entries: 1 },
        ],
      },
    });
    const lookup = createSmartyAddressLookup({ url, credentials: { authId: 'id-1', authToken: 'token-1' } });
    expect(await lookup.suggest(' 1600 Am ', { limit: 5 })).toEqual([
      { address1: '1600 Amphitheatre Pkwy', address2: '', city: 'Mountain View', state: 'CA', zip: '94043', source: 'smarty' },
      // Several units behind 'Apt': the person types theirs, 'Apt' alone is not filled in.
      { address1: '1600 Pennsylvania Ave NW', address2: '', city: 'Washington', state: 'DC', zip: '20500', source: 'smarty' },
      { address1: '16 Main St', address2: 'Ste 200', city: 'Boise', state: 'ID', zip: '83702', source: 'smarty' },
    ]);
    const asked = seen.at(-1)!;
    expect(asked.pathname).toBe('/lookup');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ search: '1600 Am', max_results: '5', prefer_geolocation: 'none', 'auth-id': 'id-1', 'auth-token': 'token-1' });
  });

  it('sends an embedded key with its referer, and keeps to the limit', async () => {
    answer = () => ({
      status: 200,
      body: { suggestions: [1, 2, 3].map((n) => ({ street_line: `${n} Elm St`, secondary: '', city: 'Austin', state: 'TX', zipcode: '78701', entries: 0 })) },
    });
    const lookup = createSmartyAddressLookup({ url: `${url}/`, credentials: { key: 'embedded-1', referer: 'https://vet.example' } });
    expect(await lookup.suggest('Elm', { limit: 2 })).toHaveLength(2);
    expect(seen.at(-1)!.searchParams.get('key')).toBe('embedded-1');
    expect(referers.at(-1)).toBe('https://vet.example');
  });

  it('reports a refusal, an unreadable answer and a timeout as unavailable', async () => {
    const lookup = createSmartyAddressLookup({ url, credentials: { authId: 'id', authToken: 'wrong' }, timeoutMs: 200 });
    answer = () => ({ status: 401, body: { errors: [{ message: 'Unauthorized' }] } });
    await expect(lookup.suggest('123 Main', { limit: 5 })).rejects.toBeInstanceOf(AddressLookupUnavailable);
    answer = () => ({ status: 200, body: 'not json' });
    await expect(lookup.suggest('123 Main', { limit: 5 })).rejects.toBeInstanceOf(AddressLookupUnavailable);
    answer = () => ({ status: 200, body: { suggestions: [] }, delayMs: 2_000 });
    await expect(lookup.suggest('123 Main', { limit: 5 })).rejects.toBeInstanceOf(AddressLookupUnavailable);
  });

  it('answers ZIP codes from the ZIP directory', async () => {
    const lookup = createSmartyAddressLookup({ url, credentials: { authId: 'id', authToken: 'token' } });
    expect(await lookup.zip('94043')).toEqual({ city: 'Mountain View', state: 'CA' });
  });
});

describe('addressLookupFromEnv', () => {
  it('is offline by default, Smarty when asked with credentials, and refuses Smarty without them or an unknown provider', () => {
    expect(addressLookupFromEnv({}).provider).toBe('offline');
    expect(addressLookupFromEnv({ ADDRESS_LOOKUP_PROVIDER: 'smarty', SMARTY_AUTH_ID: 'a', SMARTY_AUTH_TOKEN: 'b' }).provider).toBe('smarty');
    expect(() => addressLookupFromEnv({ ADDRESS_LOOKUP_PROVIDER: 'smarty' })).toThrow(/SMARTY_AUTH_ID/);
    expect(() => addressLookupFromEnv({ ADDRESS_LOOKUP_PROVIDER: 'google' })).toThrow(/offline' or 'smarty/);
  });
});
