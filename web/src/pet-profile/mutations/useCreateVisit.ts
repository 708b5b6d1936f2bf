import { graphql } from 'react-relay';
import type { useCreateVisitMutation } from '../../__generated__/useCreateVisitMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreateVisitMutation($input: CreateVisitInput!) {
    createVisit(input: $input) {
      __typename
      ... on CreateVisitSuccess {
        visit {
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

export function useCreateVisit() {
  return usePromiseMutation<useCreateVisitMutation>(mutation);
}
