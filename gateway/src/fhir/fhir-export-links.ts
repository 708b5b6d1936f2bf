// Short-lived download links of a done FHIR export's zip, like the lab reports' links
// (results/lab-report-links.ts): the browser opens `/fhir-exports/<token>` with no session; the
// token is AES-256-GCM over { the caller's access token, the export id, the expiry } under a key
// derived from the gateway's report-link key (so every gateway process opens it). Opening it asks
// main for the file with the caller's own token (main checks the admin and the clinic again and
// audits the download): the link grants nothing the caller could not do.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { clientAddressOf } from '@vetchart/platform/client-address';
import type { ProductConfig } from '@vetchart/platform/config';
import type { Hono } from 'hono';
import { UpstreamError } from '../clients/http.ts';
import type { Upstreams } from '../context.ts';
import { createLoaders } from '../loaders/index.ts';

export const FHIR_EXPORT_LINK_TTL_MS = 10 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{40,4000}$/;
const UNKNOWN = 'This link is not valid.';
const EXPIRED = 'Token has Expired.';

interface SealedExport {
  t: string;
  x: string;
  e: number;
}

const linkKey = (reportLinkKey: Uint8Array) => new Uint8Array(hkdfSync('sha256', reportLinkKey, 'vetchart', 'fhir-export-links', 32));

export function sealFhirExportLink(reportLinkKey: Uint8Array, accessToken: string, exportId: string, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', linkKey(reportLinkKey), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ t: accessToken, x: exportId, e: now + FHIR_EXPORT_LINK_TTL_MS } satisfies SealedExport), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export function openFhirExportLink(reportLinkKey: Uint8Array, token: string, now = Date.now()): SealedExport | 'invalid' | 'expired' {
  if (!TOKEN.test(token)) return 'invalid';
  try {
    const bytes = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', linkKey(reportLinkKey), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const sealed = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8')) as SealedExport;
    if (typeof sealed.t !== 'string' || typeof sealed.x !== 'string' || typeof sealed.e !== 'number') return 'invalid';
    return sealed.e < now ? 'expired' : sealed;
  } catch {
    return 'invalid';
  }
}

export const fhirExportLinkPath = (token: string) => `/fhir-exports/${token}`;

/** GET /fhir-exports/<token>: the export's zip, as an attachment, never cached. */
export function mountFhirExportDownloads(app: Hono, options: { upstreams: Pick<Upstreams, 'main'>; key: Uint8Array; trustProxy?: ProductConfig['trustProxy'] }): void {
  app.get('/fhir-exports/:token', async (c) => {
    const opened = openFhirExportLink(options.key, c.req.param('token'));
    if (opened === 'invalid') return c.json({ message: UNKNOWN }, 404, { 'Cache-Control': 'no-store' });
    if (opened === 'expired') return c.json({ message: EXPIRED }, 410, { 'Cache-Control': 'no-store' });
    const loaders = createLoaders(
      { main: options.upstreams.main },
      opened.t,
      { upstreamCalls: 0, requestId: c.req.header('x-request-id') ?? undefined },
      clientAddressOf(c, options.trustProxy ?? 0),
    );
    try {
      const zip = await loaders.main.fhirExportFile(opened.x);
      return c.body(new Uint8Array(zip), 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(zip.length),
        'Content-Disposition': `attachment; filename="fhir-export-${opened.x.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 8)}.zip"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) return c.json({ message: EXPIRED }, 410, { 'Cache-Control': 'no-store' });
      if (error instanceof UpstreamError && [403, 404, 409].includes(error.status)) {
        return c.json({ message: error.message }, error.status as 403 | 404 | 409, { 'Cache-Control': 'no-store' });
      }
      throw error;
    }
  });
}
