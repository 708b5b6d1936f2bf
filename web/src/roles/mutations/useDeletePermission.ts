import { graphql } from 'react-relay';
import type { useDeletePermissionMutation } from '../../__generated__/useDeletePermissionMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const deletePermissionMutation = graphql`
  mutation useDeletePermissionMutation($input: DeletePermissionInput!) {
    deletePermission(input: $input) {
      __typename
      ... on DeletePermissionSuccess {
        deletedPermissionId
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeletePermission() {
  return usePromiseMutation<useDeletePermissionMutation>(deletePermissionMutation);
}
