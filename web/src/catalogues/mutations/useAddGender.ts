import { graphql } from 'react-relay';
import type { useAddGenderMutation } from '../../__generated__/useAddGenderMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddGenderMutation($input: AddGenderInput!) {
    addGender(input: $input) {
      __typename
      ... on AddGenderSuccess {
        gender { id gender }
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

export function useAddGender() {
  return usePromiseMutation<useAddGenderMutation>(mutation);
}
