import { graphql } from 'react-relay';
import type { useSaveModificationReasonMutation } from '../../__generated__/useSaveModificationReasonMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSaveModificationReasonMutation($input: SaveModificationReasonInput!) {
    saveModificationReason(input: $input) {
      __typename
      ... on SaveModificationReasonSuccess {
        visitId
        modificationReason {
          id
          modificationDate
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

export function useSaveModificationReason() {
  return usePromiseMutation<useSaveModificationReasonMutation>(mutation);
}
