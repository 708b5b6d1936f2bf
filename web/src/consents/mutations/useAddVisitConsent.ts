import { graphql } from 'react-relay';
import type { useAddVisitConsentMutation } from '../../__generated__/useAddVisitConsentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// A clinic consent form added to the visit by hand.
const mutation = graphql`
  mutation useAddVisitConsentMutation($input: AddVisitConsentInput!) {
    addVisitConsent(input: $input) {
      __typename
      ... on AddVisitConsentSuccess {
        visit {
          ...ConsentsPanel_visit
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAddVisitConsent() {
  return usePromiseMutation<useAddVisitConsentMutation>(mutation);
}
