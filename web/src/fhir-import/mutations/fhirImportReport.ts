// The report both FHIR import mutations answer (docs/fhir-import.md), read by FhirImportModal.
import { graphql } from 'react-relay';

export const fhirImportReportFragment = graphql`
  fragment fhirImportReport_report on FhirImportReport {
    create {
      petParents { source label note }
      pets { source label note }
      visits { source label note }
      vitals { source label note }
      notes { source label note }
      files { source label note }
    }
    match {
      petParents { source label }
      pets { source label }
      visits { source label }
      vitals { source label }
      notes { source label }
      files { source label }
    }
    cannotMap { source reason }
    manifestFormat
    manifestTime
    manifestClinicName
  }
`;
