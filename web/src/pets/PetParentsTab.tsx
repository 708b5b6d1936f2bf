// The Pet Parents tab of /d/pet-profiles (spec 001 section 2.4): First Name, Last Name, Email,
// Phone Number, Last Visit Date, Appointment Date (sorted by the server), and a row menu with
// Edit and Delete ('Are you sure to delete this Pet Parent?'). Writes change the list in the
// store: Add New Pet puts a new parent first (petsConnection.ts) and counts the pets it adds, an
// edit answers the row fragment, a delete takes the edge out; the list is not asked for again.
import { useCallback, useRef, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PetParentsTabQuery } from '../__generated__/PetParentsTabQuery.graphql';
import type { PetParentOrder } from '../__generated__/PetParentsTabRefetchQuery.graphql';
import type { PetParentsTab_query$key } from '../__generated__/PetParentsTab_query.graphql';
import type { PetParentsTab_row$data, PetParentsTab_row$key } from '../__generated__/PetParentsTab_row.graphql';
import { useAccess } from '../auth/access';
import { focusRing } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable } from '../ui/table/DataTable';
import { SearchInput } from '../ui/table/SearchInput';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages, type ConnectionPagination } from '../ui/table/useConnectionPages';
import { ActionMenu, type ActionMenuItem } from '../ui/ActionMenu';
import { EditPetParentModal, type EditableParent } from './EditPetParentModal';
import { useDeletePetParent } from './mutations/useDeletePetParent';
import { DELETE_PET, EDIT_PET, PARENTS_EMPTY_TEXT, SEARCH_DEBOUNCE_MS, formatDate, formatDateTime } from './petAccess';
import { runReported } from './report';

const petParentsTabQuery = graphql`
  query PetParentsTabQuery {
    ...PetParentsTab_query
  }
`;

const petParentsTabFragment = graphql`
  fragment PetParentsTab_query on Query
  @refetchable(queryName: "PetParentsTabRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "PetParentOrder", defaultValue: CREATED_AT_DESC }
  ) {
    petParents(first: $first, after: $after, search: $search, orderBy: $orderBy) @connection(key: "PetParentsTab_petParents") {
      __id
      totalCount
      edges {
        node {
          ...PetParentsTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const petParentsTabRowFragment = graphql`
  fragment PetParentsTab_row on PetParent @inline {
    id
    firstName
    lastName
    fullName
    email
    phoneNumber
    dateOfBirth
    lastVisit
    appointmentDate
    petCount
    address {
      addressLine1
      addressLine2
      city
      state
      zip
    }
    emergencyContact {
      firstName
      lastName
      phoneNumber
    }
  }
`;

type ParentRow = PetParentsTab_row$data;

/** The next order when a sortable header is chosen: ascending first, then descending. */
function nextOrder(current: PetParentOrder, column: 'APPOINTMENT_DATE' | 'LAST_VISIT'): PetParentOrder {
  return current === `${column}_ASC` ? `${column}_DESC` : `${column}_ASC`;
}

function SortHeader({ label, column, order, onSort }: { label: string; column: 'APPOINTMENT_DATE' | 'LAST_VISIT'; order: PetParentOrder; onSort: (order: PetParentOrder) => void }) {
  const direction = order === `${column}_ASC` ? 'ascending' : order === `${column}_DESC` ? 'descending' : null;
  return (
    <button
      type="button"
      onClick={() => onSort(nextOrder(order, column))}
      className={`inline-flex items-center gap-1 rounded uppercase ${focusRing}`}
      aria-label={`${label}: sort ${direction === 'ascending' ? 'descending' : 'ascending'}`}
      data-sort={direction ?? 'none'}
    >
      {label}
      <span aria-hidden="true">{direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}</span>
    </button>
  );
}

export function PetParentsTab({ queryRef }: { queryRef: PreloadedQuery<PetParentsTabQuery> }) {
  const query = usePreloadedQuery(petParentsTabQuery, queryRef);
  const { data, refetch, ...pagination } = usePaginationFragment(petParentsTabFragment, query as PetParentsTab_query$key);
  const [order, setOrder] = useState<PetParentOrder>('CREATED_AT_DESC');
  const orderRef = useRef(order);
  // Every page and search is asked for in the chosen order.
  const refetchInOrder = useCallback<ConnectionPagination['refetch']>((variables, options) => refetch({ ...variables, orderBy: orderRef.current }, options), [refetch]);
  const paging = useConnectionPages({ ...pagination, refetch: refetchInOrder }, data.petParents.edges.length);
  const access = useAccess();
  const canEdit = access.can(EDIT_PET);
  const canDelete = access.can(DELETE_PET);
  const [editing, setEditing] = useState<EditableParent | null>(null);
  const [deleting, setDeleting] = useState<ParentRow | null>(null);
  const [deleteParent, deleteBusy] = useDeletePetParent();
  const rows = paging.slice(data.petParents.edges).map((edge) => readInlineData<PetParentsTab_row$key>(petParentsTabRowFragment, edge.node));

  const sort = (next: PetParentOrder) => {
    orderRef.current = next;
    setOrder(next);
    paging.restart();
  };

  const remove = async () => {
    if (!deleting) return;
    const mark = paging.beforeDelete();
    const result = await runReported(async () => (await deleteParent({ input: { id: deleting.id }, connections: [data.petParents.__id] })).deletePetParent, {
      successType: 'DeletePetParentSuccess',
      successTitle: 'Pet Parent Deleted',
      errorTitle: 'Pet Parent Error',
    });
    setDeleting(null);
    if (result) paging.afterDelete(mark);
  };

  const menuItems = (row: ParentRow): ActionMenuItem[] => [
    ...(canEdit ? [{ label: 'Edit', onSelect: () => setEditing(row) }] : []),
    ...(canDelete ? [{ label: 'Delete', tone: 'danger' as const, onSelect: () => setDeleting(row) }] : []),
  ];

  return (
    <section aria-label="Pet Parents" className="space-y-4">
      <SearchInput label="Search pet parents" placeholder="Search by name, e-mail or phone" debounceMs={SEARCH_DEBOUNCE_MS} onSearch={paging.setSearch} />
      <DataTable
        caption="Pet Parents"
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={PARENTS_EMPTY_TEXT}
        loading={paging.isPending}
        columns={[
          { key: 'first', header: 'First Name', render: (row) => row.firstName },
          { key: 'last', header: 'Last Name', render: (row) => row.lastName },
          { key: 'email', header: 'Email', render: (row) => row.email },
          { key: 'phone', header: 'Phone Number', render: (row) => row.phoneNumber },
          { key: 'lastVisit', header: <SortHeader label="Last Visit Date" column="LAST_VISIT" order={order} onSort={sort} />, render: (row) => formatDate(row.lastVisit) },
          {
            key: 'appointment',
            header: <SortHeader label="Appointment Date" column="APPOINTMENT_DATE" order={order} onSort={sort} />,
            render: (row) => formatDateTime(row.appointmentDate),
          },
          {
            key: 'action',
            header: <span className="sr-only">Action</span>,
            pinned: true,
            className: 'text-right',
            render: (row) => {
              const items = menuItems(row);
              return items.length ? <ActionMenu label="⋯" subject={row.fullName} items={items} /> : null;
            },
          },
        ]}
      />
      <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.petParents.totalCount} onPage={paging.setPage} disabled={paging.isPending} />
      <EditPetParentModal parent={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Pet Parent"
        message={
          <>
            Are you sure to delete this Pet Parent?
            {deleting && deleting.petCount > 0 && (
              <span className="mt-2 block text-rose-700">
                {deleting.fullName} still has {deleting.petCount} {deleting.petCount === 1 ? 'pet' : 'pets'}: delete their pets first.
              </span>
            )}
          </>
        }
        busy={deleteBusy}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
