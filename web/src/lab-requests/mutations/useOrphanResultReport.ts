import { graphql } from 'react-relay';
import type { useOrphanResultReportMutation } from '../../__generated__/useOrphanResultReportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// (Named apart from the results step's useRequestLabResultReport: Relay operation names are global.)
// A short-lived same-origin address of the result's PDF report (the lab's, fetched by the server).
const mutation = graphql`
  mutation useOrphanResultReportMutation($input: RequestLabResultReportInput!) {
    requestLabResultReport(input: $input) {
      __typename
      ... on RequestLabResultReportSuccess {
        url
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useOrphanResultReport() {
  return usePromiseMutation<useOrphanResultReportMutation>(mutation);
}
