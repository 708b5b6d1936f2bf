// The one way the gateway calls a REST service: got with a timeout, the caller's token
// forwarded, snake_case JSON, and every call counted (the per-operation count proves there
// is no N+1 across a list).
import { CLIENT_ADDRESS_HEADER } from '@vetchart/platform/client-address';
import got, { HTTPError, type Got, type OptionsOfJSONResponseBody } from 'got';

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

export interface UpstreamOptions {
  baseUrl: string;
  token: string | null;
  counter: CallCounter;
  timeoutMs?: number;
  /** The end client's network address, for the services' per-address limits (platform/client-address.ts). */
  clientAddress?: string;
}

export class RestClient {
  private readonly http: Got;

  constructor(private readonly options: UpstreamOptions) {
    this.http = got.extend({
      prefixUrl: options.baseUrl,
      timeout: { request: options.timeoutMs ?? 15_000 },
      retry: { limit: 0 },
      responseType: 'json',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.clientAddress ? { [CLIENT_ADDRESS_HEADER]: options.clientAddress } : {}),
      },
      hooks: {
        beforeRequest: [
          () => {
            options.counter.upstreamCalls += 1;
          },
        ],
      },
    });
  }

  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: { json?: unknown; searchParams?: Record<string, string | number | undefined> } = {}): Promise<{ status: number; body: T }> {
    const searchParams = options.searchParams
      ? Object.fromEntries(Object.entries(options.searchParams).filter(([, value]) => value !== undefined)) as Record<string, string | number>
      : undefined;
    const requestOptions: OptionsOfJSONResponseBody = { method, json: options.json, searchParams };
    try {
      const response = await this.http<T>(path.replace(/^\//, ''), requestOptions);
      return { status: response.statusCode, body: response.body };
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = (error.response.body ?? {}) as { message?: string; errors?: FieldError[] };
        throw new UpstreamError(
          error.response.statusCode,
          body.message ?? 'An unexpected error occurred',
          body.errors ?? [],
          error.response.headers,
        );
      }
      throw error;
    }
  }

  /** A GET whose answer is a file: the bytes and the response headers, errors as in request(). */
  async raw(path: string, searchParams: Record<string, string | number | undefined> = {}): Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }> {
    const defined = Object.fromEntries(Object.entries(searchParams).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
    try {
      const response = await this.http.get(path.replace(/^\//, ''), { searchParams: defined, responseType: 'buffer' });
      return { body: response.body, headers: response.headers };
    } catch (error) {
      if (error instanceof HTTPError) {
        let body: { message?: string; errors?: FieldError[] } = {};
        try {
          body = JSON.parse(Buffer.from(error.response.body as Buffer).toString('utf8'));
        } catch {
          // not JSON: keep the generic message
        }
        throw new UpstreamError(error.response.statusCode, body.message ?? 'An unexpected error occurred', body.errors ?? [], error.response.headers);
      }
      throw error;
    }
  }

  async get<T>(path: string, searchParams?: Record<string, string | number | undefined>): Promise<T> {
    return (await this.request<T>('GET', path, { searchParams })).body;
  }

  async post<T>(path: string, json: unknown): Promise<T> {
    return (await this.request<T>('POST', path, { json })).body;
  }

  async put<T>(path: string, json: unknown): Promise<T> {
    return (await this.request<T>('PUT', path, { json })).body;
  }
}
