import { graphql } from 'react-relay';
import type { useUnassignLabResultMutation } from '../../../__generated__/useUnassignLabResultMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// 'Unassign Result' (spec 002 section 4 'Unassigning an orphaned result'): the result goes back to
// the orphans; the visit's results come back with the answer, which is the page's refresh.
const mutation = graphql`
  mutation useUnassignLabResultMutation($input: UnassignLabResultInput!) {
    unassignLabResult(input: $input) {
      __typename
      ... on UnassignLabResultSuccess {
        labResult {
          id
          assigned
          visit {
            id
          }
        }
        visit {
          ...ResultsStep_visit
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUnassignLabResult() {
  return usePromiseMutation<useUnassignLabResultMutation>(mutation);
}
