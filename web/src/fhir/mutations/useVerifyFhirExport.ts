import { graphql } from 'react-relay';
import type { useVerifyFhirExportMutation } from '../../__generated__/useVerifyFhirExportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// Check: a finished export's stored zip against its manifest (every file's size, SHA-256 and count).
const mutation = graphql`
  mutation useVerifyFhirExportMutation($input: VerifyFhirExportInput!) {
    verifyFhirExport(input: $input) {
      __typename
      ... on VerifyFhirExportSuccess {
        verified
        message
        problems {
          file
          problem
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useVerifyFhirExport() {
  return usePromiseMutation<useVerifyFhirExportMutation>(mutation);
}
