// cleanUpText: the AI clean-up's proposal for one field's text (spacing, case, punctuation,
// abbreviations), shown before it replaces anything.
import { graphql } from 'react-relay';
import type { useCleanUpTextMutation } from '../../__generated__/useCleanUpTextMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCleanUpTextMutation($input: CleanUpTextInput!) {
    cleanUpText(input: $input) {
      __typename
      ... on CleanUpTextSuccess {
        improvedText
        provider
        changes
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

export function useCleanUpText() {
  return usePromiseMutation<useCleanUpTextMutation>(mutation);
}
