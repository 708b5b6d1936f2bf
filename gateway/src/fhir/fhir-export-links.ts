// Short-lived download links of a done FHIR export's zip, like the lab reports' links
// (results/lab-report-links.ts): the browser opens `/fhir-exports/<token>` with no session; the
// token is sealed over { the caller's access token, the export id, the expiry } (sealed-links.ts).
// Opening it asks main for the file with the caller's own token (main checks the admin and the clinic again and
// audits the download): the link grants nothing the caller could not do.
import type { ProductConfig } from '@vetchart/platform/config';
import type { Hono } from 'hono';
import { UpstreamError } from '../clients/http.ts';
import type { Upstreams } from '../context.ts';
import { LINK_EXPIRED as EXPIRED, LINK_UNKNOWN as UNKNOWN, mainLoadersOfLink, openLink, sealLink, type SealedLink } from '../sealed-links.ts';

const PURPOSE = 'fhir-export-links';

interface SealedExport extends SealedLink {
  x: string;
}

export function sealFhirExportLink(reportLinkKey: Uint8Array, accessToken: string, exportId: string, now = Date.now()): string {
  return sealLink(reportLinkKey, PURPOSE, { t: accessToken, x: exportId }, now);
}

export function openFhirExportLink(reportLinkKey: Uint8Array, token: string, now = Date.now()): SealedExport | 'invalid' | 'expired' {
  return openLink<SealedExport>(reportLinkKey, PURPOSE, token, (sealed) => typeof sealed.x === 'string', now);
}

export const fhirExportLinkPath = (token: string) => `/fhir-exports/${token}`;

/** GET /fhir-exports/<token>: the export's zip, as an attachment, never cached. */
export function mountFhirExportDownloads(app: Hono, options: { upstreams: Pick<Upstreams, 'main'>; key: Uint8Array; trustProxy?: ProductConfig['trustProxy'] }): void {
  app.get('/fhir-exports/:token', async (c) => {
    const opened = openFhirExportLink(options.key, c.req.param('token'));
    if (opened === 'invalid') return c.json({ message: UNKNOWN }, 404, { 'Cache-Control': 'no-store' });
    if (opened === 'expired') return c.json({ message: EXPIRED }, 410, { 'Cache-Control': 'no-store' });
    const main = mainLoadersOfLink(c, options.upstreams, opened.t, options.trustProxy ?? 0);
    try {
      const zip = await main.fhirExportFile(opened.x);
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
