// The REST conventions every service shares: errors as { message, errors: [{ path, message }] }
// with a status that means what it says, zod validation at the boundary, and list paging.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ID_LIST_TOO_LONG, MAX_ID_LIST_LENGTH, MAX_SEARCH_LENGTH, SEARCH_TOO_LONG } from './text-limits.ts';

export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
    /** More the caller needs to act on the error (a stale save's current record), sent as `details`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Invalid token.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors: FieldError[] = []) => new HttpError(409, message, errors);

/**
 * The largest request body any service reads (413 past it, before it is parsed): an upload of a
 * 5 MB image or spreadsheet as a base64 data URI is about 7 MB. Routes may set a tighter limit.
 */
export const MAX_REQUEST_BODY_BYTES = 8 * 1024 * 1024;
export const BODY_TOO_LARGE = 'The request is too large.';

/**
 * Installs the shared error handler (known errors keep their message, the rest are masked) and
 * the body size limit every route is behind.
 */
export function installErrorHandler(app: Hono<any>, serviceName: string, options: { bodyLimits?: Record<string, number> } = {}): void {
  const limiter = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new HttpError(413, BODY_TOO_LARGE);
      },
    });
  const limitBody = limiter(MAX_REQUEST_BODY_BYTES);
  // A route that takes uploads may have its own limit (exact path → bytes), e.g. the template builder's 10 MB file.
  const routeLimits = new Map(Object.entries(options.bodyLimits ?? {}).map(([routePath, maxSize]) => [routePath, limiter(maxSize)]));
  // GET and HEAD requests have no body any route reads; asking for one would make the Node
  // adapter build a full web Request for every read (a measurable cost under load).
  app.use('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : (routeLimits.get(c.req.path) ?? limitBody)(c, next)));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ message: error.message, errors: error.errors, ...(error.details ? { details: error.details } : {}) }, error.status);
    }
    console.error(`[${serviceName}] unexpected error`, error);
    return c.json({ message: 'An unexpected error occurred', errors: [] }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found.', errors: [] }, 404));
  app.get('/health', (c) => c.json({ status: 'ok', service: serviceName }));
}

export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Parses a JSON body with a zod schema (classic or zod/mini, as the contracts in
 * packages/contracts are); bad input is a 400 listing each field's message.
 */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return parseInput(schema, raw);
}

export function parseInput<S extends z.core.$ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw badRequest(errors[0]?.message ?? 'Invalid input.', errors);
  }
  return parsed.data;
}

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Rows to skip; when given it wins over page (the gateway's Relay connections page by offset). */
  offset: z.coerce.number().int().min(0).optional(),
  q: z.string().trim().max(MAX_SEARCH_LENGTH, SEARCH_TOO_LONG).optional(),
  ids: z
    .string()
    .max(MAX_ID_LIST_LENGTH, ID_LIST_TOO_LONG)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined)),
});
export type ListQuery = z.infer<typeof listQuery>;

/** The first row of the requested page. */
export function listOffset(query: ListQuery): number {
  return query.offset ?? (query.page - 1) * query.limit;
}

export function listResponse<T>(data: T[], query: ListQuery, total: number) {
  return { data, meta: { page: query.page, limit: query.limit, offset: listOffset(query), total } };
}
