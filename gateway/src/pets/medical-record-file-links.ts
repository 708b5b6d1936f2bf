// Short-lived links to the file kept with a pet's medical record (a FHIR import's document,
// docs/fhir-import.md), like the FHIR export's (fhir/fhir-export-links.ts): the browser opens
// `/medical-record-files/<token>` with no session; the token is sealed over { the caller's access
// token, the pet and record ids, the file's name and content type, the expiry } (sealed-links.ts).
// Opening it asks main for the file with the caller's own token (main checks the clinic again and
// audits the download): the link grants nothing the caller could not do.
import type { ProductConfig } from '@vetchart/platform/config';
import type { Hono } from 'hono';
import { UpstreamError } from '../clients/http.ts';
import type { Upstreams } from '../context.ts';
import { LINK_EXPIRED, LINK_UNKNOWN, mainLoadersOfLink, openLink, sealLink, type SealedLink } from '../sealed-links.ts';

const PURPOSE = 'medical-record-file-links';

interface SealedRecordFile extends SealedLink {
  /** The pet's id. */
  p: string;
  /** The medical record's id. */
  r: string;
  /** The file's name and content type, as main listed them. */
  n: string;
  c: string;
}

export interface RecordFileTarget {
  petId: string;
  recordId: string;
  name: string;
  contentType: string;
}

export function sealMedicalRecordFileLink(reportLinkKey: Uint8Array, accessToken: string, target: RecordFileTarget, now = Date.now()): string {
  return sealLink(reportLinkKey, PURPOSE, { t: accessToken, p: target.petId, r: target.recordId, n: target.name, c: target.contentType }, now);
}

export function openMedicalRecordFileLink(reportLinkKey: Uint8Array, token: string, now = Date.now()): SealedRecordFile | 'invalid' | 'expired' {
  return openLink<SealedRecordFile>(reportLinkKey, PURPOSE, token, (sealed) => ['p', 'r', 'n', 'c'].every((field) => typeof sealed[field] === 'string'), now);
}

export const medicalRecordFileLinkPath = (token: string) => `/medical-record-files/${token}`;

/**
 * Types a browser shows without running anything of the file's: opened in the tab. Anything else
 * (HTML, SVG, …: a file from another system could hold script) is only ever downloaded.
 */
const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

/** The file's name for Content-Disposition: ASCII for old browsers, the whole name UTF-8 encoded. */
const disposition = (kind: 'inline' | 'attachment', name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** GET /medical-record-files/<token>: the record's file, never cached. */
export function mountMedicalRecordFileDownloads(app: Hono, options: { upstreams: Pick<Upstreams, 'main'>; key: Uint8Array; trustProxy?: ProductConfig['trustProxy'] }): void {
  app.get('/medical-record-files/:token', async (c) => {
    const opened = openMedicalRecordFileLink(options.key, c.req.param('token'));
    if (opened === 'invalid') return c.json({ message: LINK_UNKNOWN }, 404, { 'Cache-Control': 'no-store' });
    if (opened === 'expired') return c.json({ message: LINK_EXPIRED }, 410, { 'Cache-Control': 'no-store' });
    const main = mainLoadersOfLink(c, options.upstreams, opened.t, options.trustProxy ?? 0);
    try {
      const body = await main.medicalRecordFile({ petId: opened.p, recordId: opened.r });
      const inline = SHOWN_INLINE.has(opened.c);
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': inline ? opened.c : 'application/octet-stream',
        'Content-Length': String(body.length),
        'Content-Disposition': disposition(inline ? 'inline' : 'attachment', opened.n),
        // A PDF needs the browser's viewer (which a sandbox turns off); everything else gets no powers at all.
        ...(opened.c === 'application/pdf' ? {} : { 'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'" }),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) return c.json({ message: LINK_EXPIRED }, 410, { 'Cache-Control': 'no-store' });
      if (error instanceof UpstreamError && [403, 404].includes(error.status)) {
        return c.json({ message: error.message }, error.status as 403 | 404, { 'Cache-Control': 'no-store' });
      }
      throw error;
    }
  });
}
