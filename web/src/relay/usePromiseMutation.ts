// Relay's useMutation as a function that returns a promise of the response, which suits forms
// that await the outcome (a success payload or a typed error of the result union).
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T['variables']) => Promise<T['response']>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
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
