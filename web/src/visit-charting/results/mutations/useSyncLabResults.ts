import { graphql } from 'react-relay';
import type { useSyncLabResultsMutation } from '../../../__generated__/useSyncLabResultsMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Result sync (spec 002 section 4 'Lab ordering' 2, section 8): reads the visit's orders and the
// clinic's new results from the lab now; the answer's message is shown, and the visit's results
// come back with it.
const mutation = graphql`
  mutation useSyncLabResultsMutation($input: SyncLabResultsInput!) {
    syncLabResults(input: $input) {
      __typename
      ... on SyncLabResultsSuccess {
        message
        visit {
          ...ResultsStep_visit
        }
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

export function useSyncLabResults() {
  return usePromiseMutation<useSyncLabResultsMutation>(mutation);
}
