import { graphql } from 'react-relay';
import type { useStartFhirExportMutation } from '../../__generated__/useStartFhirExportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// 'Export the whole clinic': a FHIR export is queued; the screen then reads the list again.
const mutation = graphql`
  mutation useStartFhirExportMutation($input: StartFhirExportInput!) {
    startFhirExport(input: $input) {
      __typename
      ... on StartFhirExportSuccess {
        message
        fhirExport {
          id
          state
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStartFhirExport() {
  return usePromiseMutation<useStartFhirExportMutation>(mutation);
}
