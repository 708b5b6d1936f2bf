import { graphql } from 'react-relay';
import type { useApproveTreatmentPlanEstimateMutation } from '../../__generated__/useApproveTreatmentPlanEstimateMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

// The pet parent approves the plan by link with a drawn signature and each row's decision; the
// signed plan comes back and the page becomes read-only.
const mutation = graphql`
  mutation useApproveTreatmentPlanEstimateMutation($input: ApproveTreatmentPlanEstimateInput!) {
    approveTreatmentPlanEstimate(input: $input) {
      __typename
      ... on ApproveTreatmentPlanEstimateSuccess {
        signed {
          ...TreatmentPlanEstimatePage_signed @relay(mask: false)
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

export function useApproveTreatmentPlanEstimate() {
  return useNetworkMutation<useApproveTreatmentPlanEstimateMutation>(mutation);
}
