import { graphql } from 'react-relay';
import type { useUpdatePetParentMutation } from '../../__generated__/useUpdatePetParentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdatePetParentMutation($input: UpdatePetParentInput!) {
    updatePetParent(input: $input) {
      __typename
      ... on UpdatePetParentSuccess {
        petParent {
          ...PetParentsTab_row
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

export function useUpdatePetParent() {
  return usePromiseMutation<useUpdatePetParentMutation>(mutation);
}
