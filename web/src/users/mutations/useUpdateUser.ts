import { graphql } from 'react-relay';
import type { useUpdateUserMutation } from '../../__generated__/useUpdateUserMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateUserMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      __typename
      ... on UpdateUserSuccess {
        user {
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

export function useUpdateUser() {
  return usePromiseMutation<useUpdateUserMutation>(mutation);
}
