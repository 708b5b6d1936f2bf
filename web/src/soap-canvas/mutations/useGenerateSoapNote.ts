import { graphql } from 'react-relay';
import type { useGenerateSoapNoteMutation } from '../../__generated__/useGenerateSoapNoteMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// Generate SOAP: the AI engine fills the template's sections from the visit's records and the
// triage text. Nothing is stored until the editor saves.
const mutation = graphql`
  mutation useGenerateSoapNoteMutation($input: GenerateSoapNoteInput!) {
    generateSoapNote(input: $input) {
      __typename
      ... on GenerateSoapNoteSuccess {
        note {
          markdown
          emptySections
          provider
          notice
          sections {
            section
            lines {
              ...aiLineFragment_line @relay(mask: false)
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useGenerateSoapNote() {
  return usePromiseMutation<useGenerateSoapNoteMutation>(mutation);
}
