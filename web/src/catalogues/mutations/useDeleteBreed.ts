import { graphql } from 'react-relay';
import type { useDeleteBreedMutation } from '../../__generated__/useDeleteBreedMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteBreedMutation($input: DeleteBreedInput!) {
    deleteBreed(input: $input) {
      __typename
      ... on DeleteBreedSuccess {
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

export function useDeleteBreed() {
  return usePromiseMutation<useDeleteBreedMutation>(mutation);
}
