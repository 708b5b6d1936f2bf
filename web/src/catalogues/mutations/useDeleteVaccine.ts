import { graphql } from 'react-relay';
import type { useDeleteVaccineMutation } from '../../__generated__/useDeleteVaccineMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** The connections named in $connections count one row fewer (relay/connectionCount.ts). */
const DELETED = { field: 'deleteVaccine', successType: 'DeleteVaccineSuccess', delta: -1 } as const;

const mutation = graphql`
  mutation useDeleteVaccineMutation($input: DeleteVaccineInput!, $connections: [ID!]!) {
    deleteVaccine(input: $input) {
      __typename
      ... on DeleteVaccineSuccess {
        deletedId @deleteEdge(connections: $connections)
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

export function useDeleteVaccine() {
  return usePromiseMutation<useDeleteVaccineMutation>(mutation, DELETED);
}
