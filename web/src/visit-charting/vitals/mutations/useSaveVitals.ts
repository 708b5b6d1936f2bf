import { graphql } from 'react-relay';
import type { useSaveVitalsMutation } from '../../../__generated__/useSaveVitalsMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The saved vitals come back on the Vitals node, and the visit's `vitals` link is set in the
// store, so the panel and the pet's trend show them without another request.
const mutation = graphql`
  mutation useSaveVitalsMutation($input: SaveVitalsInput!) {
    saveVitals(input: $input) {
      __typename
      ... on SaveVitalsSuccess {
        message
        vitals {
          id
          version
          temperature {
            value
            unit
          }
          respiratoryRate
          heartRate
          weight {
            value
            unit
          }
          visitCreatedAt
          updatedAt
          updatedByName
          visit {
            id
            vitals {
              id
            }
          }
        }
      }
      ... on VitalsStaleVersionError {
        changedByName
        changedAt
        current {
          id
          version
          temperature {
            value
            unit
          }
          respiratoryRate
          heartRate
          weight {
            value
            unit
          }
          visitCreatedAt
          updatedAt
          updatedByName
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

export function useSaveVitals() {
  return usePromiseMutation<useSaveVitalsMutation>(mutation);
}
