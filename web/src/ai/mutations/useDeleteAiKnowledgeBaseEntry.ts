import { graphql } from 'react-relay';
import type { useDeleteAiKnowledgeBaseEntryMutation } from '../../__generated__/useDeleteAiKnowledgeBaseEntryMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteAiKnowledgeBaseEntryMutation($input: DeleteAiKnowledgeBaseEntryInput!) {
    deleteAiKnowledgeBaseEntry(input: $input) {
      __typename
      ... on DeleteAiKnowledgeBaseEntrySuccess {
        deletedId
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteAiKnowledgeBaseEntry() {
  return usePromiseMutation<useDeleteAiKnowledgeBaseEntryMutation>(mutation);
}
