// A saved subjective note's content, read the same way from the page's data and from a stale
// save's `current` (an @inline fragment), for subjectiveForm.toFormValues.
import { graphql } from 'react-relay';
import { readInlineData } from 'relay-runtime';
import type { subjectiveNoteData_note$key } from '../../__generated__/subjectiveNoteData_note.graphql';
import type { SubjectiveNoteData } from './subjectiveForm';

const noteFragment = graphql`
  fragment subjectiveNoteData_note on SubjectiveNote @inline {
    id
    version
    updatedAt
    updatedByName
    filledByPetParent
    aiConsent
    chiefComplaint {
      complaint
      duration
    }
    reasonForConsultation {
      mainCaseIds
      otherCases
      generalHealth
      skinCase
      vomiting {
        vomiting
        timesVomiting
        intoTrash
        ateSomething
        ratPoison
        dietChanges
        dietIndiscretions
        recentlyVaccinated
      }
      diarrhea {
        diarrhea
        timesDiarrhea
        eatingStool
        dietIndiscretions
        missingToys
        accidents
        someVisit
        petActing
      }
    }
    additionalNotes {
      waterIntake
      appetite
      travel
      coughing
      sneezing
      vomiting
      diarrhea
      additionalVomiting
      specialDiets
      supplements
      reminders
      triageNotes
      medications
      fleaComb
      indoor
      otherPets
    }
  }
`;

export interface SavedSubjectiveNote extends SubjectiveNoteData {
  readonly id: string;
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedByName: string;
  /** Filled in by the pet parent through the e-mailed history form (with their AI consent). */
  readonly filledByPetParent: boolean;
  readonly aiConsent: boolean | null | undefined;
}

export function readSubjectiveNote(ref: subjectiveNoteData_note$key): SavedSubjectiveNote {
  return readInlineData(noteFragment, ref);
}
