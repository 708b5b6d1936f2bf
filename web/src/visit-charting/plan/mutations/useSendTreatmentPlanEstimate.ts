import { graphql } from 'react-relay';
import type { useSendTreatmentPlanEstimateMutation } from '../../../__generated__/useSendTreatmentPlanEstimateMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// 'Send Treatment by Email': the pet parent gets a link to the public estimate page.
const mutation = graphql`
  mutation useSendTreatmentPlanEstimateMutation($input: SendTreatmentPlanEstimateInput!) {
    sendTreatmentPlanEstimate(input: $input) {
      __typename
      ... on SendTreatmentPlanEstimateSuccess {
        email
        expiresAt
        # The Plan step's reminder line follows the new link at once.
        visit {
          id
          estimateFollowUp {
            ...LinkReminders_followUp
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

export function useSendTreatmentPlanEstimate() {
  return usePromiseMutation<useSendTreatmentPlanEstimateMutation>(mutation);
}
