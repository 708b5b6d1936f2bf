import { graphql } from 'react-relay';
import type { useUpdateVaccinationReminderMutation } from '../../../__generated__/useUpdateVaccinationReminderMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The saved row (or, on a stale edit, the row as it is now) updates the table through its id.
const mutation = graphql`
  mutation useUpdateVaccinationReminderMutation($input: UpdateVaccinationReminderInput!) {
    updateVaccinationReminder(input: $input) {
      __typename
      ... on UpdateVaccinationReminderSuccess {
        vaccinationReminder {
          ...VaccinationRemindersTable_rows
        }
      }
      ... on VaccinationReminderStaleVersionError {
        changedByName
        changedAt
        current {
          ...VaccinationRemindersTable_rows
          version
          vaccinationCategoryId
          vaccineTypeId
          vaccineId
          manufacturerId
          lotNumber
          givenDate
          expirationDate
          reminderDate
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

export function useUpdateVaccinationReminder() {
  return usePromiseMutation<useUpdateVaccinationReminderMutation>(mutation);
}
