import { graphql } from 'react-relay';
import type { useDeleteGenderMutation } from '../../__generated__/useDeleteGenderMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteGenderMutation($input: DeleteGenderInput!) {
    deleteGender(input: $input) {
      __typename
      ... on DeleteGenderSuccess {
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

export function useDeleteGender() {
  return usePromiseMutation<useDeleteGenderMutation>(mutation);
}
