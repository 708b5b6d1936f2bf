import { graphql } from 'react-relay';
import type { useResetPasswordMutation } from '../../__generated__/useResetPasswordMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

const resetPasswordMutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordSuccess {
        message
      }
      ... on InvalidLinkError {
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

export function useResetPassword() {
  return useNetworkMutation<useResetPasswordMutation>(resetPasswordMutation);
}
