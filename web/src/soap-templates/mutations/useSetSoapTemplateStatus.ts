import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useSetSoapTemplateStatusMutation } from '../../__generated__/useSetSoapTemplateStatusMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { templateStatusUpdater, type TemplateList } from '../soapTemplatesUpdaters';

// Public (active) ⇄ Draft (inactive); the template then belongs to the other tab.
const mutation = graphql`
  mutation useSetSoapTemplateStatusMutation($input: SetSoapTemplateStatusInput!) {
    setSoapTemplateStatus(input: $input) {
      __typename
      ... on SetSoapTemplateStatusSuccess {
        template {
          # Read by the updater (the row fragment's fields are masked in the answer).
          id
          ...SoapTemplatesPage_row
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * @param list the SOAP templates page's list on screen, whose stored copy the answer changes
 *   (soapTemplatesUpdaters.ts); absent elsewhere (the template builder).
 */
export function useSetSoapTemplateStatus(list?: () => TemplateList) {
  const updater = useMemo(() => (list ? templateStatusUpdater(list) : undefined), [list]);
  return usePromiseMutation<useSetSoapTemplateStatusMutation>(mutation, updater);
}
