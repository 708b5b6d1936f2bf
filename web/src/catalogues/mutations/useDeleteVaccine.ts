import { graphql } from 'react-relay';
import type { useDeleteVaccineMutation } from '../../__generated__/useDeleteVaccineMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteVaccineMutation($input: DeleteVaccineInput!) {
    deleteVaccine(input: $input) {
      __typename
      ... on DeleteVaccineSuccess {
        deletedId
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
  return usePromiseMutation<useDeleteVaccineMutation>(mutation);
}
