// What every request to the gateway shares: the endpoint, the spec's 180-second timeout
// (section 9), and messages people can act on when the server cannot be reached.
export const GRAPHQL_ENDPOINT = '/graphql';
const REQUEST_TIMEOUT_MS = 180_000;

/** Thrown when no answer arrived at all: the request may or may not have reached the server. */
export class NoAnswerError extends Error {}

/**
 * POSTs one GraphQL request. A write passes the idempotency key of the person's action: the same
 * key on every retry of that action, so the server saves it once however often it is sent.
 */
export async function postGraphQL(body: unknown, accessToken?: string, idempotencyKey?: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  try {
    return await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new NoAnswerError('The server took too long to answer. Please try again.');
    }
    throw new NoAnswerError('The server could not be reached. Please check your connection and try again.');
  }
}
