import { graphql } from 'react-relay';
import type { usePlanDocumentLinkMutation } from '../../../__generated__/usePlanDocumentLinkMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The signed plan's PDF for the step's PDF view: a short-lived address of the document.
const mutation = graphql`
  mutation usePlanDocumentLinkMutation($input: CreateVisitDocumentLinkInput!) {
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

export function usePlanDocumentLink() {
  return usePromiseMutation<usePlanDocumentLinkMutation>(mutation);
}
