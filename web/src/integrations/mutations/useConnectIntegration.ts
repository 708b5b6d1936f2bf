import { graphql } from 'react-relay';
import type { useConnectIntegrationMutation } from '../../__generated__/useConnectIntegrationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The app comes back with its new status and connection; Relay updates its card by id.
const connectIntegrationMutation = graphql`
  mutation useConnectIntegrationMutation($input: ConnectIntegrationInput!) {
    connectIntegration(input: $input) {
      __typename
      ... on ConnectIntegrationSuccess {
        app {
          id
          ...IntegrationCard_app
          connection {
            accountName
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
      ... on IntegrationRefusedError {
        message
      }
      ... on PartnerUnavailableError {
        message
      }
      ... on ConflictError {
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

export function useConnectIntegration() {
  return usePromiseMutation<useConnectIntegrationMutation>(connectIntegrationMutation);
}
