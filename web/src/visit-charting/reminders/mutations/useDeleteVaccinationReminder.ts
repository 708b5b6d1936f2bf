import { graphql } from 'react-relay';
import type { useDeleteVaccinationReminderMutation } from '../../../__generated__/useDeleteVaccinationReminderMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteVaccinationReminderMutation($input: DeleteVaccinationReminderInput!, $connections: [ID!]!) {
    deleteVaccinationReminder(input: $input) {
      __typename
      ... on DeleteVaccinationReminderSuccess {
        deletedId @deleteEdge(connections: $connections)
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteVaccinationReminder() {
  return usePromiseMutation<useDeleteVaccinationReminderMutation>(mutation);
}
