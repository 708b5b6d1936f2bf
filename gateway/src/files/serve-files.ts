// GET /files/<key>: uploaded files served on the product's one port, read through the same
// file storage the main service writes to. Keys are random and unguessable, so the address is
// the capability (an <img> cannot send a bearer token); the content type comes from the key's
// image extension only, and nosniff plus a no-script CSP keep the browser from reading a file
// as anything else.
import { isFileKey, type FileStorage } from '@vetchart/platform/file-storage';
import type { Hono } from 'hono';

export function mountFiles(app: Hono, storage: FileStorage): void {
  app.get('/files/:key', async (c) => {
    const key = c.req.param('key');
    const file = isFileKey(key) ? await storage.get(key) : null;
    if (!file) return c.text('Not found.', 404, { 'X-Content-Type-Options': 'nosniff' });
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // A key never gets new content.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
