import { graphql } from 'react-relay';
import type { useDeleteInventorySupplyMutation } from '../../__generated__/useDeleteInventorySupplyMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteInventorySupply', successType: 'DeleteInventorySupplySuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteInventorySupplyMutation($input: DeleteInventorySupplyInput!, $connections: [ID!]!) {
    deleteInventorySupply(input: $input) {
      __typename
      ... on DeleteInventorySupplySuccess {
        deletedId @deleteEdge(connections: $connections)
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

export function useDeleteInventorySupply() {
  return usePromiseMutation<useDeleteInventorySupplyMutation>(mutation, DELETED);
}
