import { graphql } from 'react-relay';
import type { useDeleteServiceMutation } from '../../__generated__/useDeleteServiceMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteService', successType: 'DeleteServiceSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteServiceMutation($input: DeleteServiceInput!, $connections: [ID!]!) {
    deleteService(input: $input) {
      __typename
      ... on DeleteServiceSuccess {
        deletedId @deleteEdge(connections: $connections)
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
  return usePromiseMutation<useDeleteServiceMutation>(mutation, DELETED);
}
