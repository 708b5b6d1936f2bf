import { graphql } from 'react-relay';
import type { useWriteBackTreatmentResultMutation } from '../../../__generated__/useWriteBackTreatmentResultMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Write Back: the saved treatment result, as its template's sections, queued to be recorded on the
// patient in the connected practice system (Covetrus) by a background task whose state the
// result shows (write-back/PracticeExportStatus); each saved version is written once.
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
          practiceExport {
            id
            ...PracticeExportStatus_practiceExport
          }
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
