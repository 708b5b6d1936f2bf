import { graphql } from 'react-relay';
import type { useUpdateOtherReminderMutation } from '../../../__generated__/useUpdateOtherReminderMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The saved row (or, on a stale edit, the row as it is now) updates the table through its id.
const mutation = graphql`
  mutation useUpdateOtherReminderMutation($input: UpdateOtherReminderInput!) {
    updateOtherReminder(input: $input) {
      __typename
      ... on UpdateOtherReminderSuccess {
        otherReminder {
          ...OtherRemindersTable_rows
        }
      }
      ... on OtherReminderStaleVersionError {
        changedByName
        changedAt
        current {
          ...OtherRemindersTable_rows
          version
          reminder
          date
          lastGivenDate
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

export function useUpdateOtherReminder() {
  return usePromiseMutation<useUpdateOtherReminderMutation>(mutation);
}
