import { graphql } from 'react-relay';
import type { useCreateVisitDocumentLinkMutation } from '../../__generated__/useCreateVisitDocumentLinkMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreateVisitDocumentLinkMutation($input: CreateVisitDocumentLinkInput!) {
    createVisitDocumentLink(input: $input) {
      __typename
      ... on CreateVisitDocumentLinkSuccess {
        url
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useCreateVisitDocumentLink() {
  return usePromiseMutation<useCreateVisitDocumentLinkMutation>(mutation);
}
