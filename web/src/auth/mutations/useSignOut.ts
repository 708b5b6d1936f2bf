import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { useSignOutMutation } from '../../__generated__/useSignOutMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { clearSession, getSession } from '../session';

const signOutMutation = graphql`
  mutation useSignOutMutation($input: SignOutInput!) {
    signOut(input: $input) {
      __typename
      ... on SignOutSuccess {
        message
      }
    }
  }
`;

/** Ends the session on the server, then forgets it here and returns to sign-in. */
export function useSignOut(): [() => Promise<void>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<useSignOutMutation>(signOutMutation);
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    const session = getSession();
    try {
      if (session) await commit({ input: { refreshToken: session.refreshToken } });
    } catch {
      // The local session ends whatever the server said; an unreachable server must not keep
      // someone signed in on a shared computer.
    }
    clearSession();
    navigate('/', { replace: true });
  }, [commit, navigate]);
  return [signOut, isInFlight];
}
