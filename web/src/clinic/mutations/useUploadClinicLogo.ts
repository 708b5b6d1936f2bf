import { graphql } from 'react-relay';
import type { useUploadClinicLogoMutation } from '../../__generated__/useUploadClinicLogoMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const uploadClinicLogoMutation = graphql`
  mutation useUploadClinicLogoMutation($input: UploadClinicLogoInput!) {
    uploadClinicLogo(input: $input) {
      __typename
      ... on UploadClinicLogoSuccess {
        url
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUploadClinicLogo() {
  return usePromiseMutation<useUploadClinicLogoMutation>(uploadClinicLogoMutation);
}
