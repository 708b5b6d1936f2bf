import { graphql } from 'react-relay';
import type { useCreateRoleMutation } from '../../__generated__/useCreateRoleMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const createRoleMutation = graphql`
  mutation useCreateRoleMutation($input: CreateRoleInput!) {
    createRole(input: $input) {
      __typename
      ... on CreateRoleSuccess {
        role {
          id
          name
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

export function useCreateRole() {
  return usePromiseMutation<useCreateRoleMutation>(createRoleMutation);
}
