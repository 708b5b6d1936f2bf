import { graphql } from 'react-relay';
import type { useAddSpeciesMutation } from '../../__generated__/useAddSpeciesMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddSpeciesMutation($input: AddSpeciesInput!) {
    addSpecies(input: $input) {
      __typename
      ... on AddSpeciesSuccess {
        species { id specie }
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
  return usePromiseMutation<useAddSpeciesMutation>(mutation);
}
