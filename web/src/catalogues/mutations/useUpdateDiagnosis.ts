import { graphql } from 'react-relay';
import type { useUpdateDiagnosisMutation } from '../../__generated__/useUpdateDiagnosisMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateDiagnosisMutation($input: UpdateDiagnosisInput!) {
    updateDiagnosis(input: $input) {
      __typename
      ... on UpdateDiagnosisSuccess {
        diagnosis {
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

export function useUpdateDiagnosis() {
  return usePromiseMutation<useUpdateDiagnosisMutation>(mutation);
}
