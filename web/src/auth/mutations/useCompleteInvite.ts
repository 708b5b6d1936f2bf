import { graphql } from 'react-relay';
import type { useCompleteInviteMutation } from '../../__generated__/useCompleteInviteMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

const completeInviteMutation = graphql`
  mutation useCompleteInviteMutation($input: CompleteInviteInput!) {
    completeInvite(input: $input) {
      __typename
      ... on CompleteInviteSuccess {
        message
      }
      ... on InvalidLinkError {
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

export function useCompleteInvite() {
  return useNetworkMutation<useCompleteInviteMutation>(completeInviteMutation);
}
