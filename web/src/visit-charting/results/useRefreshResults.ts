// Reads the visit's Results step data again from the server (network only) into the store, so
// every part of the step shows it: after a write whose answer does not carry the visit (an
// in-house result, a comment), and after 'Unassign Result' (spec 002 section 4: the page reloads).
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useRefreshResultsQuery } from '../../__generated__/useRefreshResultsQuery.graphql';

const query = graphql`
  query useRefreshResultsQuery($visitId: ID!) {
    node(id: $visitId) {
      ... on Visit {
        ...ResultsStep_visit
      }
    }
  }
`;

export function useRefreshResults(visitId: string): () => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    await fetchQuery<useRefreshResultsQuery>(environment, query, { visitId }, { fetchPolicy: 'network-only' }).toPromise();
  }, [environment, visitId]);
}
