import { graphql } from 'react-relay';
import type { useSignUpMutation } from '../../__generated__/useSignUpMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

const signUpMutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on SignUpSuccess {
        email
        message
      }
      ... on ThrottledError {
        message
      }
      ... on InputValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

export function useSignUp() {
  return useNetworkMutation<useSignUpMutation>(signUpMutation);
}
