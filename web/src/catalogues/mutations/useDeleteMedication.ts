import { graphql } from 'react-relay';
import type { useDeleteMedicationMutation } from '../../__generated__/useDeleteMedicationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteMedication', successType: 'DeleteMedicationSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteMedicationMutation($input: DeleteMedicationInput!, $connections: [ID!]!) {
    deleteMedication(input: $input) {
      __typename
      ... on DeleteMedicationSuccess {
        deletedId @deleteEdge(connections: $connections)
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
  return usePromiseMutation<useDeleteMedicationMutation>(mutation, DELETED);
}
