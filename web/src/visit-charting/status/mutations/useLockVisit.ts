import { graphql } from 'react-relay';
import type { useLockVisitMutation } from '../../../__generated__/useLockVisitMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The locked visit comes back, so the Locked badge and the read-only state show at once.
const mutation = graphql`
  mutation useLockVisitMutation($input: LockVisitInput!) {
    lockVisit(input: $input) {
      __typename
      ... on LockVisitSuccess {
        visit {
          id
          isLocked
          isReadOnly
          updatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useLockVisit() {
  return usePromiseMutation<useLockVisitMutation>(mutation);
}
