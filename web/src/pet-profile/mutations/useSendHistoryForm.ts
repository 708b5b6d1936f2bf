import { graphql } from 'react-relay';
import type { useSendHistoryFormMutation } from '../../__generated__/useSendHistoryFormMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSendHistoryFormMutation($input: SendHistoryFormInput!) {
    sendHistoryForm(input: $input) {
      __typename
      ... on SendHistoryFormSuccess {
        message
        email
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

export function useSendHistoryForm() {
  return usePromiseMutation<useSendHistoryFormMutation>(mutation);
}
