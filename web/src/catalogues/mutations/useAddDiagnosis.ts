import { graphql } from 'react-relay';
import type { useAddDiagnosisMutation } from '../../__generated__/useAddDiagnosisMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddDiagnosisMutation($input: AddDiagnosisInput!) {
    addDiagnosis(input: $input) {
      __typename
      ... on AddDiagnosisSuccess {
        diagnosis {
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

export function useAddDiagnosis() {
  return usePromiseMutation<useAddDiagnosisMutation>(mutation);
}
