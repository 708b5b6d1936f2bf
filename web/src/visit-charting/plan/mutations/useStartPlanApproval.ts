import { graphql } from 'react-relay';
import type { useStartPlanApprovalMutation } from '../../../__generated__/useStartPlanApprovalMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Entering the plan step with a working plan and no signature may move the visit to 'Pending
// Client Approval' (the server decides): the status and its log come back for the page's badge.
const mutation = graphql`
  mutation useStartPlanApprovalMutation($input: StartPlanApprovalInput!) {
    startPlanApproval(input: $input) {
      __typename
      ... on StartPlanApprovalSuccess {
        visit {
          id
          isReadOnly
          updatedAt
          lastModifiedByName
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
    }
  }
`;

export function useStartPlanApproval() {
  return usePromiseMutation<useStartPlanApprovalMutation>(mutation);
}
