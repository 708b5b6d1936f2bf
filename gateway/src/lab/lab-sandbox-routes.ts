// The sandbox lab's ordering page on the public port (not GraphQL), outside production only:
//   GET  /lab-sandbox/ui/orders/{id}?token=…            the lab's page (opened in the app's frame modal)
//   POST /lab-sandbox/ui/orders/{id}/{tests|empty|submit}?token=…   its plain form posts
// forwarded to the thirdparty service, which forwards them to the sandbox lab when it runs (else
// 404). The page's token is its credential, as a real lab's ordering link would be. The page is
// framed by the app itself, so its answers say that the app's own origin may frame them.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ServiceUnavailableError } from '../clients/http.ts';
import type { Upstreams } from '../context.ts';
import { LAB_SANDBOX_CONTENT_SECURITY_POLICY } from '../security/security-headers.ts';

export const LAB_SANDBOX_PATH = '/lab-sandbox';
/** A form of the ordering page: one test code. */
const MAX_BODY_BYTES = 4 * 1024;

export interface LabSandboxRoutesOptions {
  upstreams: Pick<Upstreams, 'thirdparty'>;
}

async function forward(c: Context, options: LabSandboxRoutesOptions): Promise<Response> {
  const url = new URL(c.req.url);
  const headers: Record<string, string> = { accept: 'text/html', 'x-request-id': randomUUID() };
  const contentType = c.req.header('content-type');
  if (contentType) headers['content-type'] = contentType;
  const body = c.req.method === 'POST' ? Buffer.from(await c.req.arrayBuffer()) : undefined;
  try {
    const answer = await options.upstreams.thirdparty.send(c.req.method, url.pathname, headers, url.search.replace(/^\?/, ''), body);
    const sent: Record<string, string> = {
      'cache-control': 'no-store',
      'content-security-policy': LAB_SANDBOX_CONTENT_SECURITY_POLICY,
      'x-frame-options': 'SAMEORIGIN',
    };
    for (const name of ['content-type', 'location'] as const) {
      const value = answer.headers[name];
      if (typeof value === 'string') sent[name] = value;
    }
    return new Response(answer.status === 303 ? null : new Uint8Array(answer.body), { status: answer.status, headers: sent });
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return c.text('The sandbox lab is not available.', 503, { 'cache-control': 'no-store' });
    throw error;
  }
}

export function mountLabSandboxRoutes(app: Hono, options: LabSandboxRoutesOptions): void {
  app.get(`${LAB_SANDBOX_PATH}/ui/*`, (c) => forward(c, options));
  app.post(`${LAB_SANDBOX_PATH}/ui/*`, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('The request is too large.', 413) }), (c) => forward(c, options));
}
