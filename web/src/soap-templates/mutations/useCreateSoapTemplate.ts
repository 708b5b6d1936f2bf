import { graphql } from 'react-relay';
import type { useCreateSoapTemplateMutation } from '../../__generated__/useCreateSoapTemplateMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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

export function useCreateSoapTemplate() {
  return usePromiseMutation<useCreateSoapTemplateMutation>(mutation);
}
