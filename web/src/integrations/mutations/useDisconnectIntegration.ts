import { graphql } from 'react-relay';
import type { useDisconnectIntegrationMutation } from '../../__generated__/useDisconnectIntegrationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const disconnectIntegrationMutation = graphql`
  mutation useDisconnectIntegrationMutation($input: DisconnectIntegrationInput!) {
    disconnectIntegration(input: $input) {
      __typename
      ... on DisconnectIntegrationSuccess {
        app {
          id
          ...IntegrationCard_app
        }
      }
      ... on InputValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
      ... on ForbiddenError {
        message
      }
    }
  }
`;

export function useDisconnectIntegration() {
  return usePromiseMutation<useDisconnectIntegrationMutation>(disconnectIntegrationMutation);
}
