// /d/users, Manage Users (spec 000 sections 2 and 6): the organization's people with search,
// paging and export, the Invite User menu, and each row's actions. What the viewer may not do
// is not shown; the gateway and the auth service refuse it anyway.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { UsersPageQuery } from '../__generated__/UsersPageQuery.graphql';
import { useAccess } from '../auth/access';
import { BackHeader } from '../ui/BackHeader';
import { PermissionDenied } from '../ui/PermissionDenied';
import { canManageUsers } from './userAccess';
import { UsersTable } from './UsersTable';

const usersPageQuery = graphql`
  query UsersPageQuery {
    ...UsersTable_query
    assignableRoles {
      id
      name
    }
  }
`;

export interface UsersLoaderData {
  queryRef: PreloadedQuery<UsersPageQuery> | null;
}

function LoadedUsers({ queryRef }: { queryRef: PreloadedQuery<UsersPageQuery> }) {
  const data = usePreloadedQuery(usersPageQuery, queryRef);
  return <UsersTable query={data} roles={data.assignableRoles} />;
}

export function UsersPage() {
  const { queryRef } = useLoaderData() as UsersLoaderData;
  const access = useAccess();
  return (
    <section aria-label="Manage Users">
      <BackHeader title="Manage Users" />
      {queryRef && canManageUsers(access) ? (
        <LoadedUsers queryRef={queryRef} />
      ) : (
        <PermissionDenied />
      )}
    </section>
  );
}
