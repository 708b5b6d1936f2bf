// The Pets tab of /d/pet-profiles (spec 001 section 2.4): picture, Pet Name, Date Created, Specie,
// Breed, Pet Owner, Problem List and the actions, searched and paged by the server. Opened as the
// SOAP canvas's pet picker (?choose=soap-canvas), a pet's Open (or Sync, then) leads to
// /d/SOAPCanvas?pet=… instead of its profile.
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PetsTabQuery } from '../__generated__/PetsTabQuery.graphql';
import type { PetsTab_query$key } from '../__generated__/PetsTab_query.graphql';
import type { PetsTab_row$data, PetsTab_row$key } from '../__generated__/PetsTab_row.graphql';
import { useAccess } from '../auth/access';
import { DEFAULT_SOURCE, soapCanvasPath } from '../pet-profile/petProfileLinks';
import { Button, buttonClasses } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { InlineNotice } from '../ui/InlineNotice';
import { DataTable } from '../ui/table/DataTable';
import { SearchInput } from '../ui/table/SearchInput';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { EditPetModal, type EditablePet } from './EditPetModal';
import { useDeletePet } from './mutations/useDeletePet';
import { DELETE_PET, EDIT_PET, PETS_EMPTY_TEXT, SEARCH_DEBOUNCE_MS, formatDate, petProfilePath } from './petAccess';
import { PetPicture } from './PetPicture';
import { useSyncAndOpen } from '../practice/useSyncAndOpen';
import { runReported } from './report';

const petsTabQuery = graphql`
  query PetsTabQuery {
    ...PetsTab_query
  }
`;

const petsTabFragment = graphql`
  fragment PetsTab_query on Query
  @refetchable(queryName: "PetsTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    pets(first: $first, after: $after, search: $search) @connection(key: "PetsTab_pets") {
      __id
      totalCount
      edges {
        node {
          ...PetsTab_row

        }
      }
    }
  }
`;

// A row of the table, read with readInlineData. The add and edit mutations ask for it too, so the
// store holds what the row shows after a write (no reload).
const petRowFragment = graphql`
  fragment PetsTab_row on Pet @inline {
    id
    name
    image
    createdAt
    problems
    source
    sourceId
    canSync
    color
    dateOfBirth
    weight
    weightUnit
    note
    parent {
      id
      fullName
    }
    breed {
      id
      breed
    }
    species {
      id
      specie
    }
    gender {
      id
    }
  }
`;

type PetRow = PetsTab_row$data;

export const CHOOSE_FOR_CANVAS_TEXT = 'Choose a pet to continue with SOAP Canvas.';

export function PetsTab({ queryRef, choosingForCanvas = false }: { queryRef: PreloadedQuery<PetsTabQuery>; choosingForCanvas?: boolean }) {
  const query = usePreloadedQuery(petsTabQuery, queryRef);
  const { data, ...pagination } = usePaginationFragment(petsTabFragment, query as PetsTab_query$key);
  const paging = useConnectionPages(pagination, data.pets.edges.length);
  const access = useAccess();
  const canEdit = access.can(EDIT_PET);
  const canDelete = access.can(DELETE_PET);
  const [editing, setEditing] = useState<EditablePet | null>(null);
  const [deleting, setDeleting] = useState<PetRow | null>(null);
  const [deletePet, deleteBusy] = useDeletePet();
  const canvasOf = (pet: { id: string; source: string | null | undefined }) => soapCanvasPath({ petId: pet.id, source: pet.source || DEFAULT_SOURCE });
  const [syncAndOpen, syncing] = useSyncAndOpen(choosingForCanvas ? canvasOf : undefined);
  // A pet added on the page (Add New Pet, AddPetModal) is put first in the connection by its mutation.
  const rows = paging.slice(data.pets.edges).map((edge) => readInlineData<PetsTab_row$key>(petRowFragment, edge.node));

  const remove = async () => {
    if (!deleting) return;
    const mark = paging.beforeDelete();
    // Spec 001 section 8: a failed pet deletion reuses the title 'Delete Vaccine Error'.
    const result = await runReported(async () => (await deletePet({ input: { id: deleting.id }, connections: [data.pets.__id] })).deletePet, {
      successType: 'DeletePetSuccess',
      successTitle: 'Pet has been successfully deleted',
      errorTitle: 'Delete Vaccine Error',
    });
    setDeleting(null);
    if (result) paging.afterDelete(mark);
  };

  return (
    <section aria-label="Pets" className="space-y-4">
      {choosingForCanvas && <InlineNotice tone="info">{CHOOSE_FOR_CANVAS_TEXT}</InlineNotice>}
      <SearchInput label="Search pets" placeholder="Search by pet, owner or problem" debounceMs={SEARCH_DEBOUNCE_MS} onSearch={paging.setSearch} />
      <DataTable
        caption="Pets"
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={PETS_EMPTY_TEXT}
        loading={paging.isPending}
        columns={[
          { key: 'picture', header: <span className="sr-only">Picture</span>, render: (row) => <PetPicture url={row.image} name={row.name} /> },
          { key: 'name', header: 'Pet Name', render: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
          { key: 'created', header: 'Date Created', render: (row) => formatDate(row.createdAt) },
          { key: 'specie', header: 'Specie', render: (row) => row.species?.specie ?? 'N/A' },
          { key: 'breed', header: 'Breed', render: (row) => row.breed?.breed ?? 'N/A' },
          { key: 'owner', header: 'Pet Owner', render: (row) => row.parent.fullName },
          { key: 'problems', header: 'Problem List', render: (row) => (row.problems.length ? row.problems.join(', ') : 'N/A') },
          {
            key: 'action',
            header: 'Action',
            pinned: true,
            className: 'whitespace-nowrap text-right',
            render: (row) => (
              <div className="flex justify-end gap-0.5">
                {canEdit && (
                  <Button
                    variant="ghost"
                    className="px-1.5 py-1 text-xs"
                    aria-label={`Edit ${row.name}`}
                    onClick={() => setEditing({ ...row, parent: { id: row.parent.id, fullName: row.parent.fullName } })}
                  >
                    Edit
                  </Button>
                )}
                {canDelete && (
                  <Button variant="ghost" className="px-1.5 py-1 text-xs text-rose-700 hover:bg-rose-50" aria-label={`Delete ${row.name}`} onClick={() => setDeleting(row)}>
                    Delete
                  </Button>
                )}
                {row.canSync && row.sourceId ? (
                  <Button
                    variant="ghost"
                    className="px-1.5 py-1 text-xs text-teal-800"
                    aria-label={`Sync ${row.name}`}
                    busy={syncing === row.sourceId}
                    disabled={syncing !== null}
                    onClick={() => void syncAndOpen(row.sourceId!, row.source)}
                  >
                    Sync
                  </Button>
                ) : choosingForCanvas ? (
                  <Link to={canvasOf(row)} className={buttonClasses('ghost', 'px-1.5 py-1 text-xs text-teal-800')} aria-label={`Choose ${row.name} for SOAP Canvas`}>
                    Choose
                  </Link>
                ) : (
                  <Link to={petProfilePath(row.id, row.source)} className={buttonClasses('ghost', 'px-1.5 py-1 text-xs text-teal-800')} aria-label={`Open ${row.name}`}>
                    Open
                  </Link>
                )}
              </div>
            ),
          },
        ]}
      />
      <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.pets.totalCount} onPage={paging.setPage} disabled={paging.isPending} />
      <EditPetModal pet={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Pet"
        message={`Are you sure to delete ${deleting?.name ?? 'this pet'}? Its record is kept but it no longer appears in the lists.`}
        busy={deleteBusy}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
