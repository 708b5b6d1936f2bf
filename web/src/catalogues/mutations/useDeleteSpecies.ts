import { graphql } from 'react-relay';
import type { useDeleteSpeciesMutation } from '../../__generated__/useDeleteSpeciesMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteSpecies', successType: 'DeleteSpeciesSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteSpeciesMutation($input: DeleteSpeciesInput!, $connections: [ID!]!) {
    deleteSpecies(input: $input) {
      __typename
      ... on DeleteSpeciesSuccess {
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

export function useDeleteSpecies() {
  return usePromiseMutation<useDeleteSpeciesMutation>(mutation, DELETED);
}
