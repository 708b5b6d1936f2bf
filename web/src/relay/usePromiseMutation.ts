// Relay's useMutation as a function that returns a promise of the response, which suits forms
// that await the outcome (a success payload or a typed error of the result union). Each hook
// holds the idempotency key of the person's action (relay/actionKey.ts): sent again, after a
// failure, with the same input, the mutation carries the same key, so it is saved once.
// A mutation that changes connections declares how: a totalCount change (relay/connectionCount.ts)
// of the connections named in its $connections, beside its @prependNode / @deleteEdge, or an
// updater of its own (a list whose rows have no id, roles/permissionModulesUpdaters.ts).
import { useCallback, useState } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { CacheConfig, GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { ActionKey } from './actionKey';
import { connectionCountUpdater, type ConnectionCountChange } from './connectionCount';

export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  connectionChange?: ConnectionCountChange | SelectorStoreUpdater<unknown>,
): [(variables: T['variables']) => Promise<T['response']>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const [action] = useState(() => new ActionKey());
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        const idempotencyKey = action.keyFor(variables);
        // fetchGraphQL sends the cacheConfig's key as the Idempotency-Key. useMutation passes its
        // config on to commitMutation, which takes cacheConfig; @types/react-relay leaves it out.
        const config: UseMutationConfig<T> & { cacheConfig: CacheConfig } = {
          variables,
          cacheConfig: { metadata: { idempotencyKey } },
          ...(connectionChange && { updater: updaterFor(connectionChange, (variables as { connections?: ReadonlyArray<string> }).connections ?? []) }),
          onCompleted: (response, errors) => {
            if (response == null && errors?.length) reject(new Error(errors[0]!.message));
            else {
              action.answered(idempotencyKey);
              resolve(response);
            }
          },
          onError: reject,
        };
        commit(config);
      }),
    [commit, action, connectionChange],
  );
  return [run, isInFlight];
}

function updaterFor(change: ConnectionCountChange | SelectorStoreUpdater<unknown>, connections: ReadonlyArray<string>) {
  return typeof change === 'function' ? change : connectionCountUpdater(change, connections);
}
