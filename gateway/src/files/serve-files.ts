// GET /files/<key>: uploaded files served on the product's one port, read through the same
// file storage the main service writes to. Keys are random and unguessable, so the address is
// the capability (an <img> cannot send a bearer token); the content type is the one the file was
// stored with (judged from its bytes at upload), and nosniff plus a no-script sandbox CSP keep the
// browser from reading a file as anything else.
import { isFileKey, type FileStorage } from '@vetchart/platform/file-storage';
import type { Hono } from 'hono';

/** The image types the app shows inline; any other stored type is offered as a download. */
const SHOWN_INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export function fileResponseHeaders(contentType: string, size: number): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    ...(SHOWN_INLINE.has(contentType) ? {} : { 'Content-Disposition': 'attachment' }),
    // A key never gets new content.
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
}

export function mountFiles(app: Hono, storage: FileStorage): void {
  app.get('/files/:key', async (c) => {
    const key = c.req.param('key');
    const file = isFileKey(key) ? await storage.get(key) : null;
    if (!file) return c.text('Not found.', 404, { 'X-Content-Type-Options': 'nosniff' });
    return c.body(new Uint8Array(file.body), 200, fileResponseHeaders(file.contentType, file.body.length));
  });
}
