import { graphql } from 'react-relay';
import type { useAddPetsMutation } from '../../__generated__/useAddPetsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count the pets added (relay/connectionCount.ts). */
const CREATED = { field: 'addPets', successType: 'AddPetsSuccess', delta: 1, listField: 'pets' } as const;

const mutation = graphql`
  mutation useAddPetsMutation($input: AddPetsInput!, $connections: [ID!]!) {
    addPets(input: $input) {
      __typename
      ... on AddPetsSuccess {
        pets @prependNode(connections: $connections, edgeTypeName: "PetEdge") {
          ...PetsTab_row
          # The Pet Parents tab's row counts the parent's pets.
          parent {
            id
            petCount
          }
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

export function useAddPets() {
  return usePromiseMutation<useAddPetsMutation>(mutation, CREATED);
}
