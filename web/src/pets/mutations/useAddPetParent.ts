import { graphql } from 'react-relay';
import type { useAddPetParentMutation } from '../../__generated__/useAddPetParentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddPetParentMutation($input: AddPetParentInput!) {
    addPetParent(input: $input) {
      __typename
      ... on AddPetParentSuccess { petParent { id firstName lastName fullName } }
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

export function useAddPetParent() {
  return usePromiseMutation<useAddPetParentMutation>(mutation);
}
