import { graphql } from 'react-relay';
import type { useDeleteSoapTemplateMutation } from '../../__generated__/useDeleteSoapTemplateMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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

export function useDeleteSoapTemplate() {
  return usePromiseMutation<useDeleteSoapTemplateMutation>(mutation);
}
