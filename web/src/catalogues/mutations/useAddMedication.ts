import { graphql } from 'react-relay';
import type { useAddMedicationMutation } from '../../__generated__/useAddMedicationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddMedicationMutation($input: AddMedicationInput!) {
    addMedication(input: $input) {
      __typename
      ... on AddMedicationSuccess {
        medication {
          id
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

export function useAddMedication() {
  return usePromiseMutation<useAddMedicationMutation>(mutation);
}
