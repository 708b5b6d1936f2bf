import { graphql } from 'react-relay';
import type { useSaveSoapCanvasMutation } from '../../__generated__/useSaveSoapCanvasMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// Saves the visit's SOAP canvas: the first save (no basedOnVersion) creates it, later ones update
// it based on the version the editor holds. A stale save brings who changed it and the canvas as it
// is now; the editor keeps the person's text.
const mutation = graphql`
  mutation useSaveSoapCanvasMutation($input: SaveSoapCanvasInput!) {
    saveSoapCanvas(input: $input) {
      __typename
      ... on SaveSoapCanvasSuccess {
        canvas {
          id
          version
          ...SoapCanvasEditorPage_canvas
          ...SoapCanvasPage_canvas
        }
        # The first save creates the canvas: the visit points at it from now on.
        visit {
          id
          soapCanvas {
            id
          }
          # A save may make or end AI drafts: the badges follow the server.
          ...useVisitAiDrafts_visit
        }
      }
      ... on SoapCanvasStaleVersionError {
        message
        changedByName
        changedAt
        current {
          id
          version
          finalSoap
          prompt
          templateCode
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSaveSoapCanvas() {
  return usePromiseMutation<useSaveSoapCanvasMutation>(mutation);
}
