// The Relay network layer: POST /graphql with the session's bearer token. An access token
// already expired (after a reload, or a tab left idle) is renewed before sending; a 401
// 'Invalid token.' is answered by refreshing the session once and retrying; if that fails the
// session ends.
// Every mutation gets one idempotency key for the person's action, sent again on each retry: a
// mutation whose answer was lost (no answer, or the gateway's 502/503/504) is retried twice
// with a growing pause, and the server saves it once (docs/architecture.md, Failure modes).
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { renewAccessToken } from '../auth/refreshSession';
import { endSession, getSession } from '../auth/session';
import { accessTokenExpired } from '../auth/storedSession';
import { reportUnavailableServices } from '../ui/unavailableServices';
import { NoAnswerError, postGraphQL } from './request';

interface ResponseBody {
  data?: unknown;
  errors?: ReadonlyArray<{ message: string; extensions?: { code?: string } }>;
}

const RETRY_PAUSES_MS = [400, 1600];
const LOST_ANSWER_STATUSES = new Set([502, 503, 504]);

/** 128 random bits as hex (getRandomValues works on plain-http clinic networks too, randomUUID does not). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends the request; a mutation whose answer was lost is sent again with the same key. */
async function post(params: RequestParameters, variables: Variables, accessToken: string | undefined, idempotencyKey?: string): Promise<Response> {
  const send = () => postGraphQL({ query: params.text, operationName: params.name, variables }, accessToken, idempotencyKey);
  if (!idempotencyKey) return send();
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= RETRY_PAUSES_MS.length;
    try {
      const response = await send();
      if (last || !LOST_ANSWER_STATUSES.has(response.status)) return response;
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

export async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  const session = getSession();
  const sentToken = session && accessTokenExpired(session, Date.now()) ? await renewedOrEnded(session.accessToken) : session?.accessToken;
  const idempotencyKey = params.operationKind === 'mutation' ? newIdempotencyKey() : undefined;
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
