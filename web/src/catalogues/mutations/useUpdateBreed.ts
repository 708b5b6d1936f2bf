import { graphql } from 'react-relay';
import type { useUpdateBreedMutation } from '../../__generated__/useUpdateBreedMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateBreedMutation($input: UpdateBreedInput!) {
    updateBreed(input: $input) {
      __typename
      ... on UpdateBreedSuccess {
        breed {
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

export function useUpdateBreed() {
  return usePromiseMutation<useUpdateBreedMutation>(mutation);
}
