import { graphql } from 'react-relay';
import type { useSaveResultCommentMutation } from '../../../__generated__/useSaveResultCommentMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// A diagnostic's or a service's comment on the results step (spec 002 section 3 'Service or
// diagnostic comment payload'): one per visit, kind and item code, created or updated.
const mutation = graphql`
  mutation useSaveResultCommentMutation($input: SaveResultCommentInput!) {
    saveResultComment(input: $input) {
      __typename
      ... on SaveResultCommentSuccess {
        comment {
          id
          kind
          itemCode
          comments
          version
          updatedByName
          updatedAt
        }
      }
      ... on ResultCommentStaleVersionError {
        message
        changedByName
        current {
          comments
          version
        }
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

export function useSaveResultComment() {
  return usePromiseMutation<useSaveResultCommentMutation>(mutation);
}
