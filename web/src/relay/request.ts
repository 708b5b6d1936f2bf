// What every request to the gateway shares: the endpoint, the spec's 180-second timeout
// (section 9), and messages people can act on when the server cannot be reached.
export const GRAPHQL_ENDPOINT = '/graphql';
const REQUEST_TIMEOUT_MS = 180_000;

export async function postGraphQL(body: unknown, accessToken?: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error('The server took too long to answer. Please try again.');
    }
    throw new Error('The server could not be reached. Please check your connection and try again.');
  }
}
