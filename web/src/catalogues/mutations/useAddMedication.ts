import { graphql } from 'react-relay';
import type { useAddMedicationMutation } from '../../__generated__/useAddMedicationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addMedication', successType: 'AddMedicationSuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddMedicationMutation($input: AddMedicationInput!, $connections: [ID!]!) {
    addMedication(input: $input) {
      __typename
      ... on AddMedicationSuccess {
        medication @prependNode(connections: $connections, edgeTypeName: "MedicationEdge") {
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

export function useAddMedication() {
  return usePromiseMutation<useAddMedicationMutation>(mutation, CREATED);
}
