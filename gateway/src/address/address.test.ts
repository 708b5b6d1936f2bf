// US address suggestions through the gateway over the real services (the thirdparty service's
// offline provider, which reads the caller's clinic addresses from the real auth service): any
// signed-in person, never another organization's addresses, short searches cost no call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let tech: string;
let other: string;

const SUGGESTIONS = `query ($search: String!, $first: Int) { addressSuggestions(search: $search, first: $first) {
  addressLine1 addressLine2 city state zip source } }`;
const ZIP = `query ($zip: String!) { usZipCode(zip: $zip) { zip city state } }`;

beforeAll(async () => {
  gateway = await startTestGateway();
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
});
afterAll(async () => gateway?.close());

describe('Query.addressSuggestions', () => {
  it("completes line 1 from the caller's own clinic address, for any role", async () => {
    const result = await gateway.execute(SUGGESTIONS, { search: '2150 South' }, tech);
    expect(result.errors).toBeUndefined();
    expect(result.data.addressSuggestions).toEqual([
      { addressLine1: '2150 South Lamar Blvd', addressLine2: 'Suite 110', city: 'Austin', state: 'TX', zip: '78704', source: 'KNOWN_ADDRESS' },
    ]);
  });

  it("never offers another organization's clinic address", async () => {
    const result = await gateway.execute(SUGGESTIONS, { search: '2150 South' }, other);
    expect(result.data.addressSuggestions).toEqual([]);
    const own = await gateway.execute(SUGGESTIONS, { search: '88 NW Harbor' }, other);
    expect(own.data.addressSuggestions.map((suggestion: { addressLine1: string }) => suggestion.addressLine1)).toEqual(['88 NW Harbor Street']);
  });

  it('answers cities from the ZIP directory within first, and nothing (no call) under 3 characters', async () => {
    const cities = await gateway.execute(SUGGESTIONS, { search: 'Austi', first: 2 }, tech);
    // The clinic in Austin first (it matches on its city), then the directory's Austin.
    expect(cities.data.addressSuggestions).toEqual([
      expect.objectContaining({ addressLine1: '2150 South Lamar Blvd', source: 'KNOWN_ADDRESS' }),
      expect.objectContaining({ addressLine1: '', city: 'Austin', state: 'TX', source: 'ZIP_DIRECTORY' }),
    ]);
    const short = await gateway.execute(SUGGESTIONS, { search: ' 21 ' }, tech);
    expect(short.data.addressSuggestions).toEqual([]);
    expect(short.extensions?.upstreamCalls).toBe(0);
  });

  it('needs a signed-in person', async () => {
    const result = await gateway.execute(SUGGESTIONS, { search: '2150 South' });
    expect(result.data?.addressSuggestions ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});

describe('Query.usZipCode', () => {
  it('gives the city and state of a US ZIP code, null for an unknown or malformed one', async () => {
    expect((await gateway.execute(ZIP, { zip: '78704' }, tech)).data.usZipCode).toEqual({ zip: '78704', city: 'Austin', state: 'TX' });
    expect((await gateway.execute(ZIP, { zip: '00000' }, tech)).data.usZipCode).toBeNull();
    const malformed = await gateway.execute(ZIP, { zip: '7870' }, tech);
    expect(malformed.data.usZipCode).toBeNull();
    expect(malformed.extensions?.upstreamCalls).toBe(0);
  });
});
