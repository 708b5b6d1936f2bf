import { graphql } from 'react-relay';
import type { useDeletePetParentMutation } from '../../__generated__/useDeletePetParentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one parent fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deletePetParent', successType: 'DeletePetParentSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeletePetParentMutation($input: DeletePetParentInput!, $connections: [ID!]!) {
    deletePetParent(input: $input) {
      __typename
      ... on DeletePetParentSuccess {
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

export function useDeletePetParent() {
  return usePromiseMutation<useDeletePetParentMutation>(mutation, DELETED);
}
