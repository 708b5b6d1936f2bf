// /d/integrations: one card per third-party app, for Super Admin and Admin only (spec 000
// sections 2 and 6). Everyone else sees the permission message, and the query is not even sent.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { IntegrationsPageQuery } from '../__generated__/IntegrationsPageQuery.graphql';
import { useAccess } from '../auth/access';
import { PermissionDenied } from '../ui/PermissionDenied';
import { IntegrationCard } from './IntegrationCard';
import { canManageIntegrations } from './integrationAccess';

const integrationsPageQuery = graphql`
  query IntegrationsPageQuery($first: Int!) {
    integrations(first: $first) {
      edges {
        node {
          id
          ...IntegrationCard_app
        }
      }
    }
  }
`;

// The catalogue is a handful of partners: one page shows them all.
export interface IntegrationsLoaderData {
  queryRef: PreloadedQuery<IntegrationsPageQuery> | null;
}

function IntegrationList({ queryRef }: { queryRef: PreloadedQuery<IntegrationsPageQuery> }) {
  const { integrations } = usePreloadedQuery(integrationsPageQuery, queryRef);
  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-sm text-slate-600">
        Connect your clinic’s practice management system and reference lab. Credentials are checked with the partner before a connection is
        saved.
      </p>
      {integrations.edges.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-600">
          No integrations are available yet.
        </p>
      ) : (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {integrations.edges.map(({ node }) => (
            <IntegrationCard key={node.id} app={node} />
          ))}
        </div>
      )}
    </div>
  );
}

export function IntegrationsPage() {
  const { queryRef } = useLoaderData() as IntegrationsLoaderData;
  const allowed = canManageIntegrations(useAccess());
  if (!allowed || !queryRef) return <PermissionDenied />;
  return <IntegrationList queryRef={queryRef} />;
}
