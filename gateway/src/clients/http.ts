// The one way the gateway calls a REST service: one keep-alive connection pool per service,
// shared by every request of the process (undici), with the caller's token passed per call,
// snake_case JSON, a timeout, and every call counted (the per-operation count proves there is
// no N+1 across a list).
//
// Faults of one service stay with that service (docs/architecture.md, Failure modes):
// - reads time out after UPSTREAM_READ_TIMEOUT_MS (2 s), writes after UPSTREAM_WRITE_TIMEOUT_MS;
// - a read that failed fast (refused, reset, 502/503) is tried once more after a short pause;
//   writes are never repeated here (the web app repeats them with their idempotency key);
// - a circuit breaker per service opens after 5 failures in a row: calls then fail at once, and
//   after 5 s one probe call is let through to see whether the service is back;
// - any such failure is a ServiceUnavailableError naming the service, which the gateway reports
//   once per service and request, logged in one line with the request id.
import { createHash } from 'node:crypto';
import { BrokenCircuitError, ConsecutiveBreaker, circuitBreaker, handleType, type CircuitBreakerPolicy } from 'cockatiel';
import { GraphQLError } from 'graphql';
import { CLIENT_ADDRESS_HEADER } from '@vetchart/platform/client-address';
import { Pool } from 'undici';

export interface FieldError {
  path: string;
  message: string;
}

/** A service answered with an error status: its message and field errors are kept. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly headers: Record<string, string | string[] | undefined> = {},
    /** The service's `details` (a stale save's current record: services/main/src/visits/visit-guard.ts). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** What one GraphQL request knows about its upstream calls. */
export interface CallCounter {
  upstreamCalls: number;
  /** The request's id (x-request-id), passed to the services and named in log lines. */
  requestId?: string;
  /** The idempotency key the client sent with its mutation; each write call derives its own from it. */
  idempotencyKey?: string | null;
  /** Write calls made so far, to number each call's derived key. */
  writeCalls?: Map<string, number>;
  /** Services whose failure was already logged for this request. */
  failedServices?: Set<string>;
}

export type ServiceName = 'auth' | 'main' | 'billing' | 'inventory' | 'thirdparty';

/** What people call each service's part of the product in messages. */
const SERVICE_PARTS: Record<ServiceName, string> = {
  auth: 'accounts',
  main: 'patient records',
  billing: 'billing',
  inventory: 'catalogue',
  thirdparty: 'integrations',
};

/**
 * A service did not answer, answered 5xx, or its breaker is open: the part is unavailable. It is
 * a GraphQLError, so the gateway passes it to the client as it is (code SERVICE_UNAVAILABLE and
 * the service) instead of masking it and logging its stack; the one log line is ours.
 */
export class ServiceUnavailableError extends GraphQLError {
  constructor(
    readonly service: ServiceName,
    readonly reason: string,
    /**
     * A write sent with the client's Idempotency-Key that timed out, could not reach the service,
     * or failed there: it may or may not have been saved, and sending the same mutation again
     * with the same key is safe (the service saves it at most once and answers the first
     * result). The client sees `extensions.retryable: true`.
     */
    readonly retryable = false,
  ) {
    super(`The ${SERVICE_PARTS[service]} service is unavailable. Try again shortly.`, {
      extensions: { code: 'SERVICE_UNAVAILABLE', service, ...(retryable ? { retryable: true } : {}) },
    });
  }
}

/** A failure that counts against the service's breaker (not a 4xx: those are answers). */
class ServiceFailure extends Error {
  constructor(
    readonly reason: string,
    /** Failed fast (refused, reset, 502/503): worth one more try for a read. */
    readonly retryable: boolean,
  ) {
    super(reason);
  }
}

const READ_RETRY_PAUSE_MS = 150;
const BREAKER_FAILURES = 5;
const FAST_FAILURE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/**
 * The limits of the calls to one service, read from the environment when its Upstream is made
 * (once per gateway process), not when this module loads: a test that starts a gateway with a
 * shorter write timeout gets it even when another test file in the same worker loaded this
 * module first, and the next gateway made after it is restored is not affected.
 */
function upstreamSettings() {
  return {
    readTimeoutMs: Number(process.env.UPSTREAM_READ_TIMEOUT_MS ?? 2_000),
    writeTimeoutMs: Number(process.env.UPSTREAM_WRITE_TIMEOUT_MS ?? 15_000),
    breakerHalfOpenAfterMs: Number(process.env.UPSTREAM_BREAKER_RESET_MS ?? 5_000),
    /** Connections kept per service and gateway process; more requests than this queue on them. */
    connections: Number(process.env.UPSTREAM_CONNECTIONS ?? 64),
  };
}

/**
 * One REST service as the gateway process sees it: its base URL and a pool of keep-alive
 * connections to it. Made once per process (createUpstreams) and shared by every request.
 */
export class Upstream {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly breaker: CircuitBreakerPolicy;
  private readonly settings = upstreamSettings();

  constructor(
    readonly service: ServiceName,
    readonly baseUrl: string,
  ) {
    const url = new URL(baseUrl);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.pool = new Pool(url.origin, {
      connections: this.settings.connections,
      headersTimeout: this.settings.writeTimeoutMs,
      bodyTimeout: this.settings.writeTimeoutMs,
    });
    this.breaker = circuitBreaker(handleType(ServiceFailure), {
      halfOpenAfter: this.settings.breakerHalfOpenAfterMs,
      breaker: new ConsecutiveBreaker(BREAKER_FAILURES),
    });
  }

  /** Sends one call through the breaker; a read that failed fast is tried once more. */
  async send(
    method: string,
    path: string,
    headers: Record<string, string>,
    query: string,
    /** Bytes are sent as they are (a webhook's signed body); strings as UTF-8. */
    body?: string | Buffer,
    options: CallOptions = {},
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    const read = method === 'GET';
    const timeoutMs = options.timeoutMs ?? (read ? this.settings.readTimeoutMs : this.settings.writeTimeoutMs);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.breaker.execute(() => this.sendOnce(method, path, headers, query, body, timeoutMs, options.answerStatuses ?? []));
      } catch (error) {
        if (error instanceof BrokenCircuitError) throw new ServiceUnavailableError(this.service, 'circuit open after repeated failures');
        if (!(error instanceof ServiceFailure)) throw error;
        if (read && error.retryable && attempt === 0) {
          await new Promise((resolve) => setTimeout(resolve, READ_RETRY_PAUSE_MS));
          continue;
        }
        throw new ServiceUnavailableError(this.service, error.reason);
      }
    }
  }

  private async sendOnce(method: string, path: string, headers: Record<string, string>, query: string, body: string | Buffer | undefined, timeoutMs: number, answerStatuses: readonly number[]) {
    // A signal, not undici's own timeouts: those tick once a second, so a 2 s limit could
    // become 3 s. The deadline covers the whole call, headers and body. Its timer is cleared
    // when the call ends (AbortSignal.timeout's cannot be, and each would fire later for nothing).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await this.sendBefore(controller.signal, method, path, headers, query, body, timeoutMs, answerStatuses);
    } finally {
      clearTimeout(timer);
    }
  }

  private async sendBefore(
    deadline: AbortSignal,
    method: string,
    path: string,
    headers: Record<string, string>,
    query: string,
    body: string | Buffer | undefined,
    timeoutMs: number,
    answerStatuses: readonly number[],
  ) {
    const timedOut = () => new ServiceFailure(`no answer within ${timeoutMs} ms`, false);
    let response;
    try {
      response = await this.pool.request({
        method: method as 'GET',
        path: `${this.basePath}${path}${query ? `?${query}` : ''}`,
        headers,
        body,
        signal: deadline,
        // A call with its own longer deadline (the AI routes) must not be cut by the pool's.
        headersTimeout: Math.max(timeoutMs, this.settings.writeTimeoutMs),
        bodyTimeout: Math.max(timeoutMs, this.settings.writeTimeoutMs),
      });
    } catch (error) {
      if (deadline.aborted) throw timedOut();
      const code = (error as { code?: string }).code ?? '';
      throw new ServiceFailure(code || (error as Error).message, FAST_FAILURE_CODES.has(code) || code === '');
    }
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await response.body.arrayBuffer());
    } catch (error) {
      if (deadline.aborted) throw timedOut();
      throw new ServiceFailure(`the answer broke off (${(error as { code?: string }).code ?? (error as Error).message})`, false);
    }
    if (response.statusCode >= 500 && !answerStatuses.includes(response.statusCode)) throw new ServiceFailure(`HTTP ${response.statusCode}`, response.statusCode === 502 || response.statusCode === 503);
    return { status: response.statusCode, headers: response.headers, body: bytes };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** What one call may set beyond the defaults. */
export interface CallOptions {
  /** This call's deadline instead of the read or write one (a language model may take its time). */
  timeoutMs?: number;
  /**
   * 5xx statuses that are the service's own deliberate answer, not its failure: the AI routes
   * answer 502 when the AI provider failed and 503 when a feature is not configured. They are
   * returned as errors like a 4xx and do not count against the service's breaker.
   */
  answerStatuses?: readonly number[];
}

/** The request's own side of a call: whose token goes out, and where the call is counted. */
export interface UpstreamOptions {
  upstream: Upstream;
  token: string | null;
  counter: CallCounter;
  /** The end client's network address, for the services' per-address limits (platform/client-address.ts). */
  clientAddress?: string;
}

type QueryParams = Record<string, string | number | undefined>;

function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const defined: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) if (value !== undefined) defined.push([name, String(value)]);
  return new URLSearchParams(defined).toString();
}

function parseJson(bytes: Buffer): unknown {
  return bytes.length ? JSON.parse(bytes.toString('utf8')) : undefined;
}

function upstreamError(status: number, bytes: Buffer, headers: Record<string, string | string[] | undefined>): UpstreamError {
  let body: { message?: string; errors?: FieldError[]; details?: Record<string, unknown> } = {};
  try {
    body = (parseJson(bytes) as typeof body | undefined) ?? {};
  } catch {
    // not JSON: keep the generic message
  }
  return new UpstreamError(status, body.message ?? 'An unexpected error occurred', body.errors ?? [], headers, body.details);
}

/** A call's own headers and limits. */
export interface RequestOptions extends CallOptions {
  headers?: Record<string, string>;
  /** Send no Bearer token: the call's credential is in its own headers (a public link's token). */
  anonymous?: boolean;
  /** A POST that only computes an answer (the AI routes): no idempotency key, as it changes nothing to protect from a repeat. */
  compute?: boolean;
  /** A body sent as it is, with its own content type (a multipart upload forwarded as received). */
  bytes?: { body: Buffer; contentType: string };
}

export class RestClient {
  constructor(private readonly options: UpstreamOptions) {}

  private async send(method: string, path: string, params: QueryParams | undefined, json?: unknown, call: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    const { counter, upstream } = this.options;
    if (this.options.token && !call.anonymous) headers.authorization = `Bearer ${this.options.token}`;
    if (this.options.clientAddress) headers[CLIENT_ADDRESS_HEADER] = this.options.clientAddress;
    if (counter.requestId) headers['x-request-id'] = counter.requestId;
    const keyedWrite = method !== 'GET' && !call.compute && Boolean(counter.idempotencyKey);
    if (keyedWrite) headers['idempotency-key'] = writeCallKey(counter, upstream.service, method, path);
    let body: string | Buffer | undefined;
    if (json !== undefined) {
      body = JSON.stringify(json);
      headers['content-type'] = 'application/json';
    } else if (call.bytes) {
      body = call.bytes.body;
      headers['content-type'] = call.bytes.contentType;
    }
    counter.upstreamCalls += 1;
    let response;
    try {
      response = await upstream.send(method, path, headers, queryString(params), body, call);
    } catch (error) {
      if (error instanceof ServiceUnavailableError) {
        logFailureOnce(counter, error, `${method} ${path}`);
        // The answer of a keyed write was lost: tell the client it may send it again with its key.
        if (keyedWrite) throw new ServiceUnavailableError(error.service, error.reason, true);
      }
      throw error;
    }
    if (response.status < 200 || response.status >= 300) throw upstreamError(response.status, response.body, response.headers);
    return response;
  }

  async request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options: { json?: unknown; searchParams?: QueryParams } & RequestOptions = {},
  ): Promise<{ status: number; body: T }> {
    const response = await this.send(method, path, options.searchParams, options.json, options);
    return { status: response.status, body: parseJson(response.body) as T };
  }

  /** A GET whose answer is a file: the bytes and the response headers, errors as in request(). */
  async raw(path: string, searchParams: QueryParams = {}, call: RequestOptions = {}): Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }> {
    const response = await this.send('GET', path, searchParams, undefined, call);
    return { body: response.body, headers: response.headers };
  }

  async get<T>(path: string, searchParams?: QueryParams): Promise<T> {
    return (await this.request<T>('GET', path, { searchParams })).body;
  }

  async post<T>(path: string, json: unknown): Promise<T> {
    return (await this.request<T>('POST', path, { json })).body;
  }

  async put<T>(path: string, json: unknown): Promise<T> {
    return (await this.request<T>('PUT', path, { json })).body;
  }
}

/**
 * The key of one write call, derived from the client's key of the whole mutation: the same
 * mutation sent again makes the same calls in the same order, so each call gets the same key
 * again and the service answers it from its store instead of writing twice.
 */
function writeCallKey(counter: CallCounter, service: ServiceName, method: string, path: string): string {
  counter.writeCalls ??= new Map();
  const call = `${service} ${method} ${path}`;
  const seen = counter.writeCalls.get(call) ?? 0;
  counter.writeCalls.set(call, seen + 1);
  const digest = createHash('sha256').update(`${call} #${seen}`).digest('hex').slice(0, 24);
  return `${counter.idempotencyKey}:${digest}`;
}

/** One log line per unavailable service and request. */
function logFailureOnce(counter: CallCounter, error: ServiceUnavailableError, call: string): void {
  counter.failedServices ??= new Set();
  if (counter.failedServices.has(error.service)) return;
  counter.failedServices.add(error.service);
  console.warn(`[gateway] request ${counter.requestId ?? '-'}: ${error.service} service unavailable (${error.reason}) on ${call}`);
}
