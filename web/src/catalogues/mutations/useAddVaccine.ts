import { graphql } from 'react-relay';
import type { useAddVaccineMutation } from '../../__generated__/useAddVaccineMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddVaccineMutation($input: AddVaccineInput!) {
    addVaccine(input: $input) {
      __typename
      ... on AddVaccineSuccess {
        vaccine { id name }
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
  return usePromiseMutation<useAddVaccineMutation>(mutation);
}
