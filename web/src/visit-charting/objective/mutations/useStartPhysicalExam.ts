import { graphql } from 'react-relay';
import type { useStartPhysicalExamMutation } from '../../../__generated__/useStartPhysicalExamMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

// Entering the exam may move the visit to 'Exam in Progress': the visit's status and its log come
// back so the page's badge and the status timeline show it.
const mutation = graphql`
  mutation useStartPhysicalExamMutation($input: StartPhysicalExamInput!) {
    startPhysicalExam(input: $input) {
      __typename
      ... on StartPhysicalExamSuccess {
        moved
        visit {
          id
          isReadOnly
          updatedAt
          lastModifiedByName
          status {
            name
          }
          statusLogs {
            id
            event
            userName
            createdAt
          }
        }
      }
    }
  }
`;

export function useStartPhysicalExam() {
  return usePromiseMutation<useStartPhysicalExamMutation>(mutation);
}
