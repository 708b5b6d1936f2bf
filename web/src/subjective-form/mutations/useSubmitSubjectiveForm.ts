import { graphql } from 'react-relay';
import type { useSubmitSubjectiveFormMutation } from '../../__generated__/useSubmitSubjectiveFormMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

// The pet parent submits the form by link: the answers, the AI consent and the drawn signature.
const mutation = graphql`
  mutation useSubmitSubjectiveFormMutation($input: SubmitSubjectiveFormInput!) {
    submitSubjectiveForm(input: $input) {
      __typename
      ... on SubmitSubjectiveFormSuccess {
        message
      }
      ... on InputValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSubmitSubjectiveForm() {
  return useNetworkMutation<useSubmitSubjectiveFormMutation>(mutation);
}
