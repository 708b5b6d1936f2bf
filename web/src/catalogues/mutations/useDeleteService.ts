import { graphql } from 'react-relay';
import type { useDeleteServiceMutation } from '../../__generated__/useDeleteServiceMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteServiceMutation($input: DeleteServiceInput!) {
    deleteService(input: $input) {
      __typename
      ... on DeleteServiceSuccess {
        deletedId
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

export function useDeleteService() {
  return usePromiseMutation<useDeleteServiceMutation>(mutation);
}
