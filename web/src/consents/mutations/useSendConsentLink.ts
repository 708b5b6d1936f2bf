import { graphql } from 'react-relay';
import type { useSendConsentLinkMutation } from '../../__generated__/useSendConsentLinkMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// A consent form e-mailed to the pet parent to sign through its link.
const mutation = graphql`
  mutation useSendConsentLinkMutation($input: SendConsentLinkInput!) {
    sendConsentLink(input: $input) {
      __typename
      ... on SendConsentLinkSuccess {
        email
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

export function useSendConsentLink() {
  return usePromiseMutation<useSendConsentLinkMutation>(mutation);
}
