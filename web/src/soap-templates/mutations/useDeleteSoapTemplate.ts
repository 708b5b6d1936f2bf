import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSoapTemplateMutation } from '../../__generated__/useDeleteSoapTemplateMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { templateDeletedUpdater, type TemplateList } from '../soapTemplatesUpdaters';

const mutation = graphql`
  mutation useDeleteSoapTemplateMutation($input: DeleteSoapTemplateInput!) {
    deleteSoapTemplate(input: $input) {
      __typename
      ... on DeleteSoapTemplateSuccess {
        deletedCode
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
export function useDeleteSoapTemplate(list?: () => TemplateList) {
  const updater = useMemo(() => (list ? templateDeletedUpdater(list) : undefined), [list]);
  return usePromiseMutation<useDeleteSoapTemplateMutation>(mutation, updater);
}
