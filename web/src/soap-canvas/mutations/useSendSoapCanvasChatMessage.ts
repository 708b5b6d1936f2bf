import { graphql } from 'react-relay';
import type { useSendSoapCanvasChatMessageMutation } from '../../__generated__/useSendSoapCanvasChatMessageMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

// A chat message on the older canvas (/d/SOAPCanvas): stored with the answer on the canvas record.
const mutation = graphql`
  mutation useSendSoapCanvasChatMessageMutation($input: SendSoapCanvasChatMessageInput!) {
    sendSoapCanvasChatMessage(input: $input) {
      __typename
      ... on SendSoapCanvasChatMessageSuccess {
        reply
        provider
        notice
        lines {
          ...aiLineFragment_line @relay(mask: false)
        }
        canvas {
          id
          version
          chatHistory {
            role
            content
            at
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSendSoapCanvasChatMessage() {
  return usePromiseMutation<useSendSoapCanvasChatMessageMutation>(mutation);
}
