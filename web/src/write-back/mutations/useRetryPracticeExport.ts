import { graphql } from 'react-relay';
import type { useRetryPracticeExportMutation } from '../../__generated__/useRetryPracticeExportMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// Retry: a failed write-back to the practice system is queued again (its state shows QUEUED at once).
const mutation = graphql`
  mutation useRetryPracticeExportMutation($input: RetryPracticeExportInput!) {
    retryPracticeExport(input: $input) {
      __typename
      ... on RetryPracticeExportSuccess {
        message
        practiceExport {
          id
          state
          attempts
          lastError
          nextAttemptAt
          updatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRetryPracticeExport() {
  return usePromiseMutation<useRetryPracticeExportMutation>(mutation);
}
