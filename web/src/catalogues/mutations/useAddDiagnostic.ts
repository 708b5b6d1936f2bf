import { graphql } from 'react-relay';
import type { useAddDiagnosticMutation } from '../../__generated__/useAddDiagnosticMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addDiagnostic', successType: 'AddDiagnosticSuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddDiagnosticMutation($input: AddDiagnosticInput!, $connections: [ID!]!) {
    addDiagnostic(input: $input) {
      __typename
      ... on AddDiagnosticSuccess {
        diagnostic @prependNode(connections: $connections, edgeTypeName: "DiagnosticEdge") {
          ...DiagnosticsTab_row
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

export function useAddDiagnostic() {
  return usePromiseMutation<useAddDiagnosticMutation>(mutation, CREATED);
}
