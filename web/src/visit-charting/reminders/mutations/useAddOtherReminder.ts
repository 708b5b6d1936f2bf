import { graphql } from 'react-relay';
import type { useAddOtherReminderMutation } from '../../../__generated__/useAddOtherReminderMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The new row goes to the top of the pet's other reminders table (the connection passed in).
const mutation = graphql`
  mutation useAddOtherReminderMutation($input: AddOtherReminderInput!, $connections: [ID!]!) {
    addOtherReminder(input: $input) {
      __typename
      ... on AddOtherReminderSuccess {
        otherReminder @prependNode(connections: $connections, edgeTypeName: "PetOtherRemindersEdge") {
          ...OtherRemindersTable_rows
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

export function useAddOtherReminder() {
  return usePromiseMutation<useAddOtherReminderMutation>(mutation);
}
