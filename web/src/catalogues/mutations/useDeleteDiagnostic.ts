import { graphql } from 'react-relay';
import type { useDeleteDiagnosticMutation } from '../../__generated__/useDeleteDiagnosticMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteDiagnosticMutation($input: DeleteDiagnosticInput!) {
    deleteDiagnostic(input: $input) {
      __typename
      ... on DeleteDiagnosticSuccess {
        deletedId
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
  return usePromiseMutation<useDeleteDiagnosticMutation>(mutation);
}
