// The API's hot path: POST /graphql answered on Node's own request and response, not through
// the Hono app. Hono's Node adapter turns every request into a web-streams Request and every
// answer into a web-streams Response, and its compression middleware adds a CompressionStream:
// under load that conversion cost the gateway about as much CPU as running the query
// (docs/architecture.md, 'Processes and scaling'). Here the body is read whole (within
// GRAPHQL_MAX_BODY_BYTES: 413 past it) and handed to Yoga as bytes, the answer is read once as
// bytes, gzipped with zlib (level 3; below 128 KB on this thread) when it is 1 KB or more and the
// client accepts gzip, and written with the same security headers every other response of the
// public port carries (security-headers.ts). Everything Yoga does stays: CSRF prevention, the
// query limits, error masking, CORS. A JSON query the gateway has already compiled is run here
// without Yoga's request pipeline and answered as Yoga answers it (graphql-plain-queries.ts).
//
// Everything else on /graphql (GraphiQL's GET, OPTIONS preflights, a client asking for an event
// stream or multipart answer) goes through the Hono app (public-app.ts: mountGraphQL).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip, gzipSync, type ZlibOptions } from 'node:zlib';
import pLimit from 'p-limit';
import { clientAddressOfNodeRequest } from '@vetchart/platform/client-address';
import type { NodeRequestHandler } from '@vetchart/platform/service';
import { GRAPHQL_MAX_BODY_BYTES, type createGateway, type PlainQueryHooks } from './yoga.ts';
import { nonPageSecurityHeaders } from './security/security-headers.ts';
import { runPlainQuery } from './graphql-plain-queries.ts';

const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);

/**
 * zlib level 3, not the default 6: on a 52 KB answer (the roles page) it measured 0.21 ms against
 * 0.56–0.61 ms for 2.5% more bytes (16.4 KB against 16.0 KB), a cost every API answer paid.
 */
export const GZIP_LEVEL = 3;

/** Answers this size or larger are compressed (smaller ones gain little and cost a zlib call). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers below this are gzipped on the request's own thread: at level 3 that takes tens of
 * microseconds for a list screen's answer (0.2 ms for the roles page's 52 KB), less than handing
 * the work to libuv's thread pool and being woken again, which on a busy machine waits for both
 * threads to be scheduled. Larger answers (a long export) go to the pool so that they do not hold
 * up the other requests of the process.
 */
export const SYNC_GZIP_MAX_BYTES = 128 * 1024;

export interface GraphQLNodePathOptions {
  /** The path of the API (default /graphql). */
  endpoint?: string;
  /** PUBLIC_URL: an https address adds HSTS, as on every other response. */
  publicUrl: string;
  /** Proxies in front of the gateway (client-address.ts). */
  trustProxy?: number;
  /**
   * Operations executed at once; more wait their turn, in order (default: no limit). The embedded
   * database is one connection every service shares: with every caller's operation running at
   * once, each one's service calls queue behind all the others' and pass the upstream deadline, and
   * the breakers open. Waiting before the operation starts keeps its calls within their deadline.
   */
  maxConcurrentOperations?: number;
  /** Operations waiting for a turn before more are answered 503 with Retry-After (default 1,000). */
  maxWaitingOperations?: number;
  /**
   * The longest an operation waits for its turn before it runs anyway (default 2 s): a few slow
   * operations holding every turn (a partner's or an AI provider's call of many seconds) then delay
   * the others by at most this, instead of stalling everyone's work until they end.
   */
  maxTurnWaitMs?: number;
  /**
   * Plain queries the gateway has compiled are run by the node path itself (graphql-plain-queries.ts;
   * default true, or GATEWAY_PLAIN_QUERIES=0 for false). Off, every POST goes through Yoga (the
   * tests and `pnpm bench:ab` compare the two).
   */
  plainQueries?: boolean;
}

export const GATEWAY_BUSY = 'The server is busy. Please try again in a few seconds.';

/** A NodeRequestHandler for listen() that takes the API's POSTs and leaves everything else to the app. */
export function graphqlNodePath(gateway: ReturnType<typeof createGateway>, options: GraphQLNodePathOptions): NodeRequestHandler {
  const endpoint = options.endpoint ?? '/graphql';
  const securityHeaders = nonPageSecurityHeaders(options.publicUrl);
  const turns = options.maxConcurrentOperations ? pLimit(options.maxConcurrentOperations) : null;
  const maxWaiting = options.maxWaitingOperations ?? 1_000;
  const maxTurnWaitMs = options.maxTurnWaitMs ?? 2_000;
  const plainQueries = (options.plainQueries ?? process.env.GATEWAY_PLAIN_QUERIES !== '0') ? gateway.plainQueries : null;
  const run = (operation: () => Promise<void>, refuse: () => void): Promise<void> => {
    if (!turns) return operation();
    if (turns.pendingCount >= maxWaiting) {
      refuse();
      return Promise.resolve();
    }
    // Started once: by its turn, or by the timer when the turn is too long in coming (its turn then
    // passes at once to the next in line).
    let started: Promise<void> | null = null;
    const start = () => (started ??= operation());
    const waitedTooLong = setTimeout(start, maxTurnWaitMs);
    return turns(async () => {
      clearTimeout(waitedTooLong);
      if (started) return;
      await start();
    });
  };
  return (request, response) => {
    if (request.method !== 'POST') return false;
    const url = request.url ?? '';
    if (url !== endpoint && !url.startsWith(`${endpoint}?`)) return false;
    // Incremental delivery and subscriptions stream their answer: the app path handles them.
    if (/text\/event-stream|multipart\/mixed/i.test(request.headers.accept ?? '')) return false;
    void run(
      async () => {
        // A caller who left while waiting its turn is not answered: its operation would only take a turn.
        if (request.socket.destroyed) return;
        await answer(gateway, plainQueries, request, response, securityHeaders, options.trustProxy ?? 0);
      },
      () => {
        response.writeHead(503, { ...securityHeaders, 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', connection: 'close' });
        response.end(JSON.stringify({ errors: [{ message: GATEWAY_BUSY, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }));
      },
    );
    return true;
  };
}

async function answer(
  gateway: ReturnType<typeof createGateway>,
  plainQueries: PlainQueryHooks | null,
  request: IncomingMessage,
  response: ServerResponse,
  securityHeaders: Record<string, string>,
  trustProxy: number,
): Promise<void> {
  try {
    const body = await readBody(request, GRAPHQL_MAX_BODY_BYTES);
    if (body === 'gone') {
      response.destroy();
      return;
    }
    if (typeof body === 'string') {
      // Past the limit (or a Content-Length that is no number): answered without reading the
      // rest, and the connection closed rather than drained.
      const tooLarge = body === 'too-large';
      response.writeHead(tooLarge ? 413 : 400, { ...securityHeaders, 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      response.end(JSON.stringify(tooLarge ? REQUEST_TOO_LARGE : INVALID_CONTENT_LENGTH));
      return;
    }
    const clientAddress = clientAddressOfNodeRequest(request, trustProxy);
    // A plain query the gateway has compiled is run here (graphql-plain-queries.ts); anything else,
    // and a plain query's result with errors, is Yoga's.
    const plain = plainQueries ? await runPlainQuery(plainQueries, request, body, clientAddress) : null;
    let status: number;
    // The JSON text as it is: Node writes a string to the socket in UTF-8 itself, and copying it into
    // a Buffer first (52 KB for the roles page) only cost a copy.
    let answer: string | Buffer;
    const answerHeaders: Record<string, string | string[]> = {};
    if (plain && 'answer' in plain) {
      status = plain.answer.status;
      answer = plain.answer.text;
      Object.assign(answerHeaders, plain.answer.headers);
    } else {
      // Node's own header object as it is: the fetch API's Headers reads it lazily, where copying
      // every header into a new Headers cost each request a few dozen microseconds. Node already
      // joins a repeated request header into one string (only set-cookie, an answer's header, is
      // kept as a list).
      const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/graphql'}`;
      const init = { method: 'POST', headers: request.headers as Record<string, string>, body: body as unknown as BodyInit };
      const serverContext = { clientAddress, ...(plain?.computed ?? {}) };
      // The address and init rather than a Request: given a Request, the server adapter reads its
      // signal, which makes an AbortController and an abort listener with three promises around the
      // answer for every request, for a signal nothing here ever aborts.
      const answered = await gateway.fetch(url, init, serverContext);
      status = answered.status;
      // Yoga answers with the JSON text it made: taken as it is (whatwg-node's own Node adapter does
      // the same), not read back through the Response's body stream.
      const text = (answered as { bodyInit?: unknown }).bodyInit;
      answer = typeof text === 'string' ? text : Buffer.from(await answered.arrayBuffer());
      answered.headers.forEach((value, name) => {
        answerHeaders[name] = value;
      });
      const setCookies = answered.headers.getSetCookie?.() ?? [];
      if (setCookies.length) answerHeaders['set-cookie'] = setCookies;
    }
    Object.assign(answerHeaders, securityHeaders);
    // Caches must keep the compressed and the plain answer apart.
    const vary = typeof answerHeaders.vary === 'string' ? answerHeaders.vary : '';
    if (!/accept-encoding/i.test(vary)) answerHeaders.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    let length = typeof answer === 'string' ? Buffer.byteLength(answer) : answer.length;
    if (length >= COMPRESSION_THRESHOLD_BYTES && !answerHeaders['content-encoding'] && acceptsGzip(request.headers['accept-encoding'])) {
      const bytes = typeof answer === 'string' ? Buffer.from(answer) : answer;
      answer = length < SYNC_GZIP_MAX_BYTES ? gzipSync(bytes, { level: GZIP_LEVEL }) : await gzipAsync(bytes, { level: GZIP_LEVEL });
      length = answer.length;
      answerHeaders['content-encoding'] = 'gzip';
    }
    answerHeaders['content-length'] = String(length);
    if (response.destroyed) return; // the client went away while the query ran
    response.writeHead(status, answerHeaders);
    response.end(answer);
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

export const REQUEST_TOO_LARGE = { errors: [{ message: 'Request body too large', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] };
const INVALID_CONTENT_LENGTH = { errors: [{ message: 'Content-Length header is invalid.', extensions: { code: 'BAD_REQUEST' } }] };

/**
 * The request body, read whole, or why not: a declared length past the limit is refused before
 * anything is read, and a body sent without one (chunked) is counted as it arrives.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | 'invalid-length' | 'gone'> {
  const declared = request.headers['content-length'];
  if (declared !== undefined && !/^\d+$/.test(declared)) return Promise.resolve('invalid-length');
  if (declared !== undefined && Number(declared) > limit) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.off('data', onData);
        request.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    request.once('error', reject);
    // The client went away before its body was read whole (while it waited its turn, say): no 'end'
    // comes, and an operation slot must not wait for one. After 'end' this changes nothing.
    request.once('close', () => resolve('gone'));
    if (request.destroyed) resolve('gone');
  });
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
