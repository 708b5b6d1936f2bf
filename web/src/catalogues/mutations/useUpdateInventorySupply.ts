import { graphql } from 'react-relay';
import type { useUpdateInventorySupplyMutation } from '../../__generated__/useUpdateInventorySupplyMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateInventorySupplyMutation($input: UpdateInventorySupplyInput!) {
    updateInventorySupply(input: $input) {
      __typename
      ... on UpdateInventorySupplySuccess {
        inventorySupply {
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

export function useUpdateInventorySupply() {
  return usePromiseMutation<useUpdateInventorySupplyMutation>(mutation);
}
