// The Setup Permissions table: one row per module with its permissions behind 'view
// permissions', and the Create Permission button. Paged and searched on the server; a created or
// deleted permission changes the connection in the store (permissionModulesUpdaters.ts), the list
// is not asked for again.
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PermissionModulesTable_query$key } from '../__generated__/PermissionModulesTable_query.graphql';
import type { PermissionModulesTableRefetchQuery } from '../__generated__/PermissionModulesTableRefetchQuery.graphql';
import { Button, focusRing } from '../ui/Button';
import { DataTable, type Column } from '../ui/table/DataTable';
import { SearchInput } from '../ui/table/SearchInput';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { CreatePermissionModal } from './CreatePermissionModal';
import { PermissionModuleModal } from './PermissionModuleModal';

const modulesFragment = graphql`
  fragment PermissionModulesTable_query on Query
  @refetchable(queryName: "PermissionModulesTableRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    permissionModules(first: $first, after: $after, search: $search) @connection(key: "PermissionModulesTable_permissionModules") {
      __id
      totalCount
      edges {
        node {
          name
          permissions {
            id
          }
          ...PermissionModuleModal_module
        }
      }
    }
  }
`;

const EMPTY_TEXT = 'It looks like our database has no data for this. Go ahead and add some!';

export function PermissionModulesTable({ query }: { query: PermissionModulesTable_query$key }) {
  const { data, ...pagination } = usePaginationFragment<PermissionModulesTableRefetchQuery, PermissionModulesTable_query$key>(modulesFragment, query);
  const paging = useConnectionPages(pagination, data.permissionModules.edges.length);
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const rows = paging.slice(data.permissionModules.edges).map((edge) => edge.node);
  // A module whose last permission was deleted is gone from the page; its modal closes with it.
  const viewed = rows.find((row) => row.name === viewing);

  const columns: ReadonlyArray<Column<(typeof rows)[number]>> = [
    { key: 'module', header: 'Module', render: (module) => <span className="font-medium text-slate-900">{module.name}</span> },
    { key: 'count', header: 'Permissions', render: (module) => `${module.permissions.length} ${module.permissions.length === 1 ? 'permission' : 'permissions'}` },
    {
      key: 'view',
      header: <span className="sr-only">View</span>,
      className: 'text-right',
      render: (module) => (
        <button
          type="button"
          onClick={() => setViewing(module.name)}
          aria-label={`view permissions of ${module.name}`}
          className={`rounded text-sm font-medium text-teal-700 underline-offset-2 hover:underline ${focusRing}`}
        >
          view permissions
        </button>
      ),
    },
  ];

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <SearchInput label="Search modules and permissions" placeholder="Search modules or permissions" onSearch={paging.setSearch} />
        <Button onClick={() => setCreating(true)}>Create Permission</Button>
      </div>
      <DataTable
        caption="Permission modules"
        columns={columns}
        rows={rows}
        rowKey={(module) => module.name}
        loading={paging.isPending}
        emptyText={paging.search ? `No modules or permissions match "${paging.search}".` : EMPTY_TEXT}
      />
      <TablePager
        page={paging.page}
        pageSize={paging.pageSize}
        totalCount={data.permissionModules.totalCount}
        onPage={paging.setPage}
        disabled={paging.isPending}
      />
      {viewed && <PermissionModuleModal module={viewed} open onOpenChange={(open) => !open && setViewing(null)} connection={data.permissionModules.__id} paging={paging} />}
      <CreatePermissionModal open={creating} onOpenChange={setCreating} connection={data.permissionModules.__id} />
    </div>
  );
}
