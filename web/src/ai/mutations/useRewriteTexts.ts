// rewriteTexts: Magic Re-write of a step's texts, by key. The rules engine answers with a notice
// saying it only tidied the texts.
import { graphql } from 'react-relay';
import type { useRewriteTextsMutation } from '../../__generated__/useRewriteTextsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRewriteTextsMutation($input: RewriteTextsInput!) {
    rewriteTexts(input: $input) {
      __typename
      ... on RewriteTextsSuccess {
        improvedTexts {
          key
          text
        }
        provider
        languageModel
        notice
        lines {
          ...aiLineFragment_line @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRewriteTexts() {
  return usePromiseMutation<useRewriteTextsMutation>(mutation);
}
