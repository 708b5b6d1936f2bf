import { graphql } from 'react-relay';
import type { useReinviteUserMutation } from '../../__generated__/useReinviteUserMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useReinviteUserMutation($input: ReinviteUserInput!) {
    reinviteUser(input: $input) {
      __typename
      ... on ReinviteUserSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useReinviteUser() {
  return usePromiseMutation<useReinviteUserMutation>(mutation);
}
