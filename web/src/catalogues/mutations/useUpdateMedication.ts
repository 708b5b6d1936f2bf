import { graphql } from 'react-relay';
import type { useUpdateMedicationMutation } from '../../__generated__/useUpdateMedicationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateMedicationMutation($input: UpdateMedicationInput!) {
    updateMedication(input: $input) {
      __typename
      ... on UpdateMedicationSuccess {
        medication {
          ...MedicationsTab_row
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

export function useUpdateMedication() {
  return usePromiseMutation<useUpdateMedicationMutation>(mutation);
}
