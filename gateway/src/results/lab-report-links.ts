// Short-lived links to a lab result's report (the lab's PDF), like the visit documents' links
// (documents/serve-documents.ts): the browser opens `/lab-reports/<token>` in the result viewer
// with no session. The main service keeps no link for a report (it serves it to the caller's
// token: GET /lab-results/{id}/report, which checks the clinic), so the token is sealed here:
// AES-256-GCM over { the caller's access token, the result id, the expiry } with a key every
// gateway process shares (derived from the product's signing key; random per process when none
// is given, which is enough for one process). Opening the link calls main with the caller's own
// token, for that one result, until LINK_TTL_MS passes (or the access token expires first):
// the link grants nothing the caller could not do.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductConfig } from '@vetchart/platform/config';
import type { Hono } from 'hono';
import { UpstreamError } from '../clients/http.ts';
import type { Upstreams } from '../context.ts';
import { mainLoadersOfLink } from '../sealed-links.ts';

export const LINK_TTL_MS = 10 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{40,4000}$/;
const UNKNOWN = 'This link is not valid.';
const EXPIRED = 'Token has Expired.';

interface SealedReport {
  /** The caller's access token. */
  t: string;
  /** The lab result id. */
  r: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

/** The link key from a secret every gateway process holds (the signing key's PKCS#8 text). */
export function deriveReportLinkKey(secret: string | Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'vetchart', 'lab-report-links', 32));
}

/**
 * The key of a gateway process that runs beside others (server.ts): REPORT_LINK_SECRET, else the
 * signing key the product keeps (JWT_PRIVATE_KEY, or <dataDir>/keys/jwt-private.pem); undefined
 * when the process holds none (a random key then: links open only on the process that made them).
 */
export function reportLinkKeyFromEnv(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array | undefined {
  const keyFile = path.join(dataDir, 'keys', 'jwt-private.pem');
  const secret = env.REPORT_LINK_SECRET || env.JWT_PRIVATE_KEY || (existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : '');
  return secret ? deriveReportLinkKey(secret) : undefined;
}

export function randomReportLinkKey(): Uint8Array {
  return new Uint8Array(randomBytes(32));
}

export function sealReportLink(key: Uint8Array, accessToken: string, labResultId: string, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ t: accessToken, r: labResultId, e: now + LINK_TTL_MS } satisfies SealedReport), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed link's content, 'invalid' for a token not sealed with this key, 'expired' past its time. */
export function openReportLink(key: Uint8Array, token: string, now = Date.now()): SealedReport | 'invalid' | 'expired' {
  if (!TOKEN.test(token)) return 'invalid';
  try {
    const bytes = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const sealed = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8')) as SealedReport;
    if (typeof sealed.t !== 'string' || typeof sealed.r !== 'string' || typeof sealed.e !== 'number') return 'invalid';
    return sealed.e < now ? 'expired' : sealed;
  } catch {
    return 'invalid';
  }
}

export const reportLinkPath = (token: string) => `/lab-reports/${token}`;

/** GET /lab-reports/<token>: the report PDF, inline, never cached by anyone but the browser that asked. */
export function mountLabReports(app: Hono, options: { upstreams: Pick<Upstreams, 'main'>; key: Uint8Array; trustProxy?: ProductConfig['trustProxy'] }): void {
  app.get('/lab-reports/:token', async (c) => {
    const opened = openReportLink(options.key, c.req.param('token'));
    if (opened === 'invalid') return c.json({ message: UNKNOWN }, 404, { 'Cache-Control': 'no-store' });
    if (opened === 'expired') return c.json({ message: EXPIRED }, 410, { 'Cache-Control': 'no-store' });
    const main = mainLoadersOfLink(c, options.upstreams, opened.t, options.trustProxy ?? 0);
    try {
      const pdf = await main.labResultReport(opened.r);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'Content-Disposition': `inline; filename="lab-result-${opened.r.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) return c.json({ message: EXPIRED }, 410, { 'Cache-Control': 'no-store' });
      if (error instanceof UpstreamError && [403, 404, 409, 502].includes(error.status)) {
        return c.json({ message: error.message }, error.status as 403 | 404 | 409 | 502, { 'Cache-Control': 'no-store' });
      }
      throw error;
    }
  });
}
