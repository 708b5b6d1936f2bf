// The Manage Roles table: name, who created the role (System for the built-in ones), when, its
// permissions, and the row actions. Paged and searched on the server, ten rows a page.
import dayjs from 'dayjs';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { RolesTable_query$key } from '../__generated__/RolesTable_query.graphql';
import type { RolesTableRefetchQuery } from '../__generated__/RolesTableRefetchQuery.graphql';
import { Button, focusRing } from '../ui/Button';
import { DataTable, type Column } from '../ui/table/DataTable';
import { SearchInput } from '../ui/table/SearchInput';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { ACTION_LABEL, ActionMenu } from '../ui/ActionMenu';
import { CreateRoleModal } from './CreateRoleModal';
import { RolePermissionsModal } from './RolePermissionsModal';

const rolesFragment = graphql`
  fragment RolesTable_query on Query
  @refetchable(queryName: "RolesTableRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    roles(first: $first, after: $after, search: $search) @connection(key: "RolesTable_roles") {
      __id
      totalCount
      edges {
        # A row: Create Role asks for the same fields, so the new role is put first in the table
        # by the mutation's answer (no reload). Not a row fragment: with one more fragment level
        # the query would pass the gateway's depth limit (gateway/src/yoga.ts, QUERY_LIMITS).
        node {
          id
          name
          createdBy
          createdAt
          isBuiltIn
          ...RolePermissionsModal_role
        }
      }
    }
  }
`;

export const EMPTY_ROLES_TEXT = "Roles haven't been assigned yet. Get started by clicking: Create Role";
// The spec gives these two actions no behaviour; they are shown, honestly unavailable.
const NOT_AVAILABLE = 'Not available yet';

export function RolesTable({ query }: { query: RolesTable_query$key }) {
  const { data, ...pagination } = usePaginationFragment<RolesTableRefetchQuery, RolesTable_query$key>(rolesFragment, query);
  const paging = useConnectionPages(pagination, data.roles.edges.length);
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const rows = paging.slice(data.roles.edges).map((edge) => edge.node);
  const viewed = rows.find((row) => row.id === viewing);

  const columns: ReadonlyArray<Column<(typeof rows)[number]>> = [
    { key: 'name', header: 'Name', render: (role) => <span className="font-medium text-slate-900">{role.name}</span> },
    { key: 'createdBy', header: 'Created By', render: (role) => role.createdBy ?? 'System' },
    {
      key: 'createdAt',
      header: 'Time Created',
      render: (role) => <time dateTime={role.createdAt}>{dayjs(role.createdAt).format('MMM D, YYYY h:mm A')}</time>,
    },
    {
      key: 'permissions',
      header: 'Permissions',
      render: (role) => (
        <button
          type="button"
          onClick={() => setViewing(role.id)}
          aria-label={`view permissions of ${role.name}`}
          className={`rounded text-sm font-medium text-teal-700 underline-offset-2 hover:underline ${focusRing}`}
        >
          view permissions
        </button>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      pinned: true,
      className: 'w-px text-right',
      render: (role) => (
        <ActionMenu
          variant="outline"
          label={ACTION_LABEL}
          subject={role.name}
          items={[
            { label: 'View More Details', unavailable: NOT_AVAILABLE },
            { label: 'Edit Role', unavailable: NOT_AVAILABLE },
          ]}
        />
      ),
    },
  ];

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SearchInput label="Search roles" placeholder="Search roles" onSearch={paging.setSearch} />
        <Button onClick={() => setCreating(true)}>Create Role</Button>
      </div>
      <DataTable
        caption="Roles"
        columns={columns}
        rows={rows}
        rowKey={(role) => role.id}
        loading={paging.isPending}
        emptyText={paging.search ? `No roles match "${paging.search}".` : EMPTY_ROLES_TEXT}
      />
      <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.roles.totalCount} onPage={paging.setPage} disabled={paging.isPending} />
      {viewed && <RolePermissionsModal role={viewed} open onOpenChange={(open) => !open && setViewing(null)} />}
      <CreateRoleModal open={creating} onOpenChange={setCreating} connection={data.roles.__id} />
    </div>
  );
}
