// The node path's own way through the commonest request of all: a POST of a JSON query that the
// gateway has run before (every screen's first page, every refetch). Yoga's way through it is
// general: its server adapter makes a Request, parses the body, runs its parameter checks and
// every plugin's request, parse, validate, context and execute hooks, and builds a Response. For
// a document already parsed, validated and compiled, all of that decides nothing new, and on a
// list screen it was about as much of the gateway's own time as the operation's GraphQL work
// (docs/architecture.md, 'Plain queries'). Here such a request runs the compiled query with the
// context Yoga would have built and is answered as Yoga answers it.
//
// Anything else goes to Yoga, unchanged: another content type or Accept, a body that is not one
// JSON object of query, variables and operationName, a document not yet compiled (the first runs
// of every document go through Yoga, which validates and compiles it), a mutation, a context Yoga
// refuses (a stale token, a malformed Idempotency-Key). A result with errors goes to Yoga too, with
// the result itself (yoga.ts: COMPUTED_RESULT), so that its error masking, its one error per
// unavailable service and its status codes apply without running the query twice.
// graphql-plain-queries.test.ts holds these answers to Yoga's, header for header.
import type { IncomingMessage } from 'node:http';
import type { ExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import { COMPUTED_RESULT, withUpstreamCalls, type ComputedResult, type HeaderReader, type PlainQueryHooks } from './yoga.ts';

/** An answer made here: Yoga's status, headers and JSON text for the same request. */
export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** What became of a request: answered here, handed to Yoga with its result, or Yoga's to answer (null). */
export type PlainQueryOutcome = { answer: PlainAnswer } | { computed: { [COMPUTED_RESULT]: ComputedResult } } | null;

const PARAMETERS = new Set(['query', 'variables', 'operationName']);

export async function runPlainQuery(hooks: PlainQueryHooks, request: IncomingMessage, body: Buffer, clientAddress: string | undefined): Promise<PlainQueryOutcome> {
  const headers = request.headers;
  if (!jsonContentType(headers['content-type'])) return null;
  const mediaType = keptMediaType(headers.accept);
  if (!mediaType) return null;
  const params = plainParams(body);
  if (!params) return null;
  const plain = hooks.compiledQuery(params.query);
  if (!plain) return null;
  if (params.operationName != null && params.operationName !== plain.operationName) return null;
  const reader = headerReader(request);
  let context;
  try {
    context = await hooks.context(reader, clientAddress);
  } catch {
    return null; // Yoga builds the context again and answers its refusal.
  }
  let result = (await plain.compiled.query(undefined, context, params.variables ?? {})) as ExecutionResult & { stringify?: (result: unknown) => string };
  if (result.errors?.length || result.extensions?.http) return { computed: { [COMPUTED_RESULT]: { result, counter: context.counter } } };
  if (hooks.countUpstreamCalls) result = withUpstreamCalls(result, context.counter);
  return {
    answer: {
      status: 200,
      headers: { 'content-type': `${mediaType}; charset=utf-8`, ...lowerCased(hooks.corsHeaders(reader)) },
      text: (result.stringify ?? JSON.stringify)(result),
    },
  };
}

/** Node's header object read as Headers reads it: Node already joins a repeated header into one string. */
function headerReader(request: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** application/json, with at most a UTF-8 charset: what Yoga's JSON request parser takes and its CSRF check lets pass. */
function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type = '', ...parameters] = header.toLowerCase().split(';').map((part) => part.trim());
  return type === 'application/json' && parameters.every((parameter) => parameter === 'charset=utf-8');
}

/**
 * A decision on a header's value, kept by the value: clients send the same one or two Content-Type
 * and Accept values on every request, and working them out again each time was a few dozen
 * microseconds of every plain query. The 64 values used last are kept.
 */
function keptByValue<T>(decide: (value: string | undefined) => T): (value: string | undefined) => T {
  const kept = new LRUCache<string, { decision: T }>({ max: 64 });
  return (value) => {
    const key = value ?? '';
    let found = kept.get(key);
    if (!found) kept.set(key, (found = { decision: decide(value) }));
    return found.decision;
  };
}

const jsonContentType = keptByValue(isJsonContentType);
const keptMediaType = keptByValue(answerMediaType);

/**
 * The media type Yoga answers a request with this Accept header in, when it is one of its two JSON
 * ones (null otherwise: a stream, 406, anything else is Yoga's). Yoga's result processors go through
 * the accepted types from the last listed to the first, and the JSON processor's two types in turn,
 * and the last match wins; types with a charset other than UTF-8 are skipped.
 */
export function answerMediaType(accept: string | undefined): string | null {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .flatMap((entry) => {
      const [type = '', ...parameters] = entry.split(';');
      const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
      return charset === 'charset=utf-8' ? [type] : [];
    })
    .reverse();
  let chosen: string | null = null;
  for (const type of asked) {
    for (const offered of ['application/graphql-response+json', 'application/json']) {
      if (matches(offered, type)) chosen = offered;
    }
  }
  return chosen;
}

function matches(offered: string, asked: string): boolean {
  const [offeredType, offeredSubtype] = offered.split('/');
  const [type, subtype] = asked.split('/');
  return (type === '*' || type === offeredType) && (subtype === '*' || subtype === offeredSubtype);
}

/** The body as Yoga's parameters when it is one JSON object of a query, its variables and operation name, and nothing else. */
function plainParams(body: Buffer): { query: string; variables?: Record<string, unknown> | null; operationName?: string | null } | null {
  let params: unknown;
  try {
    params = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const record = params as Record<string, unknown>;
  for (const key in record) if (!PARAMETERS.has(key)) return null;
  if (typeof record.query !== 'string') return null;
  if (record.variables != null && (typeof record.variables !== 'object' || Array.isArray(record.variables))) return null;
  if (record.operationName != null && typeof record.operationName !== 'string') return null;
  return record as { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };
}

const lowerCased = (headers: Record<string, string> | null) => Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
