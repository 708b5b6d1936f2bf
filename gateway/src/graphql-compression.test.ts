// /graphql answers of 1 KB or more go out gzip-compressed to clients that accept gzip: the real
// services and gateway on a test database, on a port as the host's product.ts and server.ts serve them. POSTs
// take the Node path (graphql-node-path.ts), GETs the Hono app (public-app.ts: mountGraphQL):
// both compress and both carry the security headers.
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadKeys } from '@vetchart/platform/access-token';
import { createFileStorage } from '@vetchart/platform/file-storage';
import type { RunningServer } from '@vetchart/platform/service';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from './graphql-node-path.ts';
import { startServices } from '@vetchart/host/product';
import { listenPublic } from './public-app.ts';
import { createGateway, CSRF_HEADER } from './yoga.ts';

let server: RunningServer;
let close: () => Promise<void>;

beforeAll(async () => {
  const db = await createTestDatabase();
  const services = await startServices(db, testConfig({ demoData: true }), await loadKeys());
  const gateway = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vetchart-compression-'));
  server = await listenPublic({ gateway, storage: createFileStorage(folder), webDist: path.join(folder, 'web'), publicUrl: 'https://vet.example' });
  close = async () => {
    await server.close();
    await gateway.dispose();
    await services.close();
    await db.close();
  };
});

afterAll(() => close?.());

/** One request with exactly these headers (fetch() would add its own Accept-Encoding and decompress). */
function send(method: 'GET' | 'POST', query: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(`${server.url}/graphql`);
  if (method === 'GET') url.searchParams.set('query', query);
  const headers: Record<string, string> = { [CSRF_HEADER]: '1', accept: 'application/json' };
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(method === 'POST' ? JSON.stringify({ query }) : undefined);
  });
}

const post = async (query: string, acceptEncoding?: string) => {
  const answer = await send('POST', query, acceptEncoding);
  return {
    status: answer.status,
    headers: { get: (name: string) => (answer.headers[name.toLowerCase()] as string | undefined) ?? null },
    text: async () => answer.body.toString(),
    json: async () => JSON.parse(answer.body.toString()),
    arrayBuffer: async () => answer.body,
  };
};

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

  it('carries the security headers of every non-page response, on the Node path and the app path alike', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const answer = await send(method, '{ plans { code } }', 'gzip');
      expect(answer.status, method).toBe(200);
      expect(answer.headers['x-content-type-options'], method).toBe('nosniff');
      expect(answer.headers['referrer-policy'], method).toBe('no-referrer');
      expect(answer.headers['permissions-policy'], method).toContain('microphone=(self)');
      expect(answer.headers['content-security-policy'], method).toBe("frame-ancestors 'self'");
      expect(answer.headers['strict-transport-security'], method).toBe('max-age=31536000');
      expect(answer.headers.vary, method).toContain('Accept-Encoding');
    }
  });

  it('gzips a large GET answer too (the app path)', async () => {
    const answer = await send('GET', TYPES, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString()).data.__schema.types.length).toBeGreaterThan(10);
  });

  it('reads Accept-Encoding as HTTP says: q=0 refuses, * admits', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
