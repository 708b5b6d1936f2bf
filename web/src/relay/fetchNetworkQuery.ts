// A query read straight from the network layer (fetchGraphQL), without the Relay store, for the
// account pages used before signing in (set a new password, accept an invitation): their data is
// read once and never shared with another screen, so these pages do without Relay's code.
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';
import type { QueryArtifact } from './preloadRouteQuery';

export async function fetchNetworkQuery<T extends OperationType>(artifact: QueryArtifact, variables: T['variables']): Promise<T['response']> {
  const { default: query } = await artifact();
  const response = await fetchGraphQL((query as ConcreteRequest).params, variables);
  if (!('data' in response) || response.data == null) throw new Error('The server could not answer. Please try again later.');
  return response.data as T['response'];
}

/** The promise a loader hands to its screen (read with React's `use`): a rejection is the screen's to show. */
export function forScreen<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
