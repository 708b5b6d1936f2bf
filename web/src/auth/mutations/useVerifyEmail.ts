import { graphql } from 'react-relay';
import type { useVerifyEmailMutation } from '../../__generated__/useVerifyEmailMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  return usePromiseMutation<useVerifyEmailMutation>(verifyEmailMutation);
}
