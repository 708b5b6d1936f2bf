import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAssignLabResultMutation } from '../../__generated__/useAssignLabResultMutation.graphql';

// The assigned result leaves the orphans table: its edge is deleted from the table's connection,
// and the connection's count (the pager's 'of n') goes down with it.
const mutation = graphql`
  mutation useAssignLabResultMutation($input: AssignLabResultInput!, $connections: [ID!]!) {
    assignLabResult(input: $input) {
      __typename
      ... on AssignLabResultSuccess {
        labResult {
          id @deleteEdge(connections: $connections)
          assigned
          visit {
            id
          }
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

type Variables = useAssignLabResultMutation['variables'];
type Response = useAssignLabResultMutation['response'];

export function useAssignLabResult(): [(variables: Variables) => Promise<Response>, boolean] {
  const [commit, isInFlight] = useMutation<useAssignLabResultMutation>(mutation);
  const run = useCallback(
    (variables: Variables) =>
      new Promise<Response>((resolve, reject) => {
        commit({
          variables,
          updater: (store, response) => {
            if (response?.assignLabResult.__typename !== 'AssignLabResultSuccess') return;
            for (const connectionId of variables.connections) {
              const connection = store.get(connectionId);
              const count = connection?.getValue('totalCount');
              if (connection && typeof count === 'number') connection.setValue(Math.max(0, count - 1), 'totalCount');
            }
          },
          onCompleted: (response, errors) => {
            if (response == null && errors?.length) reject(new Error(errors[0]!.message));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
