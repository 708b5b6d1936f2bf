import { graphql } from 'react-relay';
import type { useAddDiagnosisMutation } from '../../__generated__/useAddDiagnosisMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addDiagnosis', successType: 'AddDiagnosisSuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddDiagnosisMutation($input: AddDiagnosisInput!, $connections: [ID!]!) {
    addDiagnosis(input: $input) {
      __typename
      ... on AddDiagnosisSuccess {
        diagnosis @prependNode(connections: $connections, edgeTypeName: "DiagnosisEdge") {
          ...DiagnosisTab_row
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

export function useAddDiagnosis() {
  return usePromiseMutation<useAddDiagnosisMutation>(mutation, CREATED);
}
