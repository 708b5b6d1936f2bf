// The users table: a refetchable connection paged by page number, searched on the server, with
// export of every matching person (not only the page shown) and the row actions.
import dayjs from 'dayjs';
import { useState } from 'react';
import { fetchQuery, graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { UsersTableExportQuery } from '../__generated__/UsersTableExportQuery.graphql';
import type { UsersTable_query$key } from '../__generated__/UsersTable_query.graphql';
import type { UsersTable_row$key } from '../__generated__/UsersTable_row.graphql';
import type { UsersTableRefetchQuery } from '../__generated__/UsersTableRefetchQuery.graphql';
import { useAccess } from '../auth/access';
import { useSession } from '../auth/session';
import { getRelayEnvironment } from '../relay/environment';
import { Button } from '../ui/Button';
import { downloadCsv } from '../ui/download';
import { notify } from '../ui/notifications/notificationStore';
import { DataTable, type Column } from '../ui/table/DataTable';
import { SearchInput } from '../ui/table/SearchInput';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { ActionMenu } from '../ui/ActionMenu';
import { InviteCsvModal } from './InviteCsvModal';
import { UserActions } from './UserActions';
import { UserFormModal, type Option } from './UserFormModal';
import { STATUS_LABEL, type UserRow } from './userRow';

const usersTableFragment = graphql`
  fragment UsersTable_query on Query
  @refetchable(queryName: "UsersTableRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    users(first: $first, after: $after, search: $search) @connection(key: "UsersTable_users") {
      __id
      totalCount
      edges {
        node {
          ...UsersTable_row

        }
      }
    }
  }
`;

// A row of the table, read with readInlineData. The invite, edit and activate mutations ask for it
// too, so the store holds what the row shows after a write (no reload).
const userRowFragment = graphql`
  fragment UsersTable_row on User @inline {
    id
    firstName
    lastName
    fullName
    email
    contactPhoneNumber
    status
    invitePending
    isSuperAdmin
    createdAt
    role {
      id
      name
    }
    clinics {
      id
      name
    }
  }
`;

const exportQuery = graphql`
  query UsersTableExportQuery($first: Int!, $after: String, $search: String) {
    users(first: $first, after: $after, search: $search) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          fullName
          email
          contactPhoneNumber
          status
          createdAt
          role {
            name
          }
          clinics {
            name
          }
        }
      }
    }
  }
`;

const EXPORT_PAGE = 50;

function StatusBadge({ status }: { status: string }) {
  const tone = status === 'ACTIVE' ? 'bg-emerald-50 text-emerald-800' : status === 'INVITED' ? 'bg-amber-50 text-amber-800' : 'bg-slate-100 text-slate-700';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{STATUS_LABEL[status] ?? status}</span>;
}

/** Every user matching the search, page after page, for the CSV. */
async function exportUsers(search: string): Promise<void> {
  const rows: string[][] = [];
  let after: string | null = null;
  for (;;) {
    const data: UsersTableExportQuery['response'] | undefined = await fetchQuery<UsersTableExportQuery>(
      getRelayEnvironment(),
      exportQuery,
      { first: EXPORT_PAGE, after, search: search || null },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    if (!data) throw new Error('An Error Occurred');
    for (const edge of data.users.edges) {
      const user = edge?.node;
      if (!user) continue;
      rows.push([
        user.fullName,
        user.email,
        user.contactPhoneNumber ?? '',
        user.role.name,
        user.clinics.map((clinic) => clinic.name).join('; '),
        STATUS_LABEL[user.status] ?? user.status,
        user.createdAt ? dayjs(user.createdAt).format('YYYY-MM-DD HH:mm') : '',
      ]);
    }
    if (!data.users.pageInfo.hasNextPage || !data.users.pageInfo.endCursor) break;
    after = data.users.pageInfo.endCursor;
  }
  downloadCsv(`users-${dayjs().format('YYYY-MM-DD')}.csv`, ['Name', 'Email', 'Phone', 'Role', 'Clinic', 'Status', 'Added'], rows);
}

interface UsersTableProps {
  query: UsersTable_query$key;
  roles: ReadonlyArray<Option>;
}

export function UsersTable({ query, roles }: UsersTableProps) {
  const { data, ...pagination } = usePaginationFragment<UsersTableRefetchQuery, UsersTable_query$key>(usersTableFragment, query);
  const paging = useConnectionPages(pagination, data.users.edges.length);
  const connection = data.users.__id;
  const access = useAccess();
  const viewerId = useSession()?.viewer.user.id;
  const [inviteOpen, setInviteOpen] = useState(false);
  const [csvOpen, setCsvOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const canInvite = access.isSuperAdmin || access.isClientAdmin || access.can('Invite User');
  const rows = paging.slice(data.users.edges).flatMap((edge) => (edge?.node ? [readInlineData<UsersTable_row$key>(userRowFragment, edge.node)] : []));

  const onExport = async () => {
    setExporting(true);
    try {
      await exportUsers(paging.search);
    } catch (error) {
      notify('error', 'Error', error instanceof Error ? error.message : 'An Error Occurred');
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<UserRow>[] = [
    { key: 'name', header: 'Name', render: (user) => <span className="font-medium text-slate-900">{user.fullName || '—'}</span> },
    { key: 'email', header: 'Email', render: (user) => user.email },
    { key: 'phone', header: 'Phone', render: (user) => user.contactPhoneNumber ?? '—' },
    { key: 'role', header: 'Role', render: (user) => user.role.name },
    { key: 'clinic', header: 'Clinic', render: (user) => user.clinics.map((clinic) => clinic.name).join(', ') || '—' },
    { key: 'status', header: 'Status', render: (user) => <StatusBadge status={user.status} /> },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      pinned: true,
      className: 'w-12 text-right',
      render: (user) => <UserActions user={user} roles={roles} isSelf={user.id === viewerId} connection={connection} paging={paging} />,
    },
  ];

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SearchInput label="Search users" placeholder="Search by name or email" onSearch={paging.setSearch} />
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={onExport} busy={exporting}>
            Export
          </Button>
          {canInvite && (
            <ActionMenu
              variant="primary"
              label={
                <>
                  Invite User <span aria-hidden="true">▾</span>
                </>
              }
              items={[
                { label: 'Invite a User', onSelect: () => setInviteOpen(true) },
                { label: 'Invite Multiple Users via CSV', onSelect: () => setCsvOpen(true) },
              ]}
            />
          )}
        </div>
      </div>
      <DataTable
        caption="Users"
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        emptyText="Users haven't been added yet..."
        loading={paging.isPending}
      />
      <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.users.totalCount} onPage={paging.setPage} disabled={paging.isPending} />
      <UserFormModal open={inviteOpen} onOpenChange={setInviteOpen} roles={roles} connection={connection} />
      <InviteCsvModal open={csvOpen} onOpenChange={setCsvOpen} roles={roles} connection={connection} />
    </div>
  );
}
