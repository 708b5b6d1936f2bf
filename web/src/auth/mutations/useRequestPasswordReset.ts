import { graphql } from 'react-relay';
import type { useRequestPasswordResetMutation } from '../../__generated__/useRequestPasswordResetMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

const requestPasswordResetMutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetSuccess {
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

export function useRequestPasswordReset() {
  return useNetworkMutation<useRequestPasswordResetMutation>(requestPasswordResetMutation);
}
