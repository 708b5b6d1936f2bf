import { graphql } from 'react-relay';
import type { useStopFollowUpMutation } from '../../__generated__/useStopFollowUpMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The success returns the follow-up node, so the Plan step's line updates in place.
const stopFollowUpMutation = graphql`
  mutation useStopFollowUpMutation($input: StopFollowUpInput!) {
    stopFollowUp(input: $input) {
      __typename
      ... on StopFollowUpSuccess {
        followUp {
          ...LinkReminders_followUp
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStopFollowUp() {
  return usePromiseMutation<useStopFollowUpMutation>(stopFollowUpMutation);
}
