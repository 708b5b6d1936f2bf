import { graphql } from 'react-relay';
import type { useAddPetsMutation } from '../../__generated__/useAddPetsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddPetsMutation($input: AddPetsInput!) {
    addPets(input: $input) {
      __typename
      ... on AddPetsSuccess { pets { id name } }
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

export function useAddPets() {
  return usePromiseMutation<useAddPetsMutation>(mutation);
}
