import { graphql } from 'react-relay';
import type { useDeletePetParentMutation } from '../../__generated__/useDeletePetParentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeletePetParentMutation($input: DeletePetParentInput!) {
    deletePetParent(input: $input) {
      __typename
      ... on DeletePetParentSuccess { deletedId }
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

export function useDeletePetParent() {
  return usePromiseMutation<useDeletePetParentMutation>(mutation);
}
