// Manage Roles (/d/roles): super admins and client admins see the organization's roles and
// create new ones; everyone else is told they may not (the gateway refuses them anyway).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { RolesPageQuery } from '../__generated__/RolesPageQuery.graphql';
import { BackHeader } from '../ui/BackHeader';
import { PermissionDenied } from '../ui/PermissionDenied';
import { RolesTable } from './RolesTable';

const rolesPageQuery = graphql`
  query RolesPageQuery($first: Int!) {
    ...RolesTable_query @arguments(first: $first)
  }
`;

export interface RolesLoaderData {
  queryRef: PreloadedQuery<RolesPageQuery> | null;
}

function Roles({ queryRef }: { queryRef: PreloadedQuery<RolesPageQuery> }) {
  const data = usePreloadedQuery(rolesPageQuery, queryRef);
  return <RolesTable query={data} />;
}

export function RolesPage() {
  const { queryRef } = useLoaderData() as RolesLoaderData;
  return (
    <section aria-labelledby="roles-title">
      <BackHeader title="Manage Roles" id="roles-title" />
      {queryRef ? <Roles queryRef={queryRef} /> : <PermissionDenied />}
    </section>
  );
}
