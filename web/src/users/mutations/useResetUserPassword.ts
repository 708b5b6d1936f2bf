import { graphql } from 'react-relay';
import type { useResetUserPasswordMutation } from '../../__generated__/useResetUserPasswordMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useResetUserPasswordMutation($input: ResetUserPasswordInput!) {
    resetUserPassword(input: $input) {
      __typename
      ... on ResetUserPasswordSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useResetUserPassword() {
  return usePromiseMutation<useResetUserPasswordMutation>(mutation);
}
