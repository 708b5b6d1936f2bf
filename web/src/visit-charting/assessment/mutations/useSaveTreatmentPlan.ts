import { graphql } from 'react-relay';
import type { useSaveTreatmentPlanMutation } from '../../../__generated__/useSaveTreatmentPlanMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Saves the visit's whole working plan (the first save creates it). The plan comes back priced by
// the server and normalised, with the visit pointing at it, so the step and the page update from
// the store; a stale save brings the plan as it is now. The network layer sends one idempotency
// key per call (relay/fetchGraphQL.ts), so a retried save is never written twice.
const mutation = graphql`
  mutation useSaveTreatmentPlanMutation($input: SaveTreatmentPlanInput!) {
    saveTreatmentPlan(input: $input) {
      __typename
      ... on SaveTreatmentPlanSuccess {
        treatmentPlan {
          id
          ...AssessmentStep_plan
        }
        visit {
          id
          updatedAt
          lastModifiedByName
          status {
            name
          }
          treatmentPlan {
            id
          }
        }
      }
      ... on TreatmentPlanStaleVersionError {
        message
        changedByName
        changedAt
        current {
          id
          ...AssessmentStep_plan
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

export function useSaveTreatmentPlan() {
  return usePromiseMutation<useSaveTreatmentPlanMutation>(mutation);
}
