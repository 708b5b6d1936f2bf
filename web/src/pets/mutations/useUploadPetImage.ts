import { graphql } from 'react-relay';
import type { useUploadPetImageMutation } from '../../__generated__/useUploadPetImageMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUploadPetImageMutation($input: UploadPetImageInput!) {
    uploadPetImage(input: $input) {
      __typename
      ... on UploadPetImageSuccess { url }
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

export function useUploadPetImage() {
  return usePromiseMutation<useUploadPetImageMutation>(mutation);
}
