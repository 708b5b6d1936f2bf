import { graphql } from 'react-relay';
import type { useAddSpeciesMutation } from '../../__generated__/useAddSpeciesMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addSpecies', successType: 'AddSpeciesSuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddSpeciesMutation($input: AddSpeciesInput!, $connections: [ID!]!) {
    addSpecies(input: $input) {
      __typename
      ... on AddSpeciesSuccess {
        species @prependNode(connections: $connections, edgeTypeName: "SpeciesEdge") {
          ...SpeciesTab_row
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

export function useAddSpecies() {
  return usePromiseMutation<useAddSpeciesMutation>(mutation, CREATED);
}
