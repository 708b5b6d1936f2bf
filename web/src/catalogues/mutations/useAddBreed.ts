import { graphql } from 'react-relay';
import type { useAddBreedMutation } from '../../__generated__/useAddBreedMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addBreed', successType: 'AddBreedSuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddBreedMutation($input: AddBreedInput!, $connections: [ID!]!) {
    addBreed(input: $input) {
      __typename
      ... on AddBreedSuccess {
        breed @prependNode(connections: $connections, edgeTypeName: "BreedEdge") {
          ...BreedsTab_row
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

export function useAddBreed() {
  return usePromiseMutation<useAddBreedMutation>(mutation, CREATED);
}
