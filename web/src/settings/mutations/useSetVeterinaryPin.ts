import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useSetVeterinaryPinMutation } from '../../__generated__/useSetVeterinaryPinMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// The answer updates the root veterinaryPin record, so the Settings card and the Lock dialog (which
// offers to set a first PIN) both say it is set.
const mutation = graphql`
  mutation useSetVeterinaryPinMutation($input: SetVeterinaryPinInput!) {
    setVeterinaryPin(input: $input) {
      __typename
      ... on SetVeterinaryPinSuccess {
        veterinaryPin {
          isSet
          updatedAt
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

export function useSetVeterinaryPin(): [(variables: useSetVeterinaryPinMutation['variables']) => Promise<useSetVeterinaryPinMutation['response']>, boolean] {
  const [save, saving] = usePromiseMutation<useSetVeterinaryPinMutation>(mutation);
  const environment = useRelayEnvironment();
  const saveAndRemember = useCallback(
    async (variables: useSetVeterinaryPinMutation['variables']) => {
      const response = await save(variables);
      const result = response.setVeterinaryPin;
      if (result.__typename === 'SetVeterinaryPinSuccess' && result.veterinaryPin) {
        const saved = result.veterinaryPin;
        // veterinaryPin is a root field without an id: write the answer where its readers look.
        environment.commitUpdate((store) => {
          const record = store.getRoot().getLinkedRecord('veterinaryPin');
          record?.setValue(saved.isSet, 'isSet');
          record?.setValue(saved.updatedAt, 'updatedAt');
        });
      }
      return response;
    },
    [save, environment],
  );
  return [saveAndRemember, saving];
}
