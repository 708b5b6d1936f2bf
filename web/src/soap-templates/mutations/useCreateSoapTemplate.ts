import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useCreateSoapTemplateMutation } from '../../__generated__/useCreateSoapTemplateMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { templateCreatedUpdater, type TemplateList } from '../soapTemplatesUpdaters';

// Used by the templates page (a new template with the four SOAP sections) and the builder's save.
const mutation = graphql`
  mutation useCreateSoapTemplateMutation($input: CreateSoapTemplateInput!) {
    createSoapTemplate(input: $input) {
      __typename
      ... on CreateSoapTemplateSuccess {
        template {
          id
          code
          name
          status
          version
          ...SoapTemplatesPage_row
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

/**
 * @param list the SOAP templates page's list on screen, whose stored copy the answer changes
 *   (soapTemplatesUpdaters.ts); absent elsewhere (the template builder).
 */
export function useCreateSoapTemplate(list?: () => TemplateList) {
  const updater = useMemo(() => (list ? templateCreatedUpdater(list) : undefined), [list]);
  return usePromiseMutation<useCreateSoapTemplateMutation>(mutation, updater);
}
