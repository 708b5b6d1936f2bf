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
