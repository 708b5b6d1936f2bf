import { graphql } from 'react-relay';
import type { useUpdatePetMutation } from '../../__generated__/useUpdatePetMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdatePetMutation($input: UpdatePetInput!) {
    updatePet(input: $input) {
      __typename
      ... on UpdatePetSuccess {
        pet {
          ...PetsTab_row
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

export function useUpdatePet() {
  return usePromiseMutation<useUpdatePetMutation>(mutation);
}
