import { graphql } from 'react-relay';
import type { useStartBillingCardSetupMutation } from '../../__generated__/useStartBillingCardSetupMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useStartBillingCardSetupMutation($input: StartBillingCardSetupInput!) {
    startBillingCardSetup(input: $input) {
      __typename
      ... on StartBillingCardSetupSuccess {
        clientSecret
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStartBillingCardSetup() {
  return usePromiseMutation<useStartBillingCardSetupMutation>(mutation);
}
