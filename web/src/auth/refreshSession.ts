// Trading the refresh token for new tokens. This runs outside the Relay store (a plain fetch
// from the network layer) and without the rejected access token, which the gateway would refuse.
// Tabs share the stored session, so one tab renews at a time (a Web Lock) and the others take
// the pair it stored; a refusal clears the session only if no other tab renewed it meanwhile.
import { graphql } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import type { refreshSessionMutation$data } from '../__generated__/refreshSessionMutation.graphql';
import { postGraphQL } from '../relay/request';
import { getSession, syncSessionFromStorage, updateSessionTokens } from './session';
import { renewalAfterWaiting } from './storedSession';

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

const RENEWAL_LOCK = 'vetchart.session-renewal';

let inFlight: Promise<string | null> | null = null;

/**
 * A usable access token to retry a request that was refused with `rejectedToken` (or to send
 * one whose token has expired), or null when the session cannot be renewed. Every request of the
 * tab refused at the same time shares one refresh, and tabs take turns.
 */
export function renewAccessToken(rejectedToken: string): Promise<string | null> {
  const session = getSession();
  if (!session) return Promise.resolve(null);
  if (session.accessToken !== rejectedToken) return Promise.resolve(session.accessToken);
  const held = session.refreshToken;
  inFlight ??= withRenewalLock(() => renewHeld(held)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

// Web Locks exist only in secure contexts (https, localhost). On a plain-http clinic network two
// tabs may both rotate the same token; the auth service answers both with the same pair.
async function withRenewalLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return await navigator.locks.request(RENEWAL_LOCK, work);
  return work();
}

async function renewHeld(heldRefreshToken: string): Promise<string | null> {
  const renewal = renewalAfterWaiting(syncSessionFromStorage(), heldRefreshToken);
  if (renewal.kind === 'signed-out') return null;
  if (renewal.kind === 'adopt') return renewal.session.accessToken;
  return refresh(renewal.refreshToken);
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
    // A tab without the lock may have renewed meanwhile: its pair is good, the session goes on.
    const renewal = renewalAfterWaiting(syncSessionFromStorage(), refreshToken);
    if (renewal.kind === 'adopt') return renewal.session.accessToken;
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
