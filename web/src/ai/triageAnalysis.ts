// The triage analysis's fields as every reader asks for them (the Subjective step and the public
// subjective form), spread unmasked into their mutations.
import { graphql } from 'react-relay';

graphql`
  fragment triageAnalysis_analysis on TriageAnalysis {
    chiefComplaint
    complaintDuration
    mainCaseIds
    additionalNotes {
      waterIntake
      appetite
      travel
      coughing
      sneezing
      vomiting
      diarrhea
      supplements
    }
    medications
    specialDiets
    evidence {
      field
      text
    }
    lines {
      ...aiLineFragment_line @relay(mask: false)
    }
    provider
  }
`;
