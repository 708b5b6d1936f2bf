import { graphql } from 'react-relay';
import type { useAddInventorySupplyMutation } from '../../__generated__/useAddInventorySupplyMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddInventorySupplyMutation($input: AddInventorySupplyInput!) {
    addInventorySupply(input: $input) {
      __typename
      ... on AddInventorySupplySuccess {
        inventorySupply {
          id
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
  return usePromiseMutation<useAddInventorySupplyMutation>(mutation);
}
