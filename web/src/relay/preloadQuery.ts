// loadQuery for route loaders. A route's previous reference to the same query is released
// when it loads again, so revisiting a screen does not keep old results retained forever.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { getRequest, type FetchPolicy, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { getRelayEnvironment } from './environment';

const retained = new Map<string, PreloadedQuery<OperationType>>();

export function preloadQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<T> {
  const reference = loadQuery<T>(getRelayEnvironment(), query, variables, { fetchPolicy });
  const name = getRequest(query).params.name;
  retained.get(name)?.dispose();
  retained.set(name, reference as PreloadedQuery<OperationType>);
  return reference;
}
