import { graphql } from 'react-relay';
import type { useCreateRoleMutation } from '../../__generated__/useCreateRoleMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one role more (relay/connectionCount.ts). */
const CREATED = { field: 'createRole', successType: 'CreateRoleSuccess', delta: 1 } as const;

const createRoleMutation = graphql`
  mutation useCreateRoleMutation($input: CreateRoleInput!, $connections: [ID!]!) {
    createRole(input: $input) {
      __typename
      ... on CreateRoleSuccess {
        # The roles table's row (RolesTable), put first in its connection.
        role @prependNode(connections: $connections, edgeTypeName: "RoleEdge") {
          id
          name
          createdBy
          createdAt
          isBuiltIn
          ...RolePermissionsModal_role
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
  return usePromiseMutation<useCreateRoleMutation>(createRoleMutation, CREATED);
}
