import { graphql } from 'react-relay';
import type { useAddVaccineMutation } from '../../__generated__/useAddVaccineMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row more (relay/connectionCount.ts). */
const CREATED = { field: 'addVaccine', successType: 'AddVaccineSuccess', delta: 1 } as const;

const mutation = graphql`
  mutation useAddVaccineMutation($input: AddVaccineInput!, $connections: [ID!]!) {
    addVaccine(input: $input) {
      __typename
      ... on AddVaccineSuccess {
        vaccine @prependNode(connections: $connections, edgeTypeName: "VaccineEdge") {
          ...VaccinesTab_row
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

export function useAddVaccine() {
  return usePromiseMutation<useAddVaccineMutation>(mutation, CREATED);
}
