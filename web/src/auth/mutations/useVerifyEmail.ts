import { graphql } from 'react-relay';
import type { useVerifyEmailMutation } from '../../__generated__/useVerifyEmailMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

const verifyEmailMutation = graphql`
  mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on VerifyEmailSuccess {
        message
      }
      ... on InvalidLinkError {
        message
      }
    }
  }
`;

export function useVerifyEmail() {
  return useNetworkMutation<useVerifyEmailMutation>(verifyEmailMutation);
}
