import { graphql } from 'react-relay';
import type { useUpdateGenderMutation } from '../../__generated__/useUpdateGenderMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateGenderMutation($input: UpdateGenderInput!) {
    updateGender(input: $input) {
      __typename
      ... on UpdateGenderSuccess {
        gender {
          ...GenderTab_row
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

export function useUpdateGender() {
  return usePromiseMutation<useUpdateGenderMutation>(mutation);
}
