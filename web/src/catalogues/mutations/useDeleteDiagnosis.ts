import { graphql } from 'react-relay';
import type { useDeleteDiagnosisMutation } from '../../__generated__/useDeleteDiagnosisMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteDiagnosis', successType: 'DeleteDiagnosisSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteDiagnosisMutation($input: DeleteDiagnosisInput!, $connections: [ID!]!) {
    deleteDiagnosis(input: $input) {
      __typename
      ... on DeleteDiagnosisSuccess {
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

export function useDeleteDiagnosis() {
  return usePromiseMutation<useDeleteDiagnosisMutation>(mutation, DELETED);
}
