import { graphql } from 'react-relay';
import type { useStartSubscriptionCheckoutMutation } from '../../__generated__/useStartSubscriptionCheckoutMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The network layer sends this mutation with an Idempotency-Key of its own (relay/fetchGraphQL.ts)
// and resends the same key when an answer is lost, so a retried checkout never charges twice.
const mutation = graphql`
  mutation useStartSubscriptionCheckoutMutation($input: StartSubscriptionCheckoutInput!) {
    startSubscriptionCheckout(input: $input) {
      __typename
      ... on StartSubscriptionCheckoutSuccess {
        clientSecret
        provider
        publishableKey
        amountCents
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStartSubscriptionCheckout() {
  return usePromiseMutation<useStartSubscriptionCheckoutMutation>(mutation);
}
