import { graphql } from 'react-relay';
import type { useGiveDoseReasonMutation } from '../../../__generated__/useGiveDoseReasonMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// 'Give a reason' for a flagged dose (docs/dose-check.md): the plan's checks come back with it, so
// the flag's row shows the reason and signing or sending may go on.
const mutation = graphql`
  mutation useGiveDoseReasonMutation($input: GiveDoseReasonInput!) {
    giveDoseReason(input: $input) {
      __typename
      ... on GiveDoseReasonSuccess {
        treatmentPlan {
          id
          ...DoseChecks_plan
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

export function useGiveDoseReason() {
  return usePromiseMutation<useGiveDoseReasonMutation>(mutation);
}
