import { graphql } from 'react-relay';
import type { useSaveAppointmentSettingsMutation } from '../../__generated__/useSaveAppointmentSettingsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The success returns the settings node, so Relay updates the modal's data in place.
const saveAppointmentSettingsMutation = graphql`
  mutation useSaveAppointmentSettingsMutation($input: SaveAppointmentSettingsInput!) {
    saveAppointmentSettings(input: $input) {
      __typename
      ... on SaveAppointmentSettingsSuccess {
        appointmentSettings {
          ...NotificationSettingsModal_settings
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

export function useSaveAppointmentSettings() {
  return usePromiseMutation<useSaveAppointmentSettingsMutation>(saveAppointmentSettingsMutation);
}
