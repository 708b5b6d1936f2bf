import { graphql } from 'react-relay';
import type { useAddInventorySupplyMutation } from '../../__generated__/useAddInventorySupplyMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addInventorySupply', successType: 'AddInventorySupplySuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddInventorySupplyMutation($input: AddInventorySupplyInput!, $connections: [ID!]!) {
    addInventorySupply(input: $input) {
      __typename
      ... on AddInventorySupplySuccess {
        inventorySupply @prependNode(connections: $connections, edgeTypeName: "InventorySupplyEdge") {
          ...InventoryTab_row
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

export function useAddInventorySupply() {
  return usePromiseMutation<useAddInventorySupplyMutation>(mutation, CREATED);
}
