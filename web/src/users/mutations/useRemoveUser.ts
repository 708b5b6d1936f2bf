import { graphql } from 'react-relay';
import type { useRemoveUserMutation } from '../../__generated__/useRemoveUserMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRemoveUserMutation($input: RemoveUserInput!) {
    removeUser(input: $input) {
      __typename
      ... on RemoveUserSuccess {
        removedUserId
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRemoveUser() {
  return usePromiseMutation<useRemoveUserMutation>(mutation);
}
