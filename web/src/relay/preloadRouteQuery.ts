// preloadQuery for a lazily loaded screen, called by the route's loader: it fetches the query's
// compiled artifact (a small chunk) and Relay's code, then starts the request, while react-router
// downloads the screen's code beside them, so the data does not wait for the screen.
import type { PreloadedQuery } from 'react-relay';
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** A query's compiled artifact, imported on demand: `() => import('../__generated__/XQuery.graphql')`. */
export type QueryArtifact = () => Promise<{ default: GraphQLTaggedNode }>;

export async function preloadRouteQuery<T extends OperationType>(
  artifact: QueryArtifact,
  variables: T['variables'],
  fetchPolicy: FetchPolicy = 'store-or-network',
): Promise<PreloadedQuery<T>> {
  const [{ default: query }, { preloadQuery }] = await Promise.all([artifact(), import('./preloadQuery')]);
  return preloadQuery<T>(query, variables, fetchPolicy);
}
