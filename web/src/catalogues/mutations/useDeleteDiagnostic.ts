import { graphql } from 'react-relay';
import type { useDeleteDiagnosticMutation } from '../../__generated__/useDeleteDiagnosticMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteDiagnostic', successType: 'DeleteDiagnosticSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteDiagnosticMutation($input: DeleteDiagnosticInput!, $connections: [ID!]!) {
    deleteDiagnostic(input: $input) {
      __typename
      ... on DeleteDiagnosticSuccess {
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

export function useDeleteDiagnostic() {
  return usePromiseMutation<useDeleteDiagnosticMutation>(mutation, DELETED);
}
