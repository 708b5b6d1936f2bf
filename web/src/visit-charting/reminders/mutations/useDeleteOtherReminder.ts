import { graphql } from 'react-relay';
import type { useDeleteOtherReminderMutation } from '../../../__generated__/useDeleteOtherReminderMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteOtherReminderMutation($input: DeleteOtherReminderInput!, $connections: [ID!]!) {
    deleteOtherReminder(input: $input) {
      __typename
      ... on DeleteOtherReminderSuccess {
        deletedId @deleteEdge(connections: $connections)
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteOtherReminder() {
  return usePromiseMutation<useDeleteOtherReminderMutation>(mutation);
}
