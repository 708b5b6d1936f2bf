import { graphql } from 'react-relay';
import type { useDeleteAiKnowledgeBaseEntryMutation } from '../../__generated__/useDeleteAiKnowledgeBaseEntryMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteAiKnowledgeBaseEntry', successType: 'DeleteAiKnowledgeBaseEntrySuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteAiKnowledgeBaseEntryMutation($input: DeleteAiKnowledgeBaseEntryInput!, $connections: [ID!]!) {
    deleteAiKnowledgeBaseEntry(input: $input) {
      __typename
      ... on DeleteAiKnowledgeBaseEntrySuccess {
        deletedId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteAiKnowledgeBaseEntry() {
  return usePromiseMutation<useDeleteAiKnowledgeBaseEntryMutation>(mutation, DELETED);
}
