import { graphql } from 'react-relay';
import type { useAddServiceMutation } from '../../__generated__/useAddServiceMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddServiceMutation($input: AddServiceInput!) {
    addService(input: $input) {
      __typename
      ... on AddServiceSuccess {
        service {
          id
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

export function useAddService() {
  return usePromiseMutation<useAddServiceMutation>(mutation);
}
