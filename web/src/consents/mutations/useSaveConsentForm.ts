import { graphql } from 'react-relay';
import type { useSaveConsentFormCreateMutation } from '../../__generated__/useSaveConsentFormCreateMutation.graphql';
import type { useSaveConsentFormUpdateMutation } from '../../__generated__/useSaveConsentFormUpdateMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// An admin defines a consent form (appended to the settings list) or edits one (a new text is a new version).
const create = graphql`
  mutation useSaveConsentFormCreateMutation($input: CreateConsentFormInput!, $connections: [ID!]!) {
    createConsentForm(input: $input) {
      __typename
      ... on CreateConsentFormSuccess {
        consentForm @appendNode(connections: $connections, edgeTypeName: "ConsentFormsConnectionEdge") {
          ...ConsentFormsPage_form
        }
      }
      ... on InputValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const update = graphql`
  mutation useSaveConsentFormUpdateMutation($input: UpdateConsentFormInput!) {
    updateConsentForm(input: $input) {
      __typename
      ... on UpdateConsentFormSuccess {
        consentForm {
          ...ConsentFormsPage_form
        }
      }
      ... on InputValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useCreateConsentForm() {
  return usePromiseMutation<useSaveConsentFormCreateMutation>(create, { field: 'createConsentForm', successType: 'CreateConsentFormSuccess', delta: 1 });
}

export function useUpdateConsentForm() {
  return usePromiseMutation<useSaveConsentFormUpdateMutation>(update);
}
