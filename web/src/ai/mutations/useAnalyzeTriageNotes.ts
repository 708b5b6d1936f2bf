// analyzeTriageNotes: a triage note read into the check-in form's values (the Subjective step's
// AI prompt and 'Fill from triage notes').
import { graphql } from 'react-relay';
import type { useAnalyzeTriageNotesMutation } from '../../__generated__/useAnalyzeTriageNotesMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAnalyzeTriageNotesMutation($input: AnalyzeTriageNotesInput!) {
    analyzeTriageNotes(input: $input) {
      __typename
      ... on AnalyzeTriageNotesSuccess {
        analysis {
          ...triageAnalysis_analysis @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAnalyzeTriageNotes() {
  return usePromiseMutation<useAnalyzeTriageNotesMutation>(mutation);
}
