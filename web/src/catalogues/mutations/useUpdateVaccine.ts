import { graphql } from 'react-relay';
import type { useUpdateVaccineMutation } from '../../__generated__/useUpdateVaccineMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateVaccineMutation($input: UpdateVaccineInput!) {
    updateVaccine(input: $input) {
      __typename
      ... on UpdateVaccineSuccess {
        vaccine {
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

export function useUpdateVaccine() {
  return usePromiseMutation<useUpdateVaccineMutation>(mutation);
}
