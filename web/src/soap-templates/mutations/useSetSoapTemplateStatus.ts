import { graphql } from 'react-relay';
import type { useSetSoapTemplateStatusMutation } from '../../__generated__/useSetSoapTemplateStatusMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// Public (active) ⇄ Draft (inactive); the template then belongs to the other tab.
const mutation = graphql`
  mutation useSetSoapTemplateStatusMutation($input: SetSoapTemplateStatusInput!) {
    setSoapTemplateStatus(input: $input) {
      __typename
      ... on SetSoapTemplateStatusSuccess {
        template {
          id
          status
          version
          updatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSetSoapTemplateStatus() {
  return usePromiseMutation<useSetSoapTemplateStatusMutation>(mutation);
}
