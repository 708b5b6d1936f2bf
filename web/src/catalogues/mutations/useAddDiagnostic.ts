import { graphql } from 'react-relay';
import type { useAddDiagnosticMutation } from '../../__generated__/useAddDiagnosticMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddDiagnosticMutation($input: AddDiagnosticInput!) {
    addDiagnostic(input: $input) {
      __typename
      ... on AddDiagnosticSuccess {
        diagnostic {
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

export function useAddDiagnostic() {
  return usePromiseMutation<useAddDiagnosticMutation>(mutation);
}
