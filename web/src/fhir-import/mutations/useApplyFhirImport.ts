import { graphql } from 'react-relay';
import type { useApplyFhirImportMutation } from '../../__generated__/useApplyFhirImportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The import: creates what the dry run reported, in one transaction (a second run creates nothing).
const mutation = graphql`
  mutation useApplyFhirImportMutation($input: FhirImportInput!) {
    applyFhirImport(input: $input) {
      __typename
      ... on FhirImportReport {
        ...fhirImportReport_report
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useApplyFhirImport() {
  return usePromiseMutation<useApplyFhirImportMutation>(mutation);
}
