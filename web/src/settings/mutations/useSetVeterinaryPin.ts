import { graphql } from 'react-relay';
import type { useSetVeterinaryPinMutation } from '../../__generated__/useSetVeterinaryPinMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The answer updates the root veterinaryPin record, so the card says it is set.
const mutation = graphql`
  mutation useSetVeterinaryPinMutation($input: SetVeterinaryPinInput!) {
    setVeterinaryPin(input: $input) {
      __typename
      ... on SetVeterinaryPinSuccess {
        veterinaryPin {
          isSet
          updatedAt
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

export function useSetVeterinaryPin() {
  return usePromiseMutation<useSetVeterinaryPinMutation>(mutation);
}
