// A mutation sent through the network layer (fetchGraphQL) without the Relay store, for the
// account pages used before signing in (sign-in, sign-up, password reset, invitations): they have
// no store to update (a new session starts a fresh one, relay/environment.ts), so these pages do
// without Relay's code altogether. Same shape as usePromiseMutation, with the same idempotency
// key per person's action (relay/actionKey.ts).
import { useCallback, useState } from 'react';
import type { ConcreteRequest, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { ActionKey } from './actionKey';
import { fetchGraphQL } from './fetchGraphQL';

export function useNetworkMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T['variables']) => Promise<T['response']>, boolean] {
  const [inFlight, setInFlight] = useState(0);
  const [action] = useState(() => new ActionKey());
  const run = useCallback(
    async (variables: T['variables']) => {
      setInFlight((count) => count + 1);
      try {
        // The babel plugin turns the graphql tag into the compiled request (eager ES modules).
        const { params } = mutation as ConcreteRequest;
        const idempotencyKey = action.keyFor(variables);
        const response = await fetchGraphQL(params, variables, { metadata: { idempotencyKey } });
        if (!('data' in response) || response.data == null) throw new Error('The server could not answer. Please try again later.');
        action.answered(idempotencyKey);
        return response.data as T['response'];
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [mutation, action],
  );
  return [run, inFlight > 0];
}
