import { graphql } from 'react-relay';
import type { useAddBreedMutation } from '../../__generated__/useAddBreedMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddBreedMutation($input: AddBreedInput!) {
    addBreed(input: $input) {
      __typename
      ... on AddBreedSuccess {
        breed { id breed }
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
  return usePromiseMutation<useAddBreedMutation>(mutation);
}
