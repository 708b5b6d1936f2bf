import { graphql } from 'react-relay';
import type { useAddPetParentMutation } from '../../__generated__/useAddPetParentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one parent more (relay/connectionCount.ts). */
const CREATED = { field: 'addPetParent', successType: 'AddPetParentSuccess', delta: 1 } as const;

// The new parent is put first in the Pet Parents tab's list (petsConnection.ts).
const mutation = graphql`
  mutation useAddPetParentMutation($input: AddPetParentInput!, $connections: [ID!]!) {
    addPetParent(input: $input) {
      __typename
      ... on AddPetParentSuccess {
        petParent @prependNode(connections: $connections, edgeTypeName: "PetParentEdge") {
          id
          fullName
          ...PetParentsTab_row
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

export function useAddPetParent() {
  return usePromiseMutation<useAddPetParentMutation>(mutation, CREATED);
}
