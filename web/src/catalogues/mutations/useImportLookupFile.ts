import { graphql } from 'react-relay';
import type { useImportLookupFileMutation } from '../../__generated__/useImportLookupFileMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useImportLookupFileMutation($input: ImportLookupFileInput!) {
    importLookupFile(input: $input) {
      __typename
      ... on ImportLookupFileSuccess {
        imported message
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

export function useImportLookupFile() {
  return usePromiseMutation<useImportLookupFileMutation>(mutation);
}
