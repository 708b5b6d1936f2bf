import { graphql } from 'react-relay';
import type { useSyncPetMutation } from '../../__generated__/useSyncPetMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSyncPetMutation($input: SyncPetInput!) {
    syncPet(input: $input) {
      __typename
      ... on SyncPetSuccess {
        created
        pet {
          id
          name
          source
          sourceId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSyncPet() {
  return usePromiseMutation<useSyncPetMutation>(mutation);
}
