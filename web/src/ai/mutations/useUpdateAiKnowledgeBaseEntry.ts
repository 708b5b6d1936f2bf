import { graphql } from 'react-relay';
import type { useUpdateAiKnowledgeBaseEntryMutation } from '../../__generated__/useUpdateAiKnowledgeBaseEntryMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateAiKnowledgeBaseEntryMutation($input: UpdateAiKnowledgeBaseEntryInput!) {
    updateAiKnowledgeBaseEntry(input: $input) {
      __typename
      ... on UpdateAiKnowledgeBaseEntrySuccess {
        entry {
          ...AiKnowledgeBasePage_row
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

export function useUpdateAiKnowledgeBaseEntry() {
  return usePromiseMutation<useUpdateAiKnowledgeBaseEntryMutation>(mutation);
}
