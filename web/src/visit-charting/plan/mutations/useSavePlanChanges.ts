import { graphql } from 'react-relay';
import type { useSavePlanChangesMutation } from '../../../__generated__/useSavePlanChangesMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The plan step's saves (saveTreatmentPlan): the description from Save Changes and each row's
// Approve / Decline, saved at once. The plan comes back priced and with the decisions' dates; a
// stale save brings the current plan, which the step then shows.
const mutation = graphql`
  mutation useSavePlanChangesMutation($input: SaveTreatmentPlanInput!) {
    saveTreatmentPlan(input: $input) {
      __typename
      ... on SaveTreatmentPlanSuccess {
        treatmentPlan {
          version
          ...PlanStep_plan
        }
        visit {
          id
          isReadOnly
          updatedAt
          status {
            name
          }
        }
      }
      ... on TreatmentPlanStaleVersionError {
        message
        changedByName
        changedAt
        current {
          ...PlanStep_plan
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

export function useSavePlanChanges() {
  return usePromiseMutation<useSavePlanChangesMutation>(mutation);
}
