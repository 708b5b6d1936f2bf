// The Yoga app, exported apart from any listener so tests call it in-process (yoga.fetch).
import { randomUUID } from 'node:crypto';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { bearerToken, verifyAccessToken, type KeyPair } from '@vetchart/platform/access-token';
import { compileWireSchemas } from '@vetchart/contracts/wire';
import { z } from 'zod';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { useCompiledOperations, type CompiledPlainQuery } from './compiled-operations.ts';
import { getCORSHeadersByRequestAndOptions, type CORSOptions } from '@whatwg-node/server';
import { documentCaches, validationResults } from './document-caches.ts';
import { createLoaders } from './loaders/index.ts';
import { closeUpstreams, connectUpstreams, type GatewayContext, type GatewayServerContext, type UpstreamUrls } from './context.ts';
import { ServiceUnavailableError, UpstreamError } from './clients/http.ts';
import { ForbiddenError } from './errors.ts';
import { AiFieldError } from './ai/ai-errors.ts';
import { schema } from './schema/index.ts';
import { corsForOrigins } from './security/cors.ts';
import { useHideFieldSuggestionsFromAnonymous } from './security/field-suggestions.ts';
import { renderSelfHostedGraphiQL } from './security/graphiql.ts';
import { requireIdempotencyKeyForCreates } from './idempotency-required.ts';
import { randomReportLinkKey } from './results/lab-report-links.ts';
import { ResultsFieldError } from './results/results-errors.ts';
import { AuditFieldError } from './audit/audit-errors.ts';

export interface GatewayOptions {
  upstreams: UpstreamUrls;
  publicKey: KeyPair['publicKey'];
  /** Report the number of upstream REST calls of each operation in extensions.upstreamCalls. */
  countUpstreamCalls?: boolean;
  graphqlEndpoint?: string;
  /** PUBLIC_URL: the app's own origin, allowed by CORS. */
  publicUrl?: string;
  /** CORS_ALLOWED_ORIGINS: other origins whose browser pages may call the API. */
  corsAllowedOrigins?: readonly string[];
  /** In production anonymous callers get no 'Did you mean …' suggestions. */
  production?: boolean;
  /** The key lab report links are sealed with (results/lab-report-links.ts): the same in every gateway process; random when not given (one process). */
  reportLinkKey?: Uint8Array;
}

/**
 * The largest request body /graphql reads (413 past it): the largest legitimate request is an
 * upload of a 5 MB image or spreadsheet as a base64 data URI (about 7 MB) with its mutation.
 * The public port enforces it before Yoga sees the request (graphql-node-path.ts for POSTs,
 * public-app.ts: mountGraphQL for the rest), so Yoga's own limit, which pipes every body through
 * a counting stream, is off.
 */
export const GRAPHQL_MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Limits set just above what the app's own operations need (the deepest is the roles table's
 * roles → edges → node → permissionModules → permissions, fragment spreads counting as levels);
 * gateway tests run every web operation through them.
 */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 5,
  // The Subjective step's page (the note, the medication search, the pet's two reminder tables,
  // and on every step the vitals panel with the pet's last 5 vitals and the status timeline)
  // costs about 5,430 by graphql-armor's count, the Objective step's (the exam, the rule-out
  // search, the visit history and the same vitals and timeline) about 4,900. The paged tables'
  // first pages are the dearest since their lists are Relay @connections (each edge's cursor and
  // the pageInfo, which loadNext reads): the medications table's, whose rows carry their dosing
  // rows for the edit form (docs/dose-check.md), costs about 7,160; the pets table's 6,310.
  maxCost: 7300,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

export const CSRF_HEADER = 'x-graphql-csrf';

function upstreamCallCount(): Plugin<GatewayContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ args, result, setResult }) {
          if (!('data' in result || 'errors' in result)) return;
          setResult(withUpstreamCalls(result, (args.contextValue as GatewayContext).counter));
        },
      };
    },
  };
}

/** The result with the operation's upstream call count in extensions.upstreamCalls. */
export function withUpstreamCalls<Result extends ExecutionResult>(result: Result, counter: GatewayContext['counter']): Result {
  return { ...result, extensions: { ...(result.extensions ?? {}), upstreamCalls: counter.upstreamCalls } };
}

/**
 * Unexpected errors stay masked; a refusal (ForbiddenError) keeps its message and says FORBIDDEN.
 * A service refusing a token the gateway accepted (every service does once the token's session
 * has ended: signed out, revoked, its holder removed or disabled) makes the whole answer the
 * spec's 401 'Invalid token.', so the app tries to refresh, cannot, and ends the session.
 */
const showRefusals: typeof maskError = (error, message, isDev) => {
  const original = (error as { originalError?: unknown } | null)?.originalError;
  if (original instanceof ForbiddenError) {
    const { path, nodes } = error as GraphQLError;
    return createGraphQLError(original.message, { path, nodes, extensions: { code: 'FORBIDDEN' } });
  }
  // An unavailable service goes to the client as it is (its extensions say SERVICE_UNAVAILABLE
  // and the service); returning the same error keeps Yoga from logging its stack: the one log
  // line per request and service is the client layer's.
  if (original instanceof ServiceUnavailableError) return error as GraphQLError;
  // An AI field's refusal or provider failure (no result union to carry it): its message is for the client.
  if (original instanceof AiFieldError) return error as GraphQLError;
  // A results query's refusal (a date range, a template): the service's message is for the client.
  if (original instanceof ResultsFieldError) return error as GraphQLError;
  // An audit log query's refusal (a filter of another kind, a bad cursor): its message is for the client.
  if (original instanceof AuditFieldError) return error as GraphQLError;
  if (original instanceof UpstreamError && original.status === 401) {
    const { path, nodes } = error as GraphQLError;
    return createGraphQLError('Invalid token.', { path, nodes, extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
  return maskError(error, message, isDev);
};

/**
 * A service that is down fails every field that needs it (thirty on a pets table): the answer
 * keeps the first error per unavailable service and drops the rest, so people see one notice.
 */
function oneErrorPerUnavailableService(): Plugin<GatewayContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const seen = new Set<unknown>();
          const errors = result.errors.filter((error) => {
            const original = (error as GraphQLError).originalError;
            if (!(original instanceof ServiceUnavailableError)) return true;
            if (seen.has(original.service)) return false;
            seen.add(original.service);
            return true;
          });
          if (errors.length !== result.errors.length) setResult({ ...result, errors });
        },
      };
    },
  };
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

export function createGateway(options: GatewayOptions) {
  // Every row of every service answer is parsed with its contract: through code made for each
  // contract's shape (contracts/wire.ts), which a server may make and the web app may not.
  compileWireSchemas(z.object);
  // One keep-alive pool per service for the life of the gateway (closed by gateway.dispose()).
  const upstreams = connectUpstreams(options.upstreams);
  const reportLinkKey = options.reportLinkKey ?? randomReportLinkKey();
  const makeContext = gatewayContextFactory(options.publicKey, upstreams, reportLinkKey);
  const compiledOperations = process.env.GATEWAY_COMPILE_OPERATIONS === '0' ? null : useCompiledOperations();
  const cors = corsForOrigins(options.publicUrl, options.corsAllowedOrigins ?? [], [CSRF_HEADER]);
  const gateway = createYoga<GatewayServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: options.graphqlEndpoint ?? '/graphql',
    landingPage: false,
    maskedErrors: { maskError: showRefusals },
    graphiql: { title: 'VetChart API', headers: JSON.stringify({ [CSRF_HEADER]: '1' }) },
    renderGraphiQL: renderSelfHostedGraphiQL,
    cors,
    maxRequestBodySize: false,
    parserAndValidationCache: documentCaches(),
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      ...(compiledOperations ? [compiledOperations] : []),
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.maxDepth },
        maxAliases: { n: QUERY_LIMITS.maxAliases },
        costLimit: { maxCost: QUERY_LIMITS.maxCost },
        maxTokens: { n: QUERY_LIMITS.maxTokens },
        maxDirectives: { n: QUERY_LIMITS.maxDirectives },
        blockFieldSuggestion: { enabled: false },
      }),
      ...(options.countUpstreamCalls ? [upstreamCallCount()] : []),
      useHideFieldSuggestionsFromAnonymous({ production: options.production ?? false, publicKey: options.publicKey }),
      oneErrorPerUnavailableService(),
      requireIdempotencyKeyForCreates(),
      validationResults(),
      // Last, so that its execute function is the one that runs.
      replayComputedResults(),
    ],
    context: ({ request, clientAddress }) => makeContext(request.headers, clientAddress),
  });
  gateway.disposableStack.defer(() => closeUpstreams(upstreams));
  // What the node path needs to answer a plain query itself (graphql-plain-queries.ts).
  const plainQueries: PlainQueryHooks | null = compiledOperations && {
    compiledQuery: compiledOperations.compiledQuery,
    context: makeContext,
    corsHeaders: (headers) => {
      const request = { headers } as unknown as Request;
      return getCORSHeadersByRequestAndOptions(request, typeof cors === 'function' ? (cors(request) as CORSOptions) : (cors as CORSOptions));
    },
    countUpstreamCalls: options.countUpstreamCalls ?? false,
  };
  // The public port's token routes (documents/serve-documents.ts) reach the services through the same
  // pools; its authenticated REST routes (soap-templates/template-builder-route.ts) verify tokens
  // with the same key as /graphql.
  return Object.assign(gateway, { upstreams, reportLinkKey, publicKey: options.publicKey, plainQueries });
}

/** A request's headers as the context and CORS read them (Headers, or Node's own object behind a getter). */
export interface HeaderReader {
  get(name: string): string | null;
}

export interface PlainQueryHooks {
  compiledQuery: (text: string) => CompiledPlainQuery | undefined;
  /** The context Yoga builds for a request with these headers (it throws what Yoga would answer). */
  context: (headers: HeaderReader, clientAddress: string | undefined) => Promise<GatewayContext>;
  /** The CORS headers Yoga's adapter adds to an answer to a request with these headers (null: none). */
  corsHeaders: (headers: HeaderReader) => Record<string, string> | null;
  /** Whether answers carry extensions.upstreamCalls (upstreamCallCount above). */
  countUpstreamCalls: boolean;
}

/**
 * Where the node path hands Yoga a result it has already computed (graphql-plain-queries.ts: a
 * plain query whose result has errors). Yoga then does all it does with a request but run the
 * operation again: its plugins' work on the result (error masking, one error per unavailable
 * service, the errors' locations), its result processing and its headers.
 */
export const COMPUTED_RESULT = Symbol('computed result');

export interface ComputedResult {
  result: ExecutionResult;
  /** The counter of the execution that made it (its upstream calls). */
  counter: GatewayContext['counter'];
}

function replayComputedResults(): Plugin<GatewayContext> {
  return {
    onExecute({ args, setExecuteFn, extendContext }) {
      const computed = (args.contextValue as { [COMPUTED_RESULT]?: ComputedResult })[COMPUTED_RESULT];
      if (!computed) return;
      extendContext({ counter: computed.counter });
      setExecuteFn(() => computed.result);
    },
  };
}

/**
 * The context of an operation: the caller's verified token, the request's service loaders and
 * its counter. A stale or forged token and a malformed Idempotency-Key are refused here.
 */
function gatewayContextFactory(publicKey: KeyPair['publicKey'], upstreams: ReturnType<typeof connectUpstreams>, reportLinkKey: Uint8Array) {
  return async (headers: HeaderReader, clientAddress: string | undefined): Promise<GatewayContext> => {
    const token = bearerToken(headers.get('authorization'));
    let principal = null;
    if (token) {
      try {
        principal = await verifyAccessToken(publicKey, token);
      } catch {
        // The spec's rule: a stale or forged token is a 401 'Invalid token.'; the client
        // refreshes once and retries.
        throw createGraphQLError('Invalid token.', {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        });
      }
    }
    // The client's key for this mutation (one per person's action, the same on its retries).
    const idempotencyKey = headers.get('idempotency-key');
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw createGraphQLError('The Idempotency-Key header must be 8 to 100 letters, digits or _ . : -', {
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      });
    }
    const sentRequestId = headers.get('x-request-id');
    const counter = {
      upstreamCalls: 0,
      requestId: sentRequestId && REQUEST_ID.test(sentRequestId) ? sentRequestId : randomUUID(),
      idempotencyKey,
    };
    const clientUserAgent = headers.get('user-agent')?.slice(0, 1000) || undefined;
    return { token, principal, counter, clientUserAgent, reportLinkKey, loaders: createLoaders(upstreams, token, counter, clientAddress) };
  };
}
