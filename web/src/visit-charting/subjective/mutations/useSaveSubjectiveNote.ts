// saveSubjectiveNote: the subjective step's Save. The success payload refreshes the visit (its
// note link, status) so the rest of the page, such as the SOAP preview, shows what was saved; a
// stale save carries the note as it is now for 'Load newer values'.
import { graphql } from 'react-relay';
import type { useSaveSubjectiveNoteMutation } from '../../../__generated__/useSaveSubjectiveNoteMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSaveSubjectiveNoteMutation($input: SaveSubjectiveNoteInput!) {
    saveSubjectiveNote(input: $input) {
      __typename
      ... on SaveSubjectiveNoteSuccess {
        subjectiveNote {
          id
          ...subjectiveNoteData_note
        }
        visit {
          id
          lastModifiedByName
          updatedAt
          status {
            name
          }
          subjectiveNote {
            id
          }
          # A save may make or end AI drafts: the badges follow the server.
          ...useVisitAiDrafts_visit
        }
      }
      ... on SubjectiveNoteStaleVersionError {
        changedByName
        changedAt
        current {
          id
          ...subjectiveNoteData_note
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

export function useSaveSubjectiveNote() {
  return usePromiseMutation<useSaveSubjectiveNoteMutation>(mutation);
}
