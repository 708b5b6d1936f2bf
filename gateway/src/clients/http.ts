// The one way the gateway calls a REST service: one keep-alive connection pool per service,
// shared by every request of the process (undici), with the caller's token passed per call,
// snake_case JSON, a timeout, and every call counted (the per-operation count proves there is
// no N+1 across a list).
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
  ) {
    super(message);
  }
}

export interface CallCounter {
  upstreamCalls: number;
}

/** How long a service may take to send its headers, and then its body. */
const UPSTREAM_TIMEOUT_MS = 15_000;
/** Connections kept per service and gateway process; more requests than this queue on them. */
const UPSTREAM_CONNECTIONS = Number(process.env.UPSTREAM_CONNECTIONS ?? 64);

/**
 * One REST service as the gateway process sees it: its base URL and a pool of keep-alive
 * connections to it. Made once per process (createUpstreams) and shared by every request.
 */
export class Upstream {
  private readonly pool: Pool;
  private readonly basePath: string;

  constructor(readonly baseUrl: string) {
    const url = new URL(baseUrl);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.pool = new Pool(url.origin, {
      connections: UPSTREAM_CONNECTIONS,
      headersTimeout: UPSTREAM_TIMEOUT_MS,
      bodyTimeout: UPSTREAM_TIMEOUT_MS,
    });
  }

  async send(
    method: string,
    path: string,
    headers: Record<string, string>,
    query: string,
    body?: string,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    const response = await this.pool.request({
      method: method as 'GET',
      path: `${this.basePath}${path}${query ? `?${query}` : ''}`,
      headers,
      body,
    });
    const bytes = Buffer.from(await response.body.arrayBuffer());
    return { status: response.statusCode, headers: response.headers, body: bytes };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The request's own side of a call: whose token goes out, and where the call is counted. */
export interface UpstreamOptions {
  upstream: Upstream;
  token: string | null;
  counter: CallCounter;
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
  let body: { message?: string; errors?: FieldError[] } = {};
  try {
    body = (parseJson(bytes) as typeof body | undefined) ?? {};
  } catch {
    // not JSON: keep the generic message
  }
  return new UpstreamError(status, body.message ?? 'An unexpected error occurred', body.errors ?? [], headers);
}

export class RestClient {
  constructor(private readonly options: UpstreamOptions) {}

  private async send(method: string, path: string, params: QueryParams | undefined, json?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let body: string | undefined;
    if (json !== undefined) {
      body = JSON.stringify(json);
      headers['content-type'] = 'application/json';
    }
    this.options.counter.upstreamCalls += 1;
    const response = await this.options.upstream.send(method, path, headers, queryString(params), body);
    if (response.status < 200 || response.status >= 300) throw upstreamError(response.status, response.body, response.headers);
    return response;
  }

  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: { json?: unknown; searchParams?: QueryParams } = {}): Promise<{ status: number; body: T }> {
    const response = await this.send(method, path, options.searchParams, options.json);
    return { status: response.status, body: parseJson(response.body) as T };
  }

  /** A GET whose answer is a file: the bytes and the response headers, errors as in request(). */
  async raw(path: string, searchParams: QueryParams = {}): Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }> {
    const response = await this.send('GET', path, searchParams);
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
