import { graphql } from 'react-relay';
import type { useInviteUsersMutation } from '../../__generated__/useInviteUsersMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useInviteUsersMutation($input: InviteUsersInput!) {
    inviteUsers(input: $input) {
      __typename
      ... on InviteUsersSuccess {
        users {
          id
          email
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
  return usePromiseMutation<useInviteUsersMutation>(mutation);
}
