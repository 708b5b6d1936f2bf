// The PDF documents on the public port (docs/documents.md), opened by link token with no session:
//   GET /documents/<token>            the document a document link names (PDF)
//   GET /documents/<token>/check      whether it opens, as JSON ({ kind } or the refusal's message),
//                                     so a public page can say why before it embeds the PDF
//   GET /documents/estimate/<token>   the signed plan behind an e-mailed estimate link (PDF)
// The token is the credential: documents are never cached by anyone but the browser that asked,
// and are shown inline under nosniff with a file name for saving. The gateway keeps the rendered
// PDFs by what they print (document-cache.ts): a document opened again is a copy, not a render.
import type { Hono, Context } from 'hono';
import { clientAddressOf } from '@vetchart/platform/client-address';
import type { ProductConfig } from '@vetchart/platform/config';
import type { FileStorage } from '@vetchart/platform/file-storage';
import { HttpError } from '@vetchart/platform/http';
import { UpstreamError } from '../clients/http.ts';
import { linkClinicContactOf, type LinkClinicContactRecord } from '../clinic/link-clinic-contact-of.ts';
import type { Upstreams } from '../context.ts';
import { createLoaders, type Loaders } from '../loaders/index.ts';
import { renderCached, type DocumentCache } from './document-cache.ts';
import { renderDocumentOffThread, type DocumentRenderer } from './render-document.ts';
import { linkedDocument, signedEstimateDocument, type LinkedDocument } from './visit-document.ts';

export interface DocumentRoutesOptions {
  upstreams: Pick<Upstreams, 'main'>;
  storage: FileStorage;
  /** The app's address: the summary's link to /d/welcome starts with it. */
  publicUrl: string;
  /** Where rendered PDFs are kept, shared by the gateway processes; none renders every request. */
  cache: DocumentCache | null;
  /** renderDocumentOffThread (the task pool) unless told (a test counts the renders). */
  render?: DocumentRenderer;
  trustProxy?: ProductConfig['trustProxy'];
}

interface RenderedDocument {
  pdf: Buffer;
  /** The download's file name (Content-Disposition). */
  filename: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const UNKNOWN = 'This link is not valid.';

export function pdfHeaders(document: RenderedDocument): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Length': String(document.pdf.length),
    'Content-Disposition': `inline; filename="${document.filename}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
  };
}

/**
 * This request's loaders, as a GraphQL operation gets them (its address and request id), with no
 * bearer token: the link's token is the credential.
 */
function requestLoaders(c: Context, options: DocumentRoutesOptions): Loaders {
  return createLoaders({ main: options.upstreams.main }, null, { upstreamCalls: 0, requestId: c.req.header('x-request-id') ?? undefined }, clientAddressOf(c, options.trustProxy ?? 0));
}

const refuse = (c: Context, status: 404 | 409 | 410, message: string, clinic: LinkClinicContactRecord | null = null) =>
  c.json(clinic ? { message, clinic } : { message }, status, { 'Cache-Control': 'no-store' });

/**
 * The service's refusal (404 unknown, 410 expired with the clinic's contacts, 409 not available) as the answer, and the task
 * pool's (503 busy, with Retry-After; 422 stopped at its limit); anything else thrown.
 */
function refusal(c: Context, error: unknown): Response {
  // An expired link the clinic really sent names that clinic (the service says so only for a stored link).
  if (error instanceof UpstreamError && error.status === 410) return refuse(c, 410, error.message, linkClinicContactOf(error));
  if (error instanceof UpstreamError && [404, 409].includes(error.status)) return refuse(c, error.status as 404 | 409, error.message);
  if (error instanceof HttpError && (error.status === 503 || error.status === 422)) {
    return c.json({ message: error.message }, error.status, { 'Cache-Control': 'no-store', ...error.headers });
  }
  throw error;
}

export function mountDocuments(app: Hono, options: DocumentRoutesOptions): void {
  const welcomeUrl = `${options.publicUrl.replace(/\/$/, '')}/d/welcome`;
  const render = options.render ?? renderDocumentOffThread;
  const rendered = async (document: LinkedDocument): Promise<RenderedDocument> => ({
    pdf: await renderCached(document.request, options.cache, render),
    filename: document.filename,
  });

  app.get('/documents/estimate/:token', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return refuse(c, 404, UNKNOWN);
    try {
      const signed = await requestLoaders(c, options).main.signedEstimateOfLink(token);
      const document = await signedEstimateDocument(signed, options.storage);
      if (!document) return refuse(c, 404, 'This treatment plan has not been signed yet.');
      const answer = await rendered(document);
      return c.body(new Uint8Array(answer.pdf), 200, pdfHeaders(answer));
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/documents/:token/check', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return refuse(c, 404, UNKNOWN);
    try {
      const data = await requestLoaders(c, options).main.documentOfLink(token);
      return c.json({ kind: data.kind, expiresAt: data.expiresAt }, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/documents/:token', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return refuse(c, 404, UNKNOWN);
    try {
      const data = await requestLoaders(c, options).main.documentOfLink(token);
      const answer = await rendered(await linkedDocument(data, options.storage, welcomeUrl));
      return c.body(new Uint8Array(answer.pdf), 200, pdfHeaders(answer));
    } catch (error) {
      return refusal(c, error);
    }
  });
}
