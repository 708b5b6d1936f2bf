import { graphql } from 'react-relay';
import type { useAddGenderMutation } from '../../__generated__/useAddGenderMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addGender', successType: 'AddGenderSuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddGenderMutation($input: AddGenderInput!, $connections: [ID!]!) {
    addGender(input: $input) {
      __typename
      ... on AddGenderSuccess {
        gender @prependNode(connections: $connections, edgeTypeName: "GenderEdge") {
          ...GenderTab_row
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

export function useAddGender() {
  return usePromiseMutation<useAddGenderMutation>(mutation, CREATED);
}
