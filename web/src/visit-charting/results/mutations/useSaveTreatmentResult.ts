import { graphql } from 'react-relay';
import type { useSaveTreatmentResultMutation } from '../../../__generated__/useSaveTreatmentResultMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The treatment result's save (spec 002 section 4 'Treatment result save'): the first save creates
// it, later ones update the version they were based on; a stale save answers who changed it and
// the result as it is now, and the person's edits stay on screen.
const mutation = graphql`
  mutation useSaveTreatmentResultMutation($input: SaveTreatmentResultInput!) {
    saveTreatmentResult(input: $input) {
      __typename
      ... on SaveTreatmentResultSuccess {
        treatmentResult {
          id
          version
        }
        visit {
          ...ResultsStep_visit
        }
      }
      ... on TreatmentResultStaleVersionError {
        message
        changedByName
        changedAt
        current {
          id
          version
          updatedByName
          updatedAt
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

export function useSaveTreatmentResult() {
  return usePromiseMutation<useSaveTreatmentResultMutation>(mutation);
}
