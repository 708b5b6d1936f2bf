import { graphql } from 'react-relay';
import type { useDeleteGenderMutation } from '../../__generated__/useDeleteGenderMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteGender', successType: 'DeleteGenderSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteGenderMutation($input: DeleteGenderInput!, $connections: [ID!]!) {
    deleteGender(input: $input) {
      __typename
      ... on DeleteGenderSuccess {
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

export function useDeleteGender() {
  return usePromiseMutation<useDeleteGenderMutation>(mutation, DELETED);
}
