import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateSoapTemplateMutation } from '../../__generated__/useUpdateSoapTemplateMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { templateUpdatedUpdater, type TemplateList } from '../soapTemplatesUpdaters';

// The name and description (templates page) or the sections (the builder in edit mode); sent with
// the version the person saw, so an edit made meanwhile elsewhere is refused rather than lost.
const mutation = graphql`
  mutation useUpdateSoapTemplateMutation($input: UpdateSoapTemplateInput!) {
    updateSoapTemplate(input: $input) {
      __typename
      ... on UpdateSoapTemplateSuccess {
        template {
          id
          code
          name
          description
          status
          version
          updatedAt
          content {
            section
            value
            fields {
              name
              hint
            }
          }
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
export function useUpdateSoapTemplate(list?: () => TemplateList) {
  const updater = useMemo(() => (list ? templateUpdatedUpdater(list) : undefined), [list]);
  return usePromiseMutation<useUpdateSoapTemplateMutation>(mutation, updater);
}
