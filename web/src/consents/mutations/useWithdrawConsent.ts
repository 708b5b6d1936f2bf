import { graphql } from 'react-relay';
import type { useWithdrawConsentMutation } from '../../__generated__/useWithdrawConsentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// A signed consent withdrawn with its reason; the visit's consents come back.
const mutation = graphql`
  mutation useWithdrawConsentMutation($input: WithdrawConsentInput!) {
    withdrawConsent(input: $input) {
      __typename
      ... on WithdrawConsentSuccess {
        visit {
          ...ConsentsPanel_visit
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

export function useWithdrawConsent() {
  return usePromiseMutation<useWithdrawConsentMutation>(mutation);
}
