import { graphql } from 'react-relay';
import type { useFinishVisitMutation } from '../../../__generated__/useFinishVisitMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Done: the visit becomes 'SOAP Finalized' and the pet parent is e-mailed the visit's summary.
const mutation = graphql`
  mutation useFinishVisitMutation($input: FinishVisitInput!) {
    finishVisit(input: $input) {
      __typename
      ... on FinishVisitSuccess {
        summaryEmailedTo
        visit {
          id
          isReadOnly
          updatedAt
          lastModifiedByName
          summariesAvailable
          status {
            name
          }
          statusLogs {
            id
            event
            userName
            createdAt
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useFinishVisit() {
  return usePromiseMutation<useFinishVisitMutation>(mutation);
}
