// The Relay network layer: POST /graphql with the session's bearer token. An access token
// already expired (after a reload, or a tab left idle) is renewed before sending; a 401
// 'Invalid token.' is answered by refreshing the session once and retrying; if that fails the
// session ends.
// Every mutation gets one idempotency key for the person's action, sent again on each retry: a
// mutation whose answer was lost (no answer, the gateway's 502/503/504, or its error marked
// `retryable`: the service's answer to the write never reached the gateway) is retried twice
// with a growing pause, and the server saves it once (docs/architecture.md, Failure modes).
// The mutation hooks pass the key of the person's action (relay/actionKey.ts) in the request's
// cacheConfig, so a second click after a failure sends the first click's key again.
import type { CacheConfig, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { renewAccessToken } from '../auth/refreshSession';
import { endSession, getSession } from '../auth/session';
import { accessTokenExpired } from '../auth/storedSession';
import { reportUnavailableServices } from '../ui/unavailableServices';
import { newIdempotencyKey } from './actionKey';
import { trackQuery } from './queriesInFlight';
import { NoAnswerError, postGraphQL } from './request';

interface ResponseBody {
  data?: unknown;
  errors?: ReadonlyArray<{ message: string; extensions?: { code?: string; retryable?: boolean } }>;
}

const RETRY_PAUSES_MS = [400, 1600];
const LOST_ANSWER_STATUSES = new Set([502, 503, 504]);

/** The gateway's answer to a write whose service answer was lost: nothing else, and safe to resend with the key. */
async function answerLost(response: Response): Promise<boolean> {
  if (LOST_ANSWER_STATUSES.has(response.status)) return true;
  if (!response.ok) return false;
  const body = await readBody(response.clone());
  return body?.data == null && body?.errors?.some((error) => error.extensions?.retryable === true) === true;
}

/** Sends the request; a mutation whose answer was lost is sent again with the same key. */
async function post(params: RequestParameters, variables: Variables, accessToken: string | undefined, idempotencyKey?: string): Promise<Response> {
  const send = () => postGraphQL({ query: params.text, operationName: params.name, variables }, accessToken, idempotencyKey);
  if (!idempotencyKey) return send();
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= RETRY_PAUSES_MS.length;
    try {
      const response = await send();
      if (last || !(await answerLost(response))) return response;
    } catch (error) {
      if (last || !(error instanceof NoAnswerError)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSES_MS[attempt]));
  }
}

async function readBody(response: Response): Promise<ResponseBody | null> {
  try {
    return (await response.json()) as ResponseBody;
  } catch {
    return null;
  }
}

function isInvalidToken(response: Response, body: ResponseBody | null): boolean {
  return response.status === 401 && body?.errors?.some((error) => error.message === 'Invalid token.') === true;
}

async function renewedOrEnded(token: string): Promise<string> {
  const renewed = await renewAccessToken(token);
  if (renewed) return renewed;
  endSession();
  throw new Error('Your session has ended. Please sign in again.');
}

export function fetchGraphQL(params: RequestParameters, variables: Variables, cacheConfig?: CacheConfig | null): Promise<GraphQLResponse> {
  const answer = send(params, variables, cacheConfig);
  return params.operationKind === 'query' ? trackQuery(answer) : answer;
}

async function send(params: RequestParameters, variables: Variables, cacheConfig?: CacheConfig | null): Promise<GraphQLResponse> {
  const session = getSession();
  const sentToken = session && accessTokenExpired(session, Date.now()) ? await renewedOrEnded(session.accessToken) : session?.accessToken;
  const actionKey = cacheConfig?.metadata?.idempotencyKey;
  const idempotencyKey = params.operationKind === 'mutation' ? (typeof actionKey === 'string' ? actionKey : newIdempotencyKey()) : undefined;
  let response = await post(params, variables, sentToken, idempotencyKey);
  let body = await readBody(response);

  if (sentToken && isInvalidToken(response, body)) {
    const renewed = await renewedOrEnded(sentToken);
    response = await post(params, variables, renewed, idempotencyKey);
    body = await readBody(response);
  }

  if (!body) throw new Error(`The server could not answer (HTTP ${response.status}). Please try again later.`);
  // A part of the product that is down: the screen keeps what loaded and says what did not.
  const unavailable = body.errors?.filter((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE') ?? [];
  if (body.data != null && unavailable.length) reportUnavailableServices(unavailable.map((error) => error.message));
  if (body.data == null && body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('\n'));
  return body as GraphQLResponse;
}
