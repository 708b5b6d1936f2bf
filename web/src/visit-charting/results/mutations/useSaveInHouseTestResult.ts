import { graphql } from 'react-relay';
import type { useSaveInHouseTestResultMutation } from '../../../__generated__/useSaveInHouseTestResultMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The in-house 'Edit result' modal's save: creates the row's result, or updates it from the version
// it was based on; the step then reads the visit's results again (useRefreshResults).
const mutation = graphql`
  mutation useSaveInHouseTestResultMutation($input: SaveInHouseTestResultInput!) {
    saveInHouseTestResult(input: $input) {
      __typename
      ... on SaveInHouseTestResultSuccess {
        inHouseResult {
          id
          version
        }
      }
      ... on InHouseTestResultStaleVersionError {
        message
        changedByName
        changedAt
        current {
          id
          result
          comment
          testDate
          resultDate
          version
        }
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

export function useSaveInHouseTestResult() {
  return usePromiseMutation<useSaveInHouseTestResultMutation>(mutation);
}
