import { graphql } from 'react-relay';
import type { useSaveObjectiveNoteMutation } from '../../../__generated__/useSaveObjectiveNoteMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// The saved note and the visit come back normalised, so the page's status, the step's note and
// the SOAP preview update from the store; a stale save brings the note as it is now.
const mutation = graphql`
  mutation useSaveObjectiveNoteMutation($input: SaveObjectiveNoteInput!) {
    saveObjectiveNote(input: $input) {
      __typename
      ... on SaveObjectiveNoteSuccess {
        objectiveNote {
          id
          ...ObjectiveStep_note
        }
        visit {
          id
          updatedAt
          lastModifiedByName
          status {
            name
          }
          objectiveNote {
            id
          }
          # A save may make or end AI drafts: the badges follow the server.
          ...useVisitAiDrafts_visit
        }
      }
      ... on ObjectiveNoteStaleVersionError {
        message
        changedByName
        changedAt
        current {
          id
          ...ObjectiveStep_note
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

export function useSaveObjectiveNote() {
  return usePromiseMutation<useSaveObjectiveNoteMutation>(mutation);
}
