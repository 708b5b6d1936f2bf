import { graphql } from 'react-relay';
import type { useCreateAiKnowledgeBaseEntryMutation } from '../../__generated__/useCreateAiKnowledgeBaseEntryMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'createAiKnowledgeBaseEntry', successType: 'CreateAiKnowledgeBaseEntrySuccess', delta: 1 } as const;

// The new entry is put first in the table's connection (the list is newest first).
const mutation = graphql`
  mutation useCreateAiKnowledgeBaseEntryMutation($input: CreateAiKnowledgeBaseEntryInput!, $connections: [ID!]!) {
    createAiKnowledgeBaseEntry(input: $input) {
      __typename
      ... on CreateAiKnowledgeBaseEntrySuccess {
        entry @prependNode(connections: $connections, edgeTypeName: "AiKnowledgeBaseEntryEdge") {
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

export function useCreateAiKnowledgeBaseEntry() {
  return usePromiseMutation<useCreateAiKnowledgeBaseEntryMutation>(mutation, CREATED);
}
