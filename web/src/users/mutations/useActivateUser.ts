import { graphql } from 'react-relay';
import type { useActivateUserMutation } from '../../__generated__/useActivateUserMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useActivateUserMutation($input: ActivateUserInput!) {
    activateUser(input: $input) {
      __typename
      ... on ActivateUserSuccess {
        user {
          id
          isActive
          ...UsersTable_row
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useActivateUser() {
  return usePromiseMutation<useActivateUserMutation>(mutation);
}
