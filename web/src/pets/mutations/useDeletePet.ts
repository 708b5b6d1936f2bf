import { graphql } from 'react-relay';
import type { useDeletePetMutation } from '../../__generated__/useDeletePetMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeletePetMutation($input: DeletePetInput!) {
    deletePet(input: $input) {
      __typename
      ... on DeletePetSuccess { deletedId }
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

export function useDeletePet() {
  return usePromiseMutation<useDeletePetMutation>(mutation);
}
