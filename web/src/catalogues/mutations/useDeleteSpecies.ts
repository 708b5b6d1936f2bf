import { graphql } from 'react-relay';
import type { useDeleteSpeciesMutation } from '../../__generated__/useDeleteSpeciesMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteSpeciesMutation($input: DeleteSpeciesInput!) {
    deleteSpecies(input: $input) {
      __typename
      ... on DeleteSpeciesSuccess {
        deletedId
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
  return usePromiseMutation<useDeleteSpeciesMutation>(mutation);
}
