import { graphql } from 'react-relay';
import type { useFinalizeSoapCanvasMutation } from '../../__generated__/useFinalizeSoapCanvasMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// Finalize: exports the saved note to the connected practice system and locks it and the visit.
const mutation = graphql`
  mutation useFinalizeSoapCanvasMutation($input: FinalizeSoapCanvasInput!) {
    finalizeSoapCanvas(input: $input) {
      __typename
      ... on FinalizeSoapCanvasSuccess {
        message
        canvas {
          id
          ...SoapCanvasEditorPage_canvas
          ...SoapCanvasPage_canvas
        }
        visit {
          id
          isLocked
          isReadOnly
          status {
            name
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useFinalizeSoapCanvas() {
  return usePromiseMutation<useFinalizeSoapCanvasMutation>(mutation);
}
