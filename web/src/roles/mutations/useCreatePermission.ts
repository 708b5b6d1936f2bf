import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useCreatePermissionMutation } from '../../__generated__/useCreatePermissionMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { permissionCreatedUpdater } from '../permissionModulesUpdaters';

// The permission joins its module's row in the table's connection
// (permissionModulesUpdaters.ts).
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

/** @param connection the store id (__id) of the permissions table's connection to change. */
export function useCreatePermission(connection: string) {
  const updater = useMemo(() => permissionCreatedUpdater([connection]), [connection]);
  return usePromiseMutation<useCreatePermissionMutation>(createPermissionMutation, updater);
}
