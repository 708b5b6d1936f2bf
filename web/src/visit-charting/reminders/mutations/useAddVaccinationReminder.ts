import { graphql } from 'react-relay';
import type { useAddVaccinationReminderMutation } from '../../../__generated__/useAddVaccinationReminderMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The new row goes to the top of the pet's vaccinations table (the connection passed in).
const mutation = graphql`
  mutation useAddVaccinationReminderMutation($input: AddVaccinationReminderInput!, $connections: [ID!]!) {
    addVaccinationReminder(input: $input) {
      __typename
      ... on AddVaccinationReminderSuccess {
        vaccinationReminder @prependNode(connections: $connections, edgeTypeName: "PetVaccinationRemindersEdge") {
          ...VaccinationRemindersTable_rows
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

export function useAddVaccinationReminder() {
  return usePromiseMutation<useAddVaccinationReminderMutation>(mutation);
}
