// /graphql used to reflect any Origin with credentials and allow the CSRF header
// from anywhere. Now only the app's own origin (PUBLIC_URL) and CORS_ALLOWED_ORIGINS get CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProbeProduct, type ProbeProduct } from './product.ts';

const APP = 'https://vet.example.com';
const PARTNER = 'https://partner.example.com';
const STRANGER = 'https://evil.example';

let product: ProbeProduct;
beforeAll(async () => {
  product = await startProbeProduct({ publicUrl: APP, corsAllowedOrigins: [PARTNER], demoData: false });
});
afterAll(async () => product?.close());

const preflight = (origin: string) =>
  fetch(`${product.url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization,x-graphql-csrf',
    },
  });

const post = (origin?: string) =>
  fetch(`${product.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-')).sort();

describe('an origin nobody listed', () => {
  it('gets no Access-Control-Allow-* header on the preflight, so its browser sends nothing', async () => {
    const response = await preflight(STRANGER);
    expect(corsHeaders(response)).toEqual([]);
  });

  it('gets no Access-Control-Allow-Origin on a simple request, so its page cannot read the answer', async () => {
    const response = await post(STRANGER);
    expect(corsHeaders(response)).toEqual([]);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('the app\'s own origin and the listed ones', () => {
  it.each([APP, PARTNER])('%s may call with the token and CSRF headers, without credentials', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'authorization', 'x-graphql-csrf']));
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST');
    // Bearer tokens, never cookies: credentials are not allowed.
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await post(origin);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
  });
});

it('integrators calling from servers (no Origin) need no CORS', async () => {
  const response = await post();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  expect(corsHeaders(response)).toEqual([]);
});
