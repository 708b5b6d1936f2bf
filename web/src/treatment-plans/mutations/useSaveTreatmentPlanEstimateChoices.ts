import { graphql } from 'react-relay';
import type { useSaveTreatmentPlanEstimateChoicesMutation } from '../../__generated__/useSaveTreatmentPlanEstimateChoicesMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

// The pet parent's Approve / Decline of a row, kept with the link until they sign (a
// reload keeps it); the rows and the Estimated Total come back as the server priced them.
const mutation = graphql`
  mutation useSaveTreatmentPlanEstimateChoicesMutation($input: SaveTreatmentPlanEstimateChoicesInput!) {
    saveTreatmentPlanEstimateChoices(input: $input) {
      __typename
      ... on SaveTreatmentPlanEstimateChoicesSuccess {
        estimate {
          items {
            ...PlanItemsTables_items @relay(mask: false)
          }
          approvedTotals {
            ...PlanItemsTables_totals @relay(mask: false)
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSaveTreatmentPlanEstimateChoices() {
  return useNetworkMutation<useSaveTreatmentPlanEstimateChoicesMutation>(mutation);
}
