import { graphql } from 'react-relay';
import type { useCancelSubscriptionMutation } from '../../__generated__/useCancelSubscriptionMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCancelSubscriptionMutation($input: CancelSubscriptionInput!) {
    cancelSubscription(input: $input) {
      __typename
      ... on CancelSubscriptionSuccess {
        subscription {
          id
          status
          cancelAtPeriodEnd
          currentPeriodEnd
          canCancel
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useCancelSubscription() {
  return usePromiseMutation<useCancelSubscriptionMutation>(mutation);
}
