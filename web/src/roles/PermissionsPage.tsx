// Setup Permissions (/d/permissions): super admins only; everyone else is told they may not
// (the gateway refuses their changes anyway).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PermissionsPageQuery } from '../__generated__/PermissionsPageQuery.graphql';
import { BackHeader } from '../ui/BackHeader';
import { PermissionDenied } from '../ui/PermissionDenied';
import { PermissionModulesTable } from './PermissionModulesTable';

const permissionsPageQuery = graphql`
  query PermissionsPageQuery($first: Int!) {
    ...PermissionModulesTable_query @arguments(first: $first)
  }
`;

export interface PermissionsLoaderData {
  queryRef: PreloadedQuery<PermissionsPageQuery> | null;
}

function Permissions({ queryRef }: { queryRef: PreloadedQuery<PermissionsPageQuery> }) {
  const data = usePreloadedQuery(permissionsPageQuery, queryRef);
  return <PermissionModulesTable query={data} />;
}

export function PermissionsPage() {
  const { queryRef } = useLoaderData() as PermissionsLoaderData;
  return (
    <section aria-labelledby="permissions-title">
      <BackHeader title="Setup Permissions" id="permissions-title" />
      {queryRef ? <Permissions queryRef={queryRef} /> : <PermissionDenied />}
    </section>
  );
}
