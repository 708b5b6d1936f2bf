import { graphql } from 'react-relay';
import type { useResetPasswordMutation } from '../../__generated__/useResetPasswordMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  return usePromiseMutation<useResetPasswordMutation>(resetPasswordMutation);
}
