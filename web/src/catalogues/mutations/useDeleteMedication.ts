import { graphql } from 'react-relay';
import type { useDeleteMedicationMutation } from '../../__generated__/useDeleteMedicationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteMedicationMutation($input: DeleteMedicationInput!) {
    deleteMedication(input: $input) {
      __typename
      ... on DeleteMedicationSuccess {
        deletedId
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

export function useDeleteMedication() {
  return usePromiseMutation<useDeleteMedicationMutation>(mutation);
}
