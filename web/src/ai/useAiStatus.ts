// Which AI features the server offers (Query.aiStatus): dictation needs a speech-to-text model
// (AI_SPEECH_MODEL) even with the rules engine. Asked once per page and kept in the store.
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useAiStatusQuery } from '../__generated__/useAiStatusQuery.graphql';

const query = graphql`
  query useAiStatusQuery {
    aiStatus {
      provider
      languageModel
      dictationAvailable
      dictationSetting
      dictationDescription
    }
  }
`;

export function useAiStatus() {
  return useLazyLoadQuery<useAiStatusQuery>(query, {}, { fetchPolicy: 'store-or-network' }).aiStatus;
}
