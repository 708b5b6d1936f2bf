import { graphql } from 'react-relay';
import type { useRenameVisitMutation } from '../../__generated__/useRenameVisitMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRenameVisitMutation($input: RenameVisitInput!) {
    renameVisit(input: $input) {
      __typename
      ... on RenameVisitSuccess {
        visit {
          id
          name
          updatedAt
          lastModifiedByName
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

export function useRenameVisit() {
  return usePromiseMutation<useRenameVisitMutation>(mutation);
}
