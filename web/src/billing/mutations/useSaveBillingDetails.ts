import { graphql } from 'react-relay';
import type { useSaveBillingDetailsMutation } from '../../__generated__/useSaveBillingDetailsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSaveBillingDetailsMutation($input: SaveBillingDetailsInput!) {
    saveBillingDetails(input: $input) {
      __typename
      ... on SaveBillingDetailsSuccess {
        subscription {
          id
          billingClientSecret
          paymentMethod {
            brand
            last4
            expMonth
            expYear
          }
        }
      }
      ... on InputValidationError {
        fieldErrors {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSaveBillingDetails() {
  return usePromiseMutation<useSaveBillingDetailsMutation>(mutation);
}
