import { graphql } from 'react-relay';
import type { useDeletePetMutation } from '../../__generated__/useDeletePetMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one pet fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deletePet', successType: 'DeletePetSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeletePetMutation($input: DeletePetInput!, $connections: [ID!]!) {
    deletePet(input: $input) {
      __typename
      ... on DeletePetSuccess {
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

export function useDeletePet() {
  return usePromiseMutation<useDeletePetMutation>(mutation, DELETED);
}
