import { graphql } from 'react-relay';
import type { useUpdateServiceMutation } from '../../__generated__/useUpdateServiceMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateServiceMutation($input: UpdateServiceInput!) {
    updateService(input: $input) {
      __typename
      ... on UpdateServiceSuccess {
        service {
          ...ServicesTab_row
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

export function useUpdateService() {
  return usePromiseMutation<useUpdateServiceMutation>(mutation);
}
