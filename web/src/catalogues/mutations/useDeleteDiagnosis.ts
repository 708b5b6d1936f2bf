import { graphql } from 'react-relay';
import type { useDeleteDiagnosisMutation } from '../../__generated__/useDeleteDiagnosisMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteDiagnosisMutation($input: DeleteDiagnosisInput!) {
    deleteDiagnosis(input: $input) {
      __typename
      ... on DeleteDiagnosisSuccess {
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

export function useDeleteDiagnosis() {
  return usePromiseMutation<useDeleteDiagnosisMutation>(mutation);
}
