import { graphql } from 'react-relay';
import type { useUpdateVisitStatusMutation } from '../../../__generated__/useUpdateVisitStatusMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The visit comes back with its new status, read-only state and log, so the badge, the steps'
// editing state and the timeline change in place (spec: afterwards the log and history refresh).
const mutation = graphql`
  mutation useUpdateVisitStatusMutation($input: UpdateVisitStatusInput!) {
    updateVisitStatus(input: $input) {
      __typename
      ... on UpdateVisitStatusSuccess {
        visit {
          id
          isReadOnly
          isLocked
          updatedAt
          status {
            statusId
            name
          }
          ...VisitStatusTimeline_visit
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUpdateVisitStatus() {
  return usePromiseMutation<useUpdateVisitStatusMutation>(mutation);
}
