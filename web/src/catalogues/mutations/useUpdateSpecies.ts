import { graphql } from 'react-relay';
import type { useUpdateSpeciesMutation } from '../../__generated__/useUpdateSpeciesMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateSpeciesMutation($input: UpdateSpeciesInput!) {
    updateSpecies(input: $input) {
      __typename
      ... on UpdateSpeciesSuccess {
        species {
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

export function useUpdateSpecies() {
  return usePromiseMutation<useUpdateSpeciesMutation>(mutation);
}
