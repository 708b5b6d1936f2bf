import { graphql } from 'react-relay';
import type { useCreatePermissionMutation } from '../../__generated__/useCreatePermissionMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const createPermissionMutation = graphql`
  mutation useCreatePermissionMutation($input: CreatePermissionInput!) {
    createPermission(input: $input) {
      __typename
      ... on CreatePermissionSuccess {
        permission {
          id
          name
          module
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

export function useCreatePermission() {
  return usePromiseMutation<useCreatePermissionMutation>(createPermissionMutation);
}
