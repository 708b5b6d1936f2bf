// Serves the built web app (web/dist): files as they are, every other GET path the app's
// index.html so the client-side router can take it (single-page app fallback).
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
      const body = await readFile(filePath);
      const immutable = requested.startsWith('/assets/');
      return c.body(body, 200, {
        'content-type': CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    const index = path.join(distDir, 'index.html');
    if (!(await isFile(index))) return c.text('The web app is not built. Run `pnpm build`.', 503);
    return c.html(await readFile(index, 'utf8'), 200, { 'cache-control': 'no-cache' });
  });
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}
