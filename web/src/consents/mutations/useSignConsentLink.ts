import { graphql } from 'react-relay';
import type { useSignConsentLinkMutation } from '../../__generated__/useSignConsentLinkMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

// The pet parent signs (or declines) the consent their link shows; the page becomes read-only.
const mutation = graphql`
  mutation useSignConsentLinkMutation($input: SignConsentLinkInput!) {
    signConsentLink(input: $input) {
      __typename
      ... on SignConsentLinkSuccess {
        consentSignature {
          ...ConsentLinkPage_signature @relay(mask: false)
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

export function useSignConsentLink() {
  return useNetworkMutation<useSignConsentLinkMutation>(mutation);
}
