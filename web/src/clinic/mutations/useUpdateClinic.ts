import { graphql } from 'react-relay';
import type { useUpdateClinicMutation } from '../../__generated__/useUpdateClinicMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The success returns the clinic with the header's fields too, so the dashboard header shows
// the new name and logo without a reload (Relay updates the Clinic record everywhere).
const updateClinicMutation = graphql`
  mutation useUpdateClinicMutation($input: UpdateClinicInput!) {
    updateClinic(input: $input) {
      __typename
      ... on UpdateClinicSuccess {
        clinic {
          id
          name
          avatar
          ...HospitalSettingsForm_clinic
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

export function useUpdateClinic() {
  return usePromiseMutation<useUpdateClinicMutation>(updateClinicMutation);
}
