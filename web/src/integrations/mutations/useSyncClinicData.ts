import { graphql } from 'react-relay';
import type { useSyncClinicDataMutation } from '../../__generated__/useSyncClinicDataMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const syncClinicDataMutation = graphql`
  mutation useSyncClinicDataMutation($input: SyncClinicDataInput!) {
    syncClinicData(input: $input) {
      __typename
      ... on SyncClinicDataSuccess {
        message
      }
      ... on IntegrationNotConnectedError {
        message
      }
      ... on IntegrationRefusedError {
        message
      }
      ... on PartnerUnavailableError {
        message
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

export function useSyncClinicData() {
  return usePromiseMutation<useSyncClinicDataMutation>(syncClinicDataMutation);
}
