import { graphql } from 'react-relay';
import type { useSaveFollowUpSettingsMutation } from '../../__generated__/useSaveFollowUpSettingsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The success returns the settings node, so Relay updates the modal's data in place.
const saveFollowUpSettingsMutation = graphql`
  mutation useSaveFollowUpSettingsMutation($input: SaveFollowUpSettingsInput!) {
    saveFollowUpSettings(input: $input) {
      __typename
      ... on SaveFollowUpSettingsSuccess {
        followUpSettings {
          ...FollowUpSettingsModal_settings
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

export function useSaveFollowUpSettings() {
  return usePromiseMutation<useSaveFollowUpSettingsMutation>(saveFollowUpSettingsMutation);
}
