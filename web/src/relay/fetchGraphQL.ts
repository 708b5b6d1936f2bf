// The Relay network layer: POST /graphql with the session's bearer token. A 401 'Invalid token.'
// is answered by refreshing the session once and retrying; if that fails the session ends.
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { renewAccessToken } from '../auth/refreshSession';
import { endSession, getSession } from '../auth/session';
import { postGraphQL } from './request';

interface ResponseBody {
  data?: unknown;
  errors?: ReadonlyArray<{ message: string }>;
}

function post(params: RequestParameters, variables: Variables, accessToken: string | undefined): Promise<Response> {
  return postGraphQL({ query: params.text, operationName: params.name, variables }, accessToken);
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

export async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  const sentToken = getSession()?.accessToken;
  let response = await post(params, variables, sentToken);
  let body = await readBody(response);

  if (sentToken && isInvalidToken(response, body)) {
    const renewed = await renewAccessToken(sentToken);
    if (!renewed) {
      endSession();
      throw new Error('Your session has ended. Please sign in again.');
    }
    response = await post(params, variables, renewed);
    body = await readBody(response);
  }

  if (!body) throw new Error(`The server could not answer (HTTP ${response.status}). Please try again later.`);
  if (body.data == null && body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('\n'));
  return body as GraphQLResponse;
}
