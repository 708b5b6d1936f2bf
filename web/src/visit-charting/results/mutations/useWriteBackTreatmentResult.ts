import { graphql } from 'react-relay';
import type { useWriteBackTreatmentResultMutation } from '../../../__generated__/useWriteBackTreatmentResultMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Write Back: the saved treatment result, as its template's sections, recorded on the patient in
// the connected practice system (Covetrus); writing again updates the same record.
const mutation = graphql`
  mutation useWriteBackTreatmentResultMutation($input: WriteBackTreatmentResultInput!) {
    writeBackTreatmentResult(input: $input) {
      __typename
      ... on WriteBackTreatmentResultSuccess {
        message
        treatmentResult {
          id
          writtenBackAt
          writtenBackTo
        }
      }
      ... on InputValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useWriteBackTreatmentResult() {
  return usePromiseMutation<useWriteBackTreatmentResultMutation>(mutation);
}
