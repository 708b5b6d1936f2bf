import { graphql } from 'react-relay';
import type { useSignInMutation } from '../../__generated__/useSignInMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

// The viewer is selected field by field (not through fragments) because it is stored as the
// plain session record of spec section 3.
const signInMutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInSuccess {
        session {
          accessToken
          refreshToken
          accessTokenExpiresAt
          viewer {
            user {
              id
              userCode
              email
              firstName
              lastName
              fullName
              isSuperAdmin
              isClientAdmin
            }
            role {
              id
              name
              slug
            }
            permissions {
              id
              name
            }
            clinics {
              id
              name
              clinicCode
            }
            organization {
              id
              name
              organizationCode
            }
            subscription {
              planCode
            }
          }
        }
      }
      ... on InputValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
      ... on AuthenticationError {
        message
      }
      ... on ThrottledError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useSignIn() {
  return useNetworkMutation<useSignInMutation>(signInMutation);
}
