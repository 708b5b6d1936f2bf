import { graphql } from 'react-relay';
import type { usePlanFhirImportMutation } from '../../__generated__/usePlanFhirImportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The dry run: what importing the files would create, match and cannot map; writes nothing.
const mutation = graphql`
  mutation usePlanFhirImportMutation($input: FhirImportInput!) {
    planFhirImport(input: $input) {
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

export function usePlanFhirImport() {
  return usePromiseMutation<usePlanFhirImportMutation>(mutation);
}
