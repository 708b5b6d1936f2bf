import { graphql } from 'react-relay';
import type { useRequestLabResultReportMutation } from '../../../__generated__/useRequestLabResultReportMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The result viewer's address: a short-lived same-origin URL of the lab's PDF report.
const mutation = graphql`
  mutation useRequestLabResultReportMutation($input: RequestLabResultReportInput!) {
    requestLabResultReport(input: $input) {
      __typename
      ... on RequestLabResultReportSuccess {
        url
      }
      ... on LabProviderError {
        message
        providerName
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRequestLabResultReport() {
  return usePromiseMutation<useRequestLabResultReportMutation>(mutation);
}
