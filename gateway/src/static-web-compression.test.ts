// The web app's files go out precompressed: brotli or gzip as the browser accepts, the original
// otherwise, with Vary: Accept-Encoding, the file's own Content-Type and the caching rules. The
// pages with a copy of index.html of their own (routes/<path>.html) get it instead.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, mountWebApp } from './static-web.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'vetchart-static-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const routeHtml = (page: string) => html.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${page}-4d5e6f.js"></head>`);
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'routes'));
for (const [name, body] of [
  ['assets/app-1a2b3c.js', script],
  ['index.html', html],
  ['routes/index.html', routeHtml('SignInPage')],
  ['routes/subscription-plans.html', routeHtml('SubscriptionPlansPage')],
] as const) {
  writeFileSync(path.join(dist, name), body);
  writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
  writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
}
writeFileSync(path.join(dist, 'assets/logo-9f8e7d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const app = new Hono();
mountWebApp(app, dist);
const get = (pathname: string, acceptEncoding?: string) =>
  app.request(pathname, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precompressed web app files', () => {
  it('sends brotli to a browser that accepts it, as an immutable script', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip;q=0.8', 'GZIP']) {
      const response = await get('/assets/app-1a2b3c.js', accept);
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
    }
  });

  it('sends the file as it is to a client that accepts no coding', async () => {
    for (const accept of [undefined, '', 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const response = await get('/assets/app-1a2b3c.js', accept);
      expect(response.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(script);
    }
  });

  it('compresses index.html too, for the app paths, and never caches it', async () => {
    for (const pathname of ['/d/welcome', '/index.html', '/forgot-password', '/d/subscription-plans']) {
      const response = await get(pathname, 'br');
      expect(response.headers.get('content-encoding'), pathname).toBe('br');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
    }
  });

  it("sends a page its own copy of index.html, which preloads the page's chunks, compressed and never cached", async () => {
    for (const [pathname, page] of [
      ['/', 'SignInPage'],
      ['/subscription-plans', 'SubscriptionPlansPage'],
      ['/subscription-plans/', 'SubscriptionPlansPage'],
      ['/subscription-plans?from=email', 'SubscriptionPlansPage'],
    ] as const) {
      const response = await get(pathname, 'br');
      expect(response.headers.get('content-encoding'), pathname).toBe('br');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString(), pathname).toBe(routeHtml(page));
    }
    expect(await (await get('/subscription-plans')).text()).toBe(routeHtml('SubscriptionPlansPage'));
  });

  it('sends a file without a compressed copy as it is', async () => {
    const response = await get('/assets/logo-9f8e7d.png', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('reads Accept-Encoding tokens, q-values and the wildcard', () => {
    expect(acceptsEncoding('gzip, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br; q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
