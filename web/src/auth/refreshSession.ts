// Trading the refresh token for new tokens. This runs outside the Relay store (a plain fetch
// from the network layer) and without the rejected access token, which the gateway would refuse.
import { graphql } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import type { refreshSessionMutation$data } from '../__generated__/refreshSessionMutation.graphql';
import { postGraphQL } from '../relay/request';
import { getSession, updateSessionTokens } from './session';

const refreshSessionMutation = graphql`
  mutation refreshSessionMutation($input: RefreshSessionInput!) {
    refreshSession(input: $input) {
      __typename
      ... on RefreshSessionSuccess {
        accessToken
        refreshToken
        accessTokenExpiresAt
      }
      ... on AuthenticationError {
        message
      }
    }
  }
` as ConcreteRequest;

let inFlight: Promise<string | null> | null = null;

/**
 * A usable access token to retry a request that was refused with `rejectedToken`, or null when
 * the session cannot be renewed. Every request refused at the same time shares one refresh.
 */
export function renewAccessToken(rejectedToken: string): Promise<string | null> {
  const session = getSession();
  if (!session) return Promise.resolve(null);
  if (session.accessToken !== rejectedToken) return Promise.resolve(session.accessToken);
  inFlight ??= refresh(session.refreshToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function refresh(refreshToken: string): Promise<string | null> {
  const response = await postGraphQL({
    query: refreshSessionMutation.params.text,
    operationName: refreshSessionMutation.params.name,
    variables: { input: { refreshToken } },
  });
  const body = (await response.json().catch(() => null)) as { data?: refreshSessionMutation$data } | null;
  const result = body?.data?.refreshSession;
  if (result?.__typename !== 'RefreshSessionSuccess') {
    // A refusal ends the session; anything else (the gateway down, a 5xx) is not the session's fault.
    if (result || response.status === 401 || response.status === 400) return null;
    throw new Error('The server could not be reached. Please try again.');
  }
  updateSessionTokens({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    accessTokenExpiresAt: result.accessTokenExpiresAt,
  });
  return result.accessToken;
}
