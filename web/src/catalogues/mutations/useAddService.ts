import { graphql } from 'react-relay';
import type { useAddServiceMutation } from '../../__generated__/useAddServiceMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addService', successType: 'AddServiceSuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddServiceMutation($input: AddServiceInput!, $connections: [ID!]!) {
    addService(input: $input) {
      __typename
      ... on AddServiceSuccess {
        service @prependNode(connections: $connections, edgeTypeName: "ServiceEdge") {
          ...ServicesTab_row
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

export function useAddService() {
  return usePromiseMutation<useAddServiceMutation>(mutation, CREATED);
}
