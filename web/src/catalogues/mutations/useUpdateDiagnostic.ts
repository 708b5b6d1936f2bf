import { graphql } from 'react-relay';
import type { useUpdateDiagnosticMutation } from '../../__generated__/useUpdateDiagnosticMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateDiagnosticMutation($input: UpdateDiagnosticInput!) {
    updateDiagnostic(input: $input) {
      __typename
      ... on UpdateDiagnosticSuccess {
        diagnostic {
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

export function useUpdateDiagnostic() {
  return usePromiseMutation<useUpdateDiagnosticMutation>(mutation);
}
