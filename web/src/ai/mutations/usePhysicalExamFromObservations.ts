// physicalExamFromObservations: the exam's body categories read from observation text (the
// Objective step's AI prompt and 'Fill exam from observations').
import { graphql } from 'react-relay';
import type { usePhysicalExamFromObservationsMutation } from '../../__generated__/usePhysicalExamFromObservationsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation usePhysicalExamFromObservationsMutation($input: PhysicalExamFromObservationsInput!) {
    physicalExamFromObservations(input: $input) {
      __typename
      ... on PhysicalExamFromObservationsSuccess {
        results {
          category
          result
          comment
          matchedText
        }
        provider
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

export function usePhysicalExamFromObservations() {
  return usePromiseMutation<usePhysicalExamFromObservationsMutation>(mutation);
}
