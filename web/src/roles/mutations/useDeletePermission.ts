import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useDeletePermissionMutation } from '../../__generated__/useDeletePermissionMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { permissionDeletedUpdater } from '../permissionModulesUpdaters';

// The permission leaves its module's row in the table's connection, and the row
// goes with its last permission (permissionModulesUpdaters.ts).
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

/** @param connection the store id (__id) of the permissions table's connection to change. */
export function useDeletePermission(connection: string) {
  const updater = useMemo(() => permissionDeletedUpdater([connection]), [connection]);
  return usePromiseMutation<useDeletePermissionMutation>(deletePermissionMutation, updater);
}
