import { graphql } from 'react-relay';
import type { useCreateAiKnowledgeBaseEntryMutation } from '../../__generated__/useCreateAiKnowledgeBaseEntryMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreateAiKnowledgeBaseEntryMutation($input: CreateAiKnowledgeBaseEntryInput!) {
    createAiKnowledgeBaseEntry(input: $input) {
      __typename
      ... on CreateAiKnowledgeBaseEntrySuccess {
        entry {
          id
          content
          text
          updatedAt
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

export function useCreateAiKnowledgeBaseEntry() {
  return usePromiseMutation<useCreateAiKnowledgeBaseEntryMutation>(mutation);
}
