import { graphql } from 'react-relay';
import type { useDeleteBreedMutation } from '../../__generated__/useDeleteBreedMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteBreed', successType: 'DeleteBreedSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteBreedMutation($input: DeleteBreedInput!, $connections: [ID!]!) {
    deleteBreed(input: $input) {
      __typename
      ... on DeleteBreedSuccess {
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

export function useDeleteBreed() {
  return usePromiseMutation<useDeleteBreedMutation>(mutation, DELETED);
}
