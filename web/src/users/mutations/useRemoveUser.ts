import { graphql } from 'react-relay';
import type { useRemoveUserMutation } from '../../__generated__/useRemoveUserMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one person fewer (relay/connectionCount.ts). */
const DELETED = { field: 'removeUser', successType: 'RemoveUserSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useRemoveUserMutation($input: RemoveUserInput!, $connections: [ID!]!) {
    removeUser(input: $input) {
      __typename
      ... on RemoveUserSuccess {
        removedUserId @deleteEdge(connections: $connections)
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRemoveUser() {
  return usePromiseMutation<useRemoveUserMutation>(mutation, DELETED);
}
