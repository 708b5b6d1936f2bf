import { graphql } from 'react-relay';
import type { usePlaceLabOrderMutation } from '../../../__generated__/usePlaceLabOrderMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Place Order and Place Additional Order (spec 002 section 4 'Lab ordering'): the server makes the
// order of the signed plan's approved outside tests (an additional order starts empty) and sends
// it to the lab; the answer carries the lab's ordering page (links[0]), or the unprocessed orders
// ('Pending Orders Found!'), or the lab's own refusal (LabProviderError).
const mutation = graphql`
  mutation usePlaceLabOrderMutation($input: PlaceLabOrderInput!) {
    placeLabOrder(input: $input) {
      __typename
      ... on PlaceLabOrderSuccess {
        order {
          id
          status
          providerName
          links {
            type
            url
          }
        }
        visit {
          ...ResultsStep_visit
        }
      }
      ... on PendingLabOrdersError {
        message
        orders {
          id
          status
          providerName
          links {
            type
            url
          }
        }
      }
      ... on LabProviderError {
        message
        providerName
      }
      ... on InputValidationError {
        message
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

export function usePlaceLabOrder() {
  return usePromiseMutation<usePlaceLabOrderMutation>(mutation);
}
