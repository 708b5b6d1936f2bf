import { graphql } from 'react-relay';
import type { useAnalyzeSubjectiveFormTriageMutation } from '../../__generated__/useAnalyzeSubjectiveFormTriageMutation.graphql';
import { useNetworkMutation } from '../../relay/useNetworkMutation';

// 'Fetch Updates': the pet parent's triage notes read by the AI, by the form's link (no sign-in).
const mutation = graphql`
  mutation useAnalyzeSubjectiveFormTriageMutation($input: AnalyzeSubjectiveFormTriageInput!) {
    analyzeSubjectiveFormTriage(input: $input) {
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

export function useAnalyzeSubjectiveFormTriage() {
  return useNetworkMutation<useAnalyzeSubjectiveFormTriageMutation>(mutation);
}
