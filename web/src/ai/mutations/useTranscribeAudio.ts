// transcribeAudio: one recorded dictation segment (a data URI) to text.
import { graphql } from 'react-relay';
import type { useTranscribeAudioMutation } from '../../__generated__/useTranscribeAudioMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useTranscribeAudioMutation($input: TranscribeAudioInput!) {
    transcribeAudio(input: $input) {
      __typename
      ... on TranscribeAudioSuccess {
        text
        provider
      }
      ... on AiUnavailableError {
        setting
      }
      ... on AiProviderError {
        provider
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useTranscribeAudio() {
  return usePromiseMutation<useTranscribeAudioMutation>(mutation);
}
