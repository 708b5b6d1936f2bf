import { graphql } from 'react-relay';
import type { useSignTreatmentPlanMutation } from '../../../__generated__/useSignTreatmentPlanMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Approve (or Decline with a reason) in person: the signature, the signer's name and every row's
// decision are saved as the signed plan; the visit moves on ('Ready for Treatment').
const mutation = graphql`
  mutation useSignTreatmentPlanMutation($input: SignTreatmentPlanInput!) {
    signTreatmentPlan(input: $input) {
      __typename
      ... on SignTreatmentPlanSuccess {
        signedTreatmentPlan {
          ...PlanStep_signed
        }
        visit {
          id
          isReadOnly
          updatedAt
          lastModifiedByName
          summariesAvailable
          status {
            name
          }
          statusLogs {
            id
            event
            userName
            createdAt
          }
          signedTreatmentPlan {
            ...PlanStep_signed
          }
          treatmentPlan {
            ...PlanStep_plan
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

export function useSignTreatmentPlan() {
  return usePromiseMutation<useSignTreatmentPlanMutation>(mutation);
}
