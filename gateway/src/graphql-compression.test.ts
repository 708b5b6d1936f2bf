// /graphql answers of 1 KB or more go out gzip-compressed to clients that accept gzip: the real
// services and gateway on a test database, mounted on the product's port as product.ts does.
import { gunzipSync } from 'node:zlib';
import { loadKeys } from '@vetchart/platform/access-token';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountGraphQL, startServices } from './product.ts';
import { createGateway } from './yoga.ts';

let app: Hono;
let close: () => Promise<void>;

beforeAll(async () => {
  const db = await createTestDatabase();
  const services = await startServices(db, testConfig({ demoData: true }), await loadKeys());
  app = new Hono();
  mountGraphQL(app, createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey }));
  close = async () => {
    await services.close();
    await db.close();
  };
});

afterAll(() => close?.());

const post = (query: string, acceptEncoding?: string) =>
  app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    body: JSON.stringify({ query }),
  });

// The schema's type names and descriptions: several KB of JSON.
const TYPES = '{ __schema { types { name description } } }';

describe('/graphql compression', () => {
  it('gzips a large answer for a client that accepts gzip, with the same JSON inside', async () => {
    const plain = await post(TYPES);
    const plainBody = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.byteLength(plainBody)).toBeGreaterThan(1024);
    expect(JSON.parse(plainBody).data.__schema.types.length).toBeGreaterThan(10);

    const compressed = await post(TYPES, 'gzip, deflate, br');
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await compressed.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(plainBody));
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(JSON.parse(plainBody));
  });

  it('leaves a small answer as it is', async () => {
    const response = await post('{ plans { code } }', 'gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect((await response.json()).data.plans.length).toBeGreaterThan(0);
  });
});
