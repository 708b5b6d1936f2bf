import { graphql } from 'react-relay';
import type { useSignVisitConsentMutation } from '../../__generated__/useSignVisitConsentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// A consent signed or declined in person: the visit comes back with its consents and status (the
// last consent a signed plan waited for moves it to 'Ready for Treatment').
const mutation = graphql`
  mutation useSignVisitConsentMutation($input: SignVisitConsentInput!) {
    signVisitConsent(input: $input) {
      __typename
      ... on SignVisitConsentSuccess {
        consentSignature {
          declined
        }
        visit {
          isReadOnly
          status {
            name
          }
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

export function useSignVisitConsent() {
  return usePromiseMutation<useSignVisitConsentMutation>(mutation);
}
