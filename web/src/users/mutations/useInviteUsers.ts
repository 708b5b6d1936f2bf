import { graphql } from 'react-relay';
import type { useInviteUsersMutation } from '../../__generated__/useInviteUsersMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count the people invited (relay/connectionCount.ts). */
const CREATED = { field: 'inviteUsers', successType: 'InviteUsersSuccess', delta: 1, listField: 'users' } as const;

const mutation = graphql`
  mutation useInviteUsersMutation($input: InviteUsersInput!, $connections: [ID!]!) {
    inviteUsers(input: $input) {
      __typename
      ... on InviteUsersSuccess {
        users @prependNode(connections: $connections, edgeTypeName: "UserEdge") {
          id
          email
          ...UsersTable_row
        }
      }
      ... on InputValidationError {
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

export function useInviteUsers() {
  return usePromiseMutation<useInviteUsersMutation>(mutation, CREATED);
}
