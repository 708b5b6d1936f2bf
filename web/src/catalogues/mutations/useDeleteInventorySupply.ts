import { graphql } from 'react-relay';
import type { useDeleteInventorySupplyMutation } from '../../__generated__/useDeleteInventorySupplyMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteInventorySupplyMutation($input: DeleteInventorySupplyInput!) {
    deleteInventorySupply(input: $input) {
      __typename
      ... on DeleteInventorySupplySuccess {
        deletedId
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
  return usePromiseMutation<useDeleteInventorySupplyMutation>(mutation);
}
