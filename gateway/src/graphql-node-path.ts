// The API's hot path: POST /graphql answered on Node's own request and response, not through
// the Hono app. Hono's Node adapter turns every request into a web-streams Request and every
// answer into a web-streams Response, and its compression middleware adds a CompressionStream:
// under load that conversion cost the gateway about as much CPU as running the query
// (docs/architecture.md, 'Processes and scaling'). Here Yoga reads the Node request itself
// (handleNodeRequestAndResponse), the answer is read once as bytes, gzipped with zlib when it is
// 1 KB or more and the client accepts gzip, and written with the same security headers every
// other response of the public port carries (security-headers.ts). Everything Yoga does stays:
// CSRF prevention, the body size limit, the query limits, error masking, CORS.
//
// Everything else on /graphql (GraphiQL's GET, OPTIONS preflights, a client asking for an event
// stream or multipart answer) goes through the Hono app (public-app.ts: mountGraphQL).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { clientAddressOfNodeRequest } from '@vetchart/platform/client-address';
import type { NodeRequestHandler } from '@vetchart/platform/service';
import type { createGateway } from './yoga.ts';
import { nonPageSecurityHeaders } from './security/security-headers.ts';

const gzipAsync = promisify(gzip);

/** Answers this size or larger are compressed (smaller ones gain little and cost a zlib call). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export interface GraphQLNodePathOptions {
  /** The path of the API (default /graphql). */
  endpoint?: string;
  /** PUBLIC_URL: an https address adds HSTS, as on every other response. */
  publicUrl: string;
  /** Proxies in front of the gateway (client-address.ts). */
  trustProxy?: number;
}

/** A NodeRequestHandler for listen() that takes the API's POSTs and leaves everything else to the app. */
export function graphqlNodePath(gateway: ReturnType<typeof createGateway>, options: GraphQLNodePathOptions): NodeRequestHandler {
  const endpoint = options.endpoint ?? '/graphql';
  const securityHeaders = nonPageSecurityHeaders(options.publicUrl);
  return (request, response) => {
    if (request.method !== 'POST') return false;
    const url = request.url ?? '';
    if (url !== endpoint && !url.startsWith(`${endpoint}?`)) return false;
    // Incremental delivery and subscriptions stream their answer: the app path handles them.
    if (/text\/event-stream|multipart\/mixed/i.test(request.headers.accept ?? '')) return false;
    void answer(gateway, request, response, securityHeaders, options.trustProxy ?? 0);
    return true;
  };
}

async function answer(
  gateway: ReturnType<typeof createGateway>,
  request: IncomingMessage,
  response: ServerResponse,
  securityHeaders: Record<string, string>,
  trustProxy: number,
): Promise<void> {
  try {
    const clientAddress = clientAddressOfNodeRequest(request, trustProxy);
    const answered = await gateway.handleNodeRequestAndResponse(request, response, { clientAddress });
    let body: Buffer = Buffer.from(await answered.arrayBuffer());
    const headers: Record<string, string | string[]> = {};
    answered.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const setCookies = answered.headers.getSetCookie?.() ?? [];
    if (setCookies.length) headers['set-cookie'] = setCookies;
    Object.assign(headers, securityHeaders);
    // Caches must keep the compressed and the plain answer apart.
    const vary = typeof headers.vary === 'string' ? headers.vary : '';
    if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    if (body.length >= COMPRESSION_THRESHOLD_BYTES && !headers['content-encoding'] && acceptsGzip(request.headers['accept-encoding'])) {
      body = await gzipAsync(body);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    if (response.destroyed) return; // the client went away while the query ran
    response.writeHead(answered.status, headers);
    response.end(body);
  } catch (error) {
    console.error(`POST /graphql failed: ${error instanceof Error ? error.message : String(error)}`);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(500, { ...securityHeaders, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }));
  }
}

/** Whether an Accept-Encoding header admits gzip: named with a q above 0, or `*` with gzip not refused. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const qParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (coding.trim() === 'gzip') return q > 0;
    if (coding.trim() === '*') wildcard = q;
  }
  return wildcard > 0;
}
