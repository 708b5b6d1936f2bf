// Serves the built web app (web/dist): files as they are, every other GET path the app's
// index.html so the client-side router can take it (single-page app fallback), or the build's copy
// of it for that path, which preloads the page's chunks (routes/<path>.html). The build writes a
// brotli (.br) and a gzip (.gz) copy beside each text file (web/precompress.ts); a browser that
// accepts one gets it, with Vary: Accept-Encoding so caches keep the variants apart.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function mountWebApp(app: Hono, distDir: string): void {
  app.get('*', async (c) => {
    const requested = path.normalize(decodeURIComponent(new URL(c.req.url).pathname)).replace(/^(\.\.[/\\])+/, '');
    const filePath = path.join(distDir, requested);
    if (filePath.startsWith(distDir) && (await isFile(filePath))) {
      const { body, encoding } = await readNegotiated(filePath, c.req.header('accept-encoding'));
      const immutable = requested.startsWith('/assets/');
      return c.body(body, 200, {
        'content-type': CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...encodingHeaders(encoding),
      });
    }
    const index = path.join(distDir, 'index.html');
    if (!(await isFile(index))) return c.text('The web app is not built. Run `pnpm build`.', 503);
    const routePage = routePageFile(distDir, new URL(c.req.url).pathname);
    const page = routePage && (await isFile(routePage)) ? routePage : index;
    const { body, encoding } = await readNegotiated(page, c.req.header('accept-encoding'));
    return c.body(body, 200, { 'content-type': CONTENT_TYPES['.html']!, 'cache-control': 'no-cache', ...encodingHeaders(encoding) });
  });
}

/**
 * The build's copy of index.html for a page people open first (sign-in, the plans), which also
 * preloads the page's own chunks (web/routePreloads.ts): `routes/<path>.html`, `routes/index.html`
 * for `/`. Only one-segment paths have one.
 */
function routePageFile(distDir: string, pathname: string): string | null {
  const match = /^\/([a-z0-9-]*)\/?$/.exec(pathname);
  return match ? path.join(distDir, 'routes', `${match[1] || 'index'}.html`) : null;
}

/** The precompressed copies, best first, and the Accept-Encoding token each answers. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof PRECOMPRESSED)[number]['encoding'] | null;

/** Whether Accept-Encoding allows a coding: listed (or `*`) without q=0. */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: string): boolean {
  let wildcard = false;
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const allowed = !q || Number(q.slice(2)) > 0;
    if (token === encoding) return allowed;
    if (token === '*') wildcard = allowed;
  }
  return wildcard;
}

/** The file's best precompressed copy the client accepts, or the file itself. */
async function readNegotiated(filePath: string, acceptEncoding: string | undefined): Promise<{ body: Uint8Array<ArrayBuffer>; encoding: Encoding }> {
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (acceptsEncoding(acceptEncoding, encoding) && (await isFile(filePath + suffix))) return { body: await readFile(filePath + suffix), encoding };
  }
  return { body: await readFile(filePath), encoding: null };
}

/** Every answer names Vary (its body depends on Accept-Encoding wherever a copy exists). */
function encodingHeaders(encoding: Encoding): Record<string, string> {
  return encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : { vary: 'Accept-Encoding' };
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}
