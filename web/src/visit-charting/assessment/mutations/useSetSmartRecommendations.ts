import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetSmartRecommendationsMutation } from '../../../__generated__/useSetSmartRecommendationsMutation.graphql';

const mutation = graphql`
  mutation useSetSmartRecommendationsMutation($input: SetSmartRecommendationsInput!) {
    setSmartRecommendations(input: $input) {
      __typename
      ... on SetSmartRecommendationsSuccess {
        aiSettings {
          smartRecommendations
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Response = useSetSmartRecommendationsMutation['response'];

/**
 * Turns the clinic's Smart Recommendations on or off. AiSettings has no id, so the answer would
 * not reach Query.aiSettings by itself: the updater copies it there, and every screen reading
 * the setting shows the new value.
 */
export function useSetSmartRecommendations(): [(enabled: boolean) => Promise<Response>, boolean] {
  const [commit, isInFlight] = useMutation<useSetSmartRecommendationsMutation>(mutation);
  const run = useCallback(
    (enabled: boolean) =>
      new Promise<Response>((resolve, reject) => {
        commit({
          variables: { input: { enabled } },
          updater: (store, data) => {
            const settings = data?.setSmartRecommendations.aiSettings;
            if (settings) store.getRoot().getLinkedRecord('aiSettings')?.setValue(settings.smartRecommendations, 'smartRecommendations');
          },
          onCompleted: (response, errors) => {
            if (response == null && errors?.length) reject(new Error(errors[0]!.message));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
