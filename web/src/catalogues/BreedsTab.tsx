// The knowledge base's Breeds tab (spec 000 "Admin list pages"): the clinic's breeds with their
// species, with add, edit and delete.
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import type { BreedsTabQuery } from '../__generated__/BreedsTabQuery.graphql';
import type { BreedsTab_query$key } from '../__generated__/BreedsTab_query.graphql';
import { useAccess } from '../auth/access';
import { preloadQuery } from '../relay/preloadQuery';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { usePagedConnection } from '../ui/table/usePagedConnection';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { BreedFormModal, type BreedValues } from './BreedFormModal';
import { LookupList, RowActions } from './LookupList';
import { useAddBreed } from './mutations/useAddBreed';
import { useDeleteBreed } from './mutations/useDeleteBreed';
import { useUpdateBreed } from './mutations/useUpdateBreed';
import { reportMutation } from './reportMutation';

const breedsTabQuery = graphql`
  query BreedsTabQuery {
    ...BreedsTab_query
    speciesOptions: species(first: 50, orderBy: NAME) {
      edges {
        node {
          id
          specie
        }
      }
    }
  }
`;

const breedsTabFragment = graphql`
  fragment BreedsTab_query on Query
  @refetchable(queryName: "BreedsTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    breeds(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
          id
          breed
          specie {
            id
            specie
          }
        }
      }
    }
  }
`;

export function loadBreedsTab() {
  return preloadQuery<BreedsTabQuery>(breedsTabQuery, {}, 'store-and-network');
}

interface BreedRow {
  id: string;
  breed: string;
  specie: { id: string; specie: string };
}

const BREED_PATHS = ['breed', 'specieId'];

export function BreedsTab({ queryRef }: { queryRef: PreloadedQuery<BreedsTabQuery> }) {
  const query = usePreloadedQuery(breedsTabQuery, queryRef);
  const [data, refetch] = useRefetchableFragment(breedsTabFragment, query as BreedsTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<BreedRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BreedRow | null>(null);
  const [addBreed] = useAddBreed();
  const [updateBreed] = useUpdateBreed();
  const [deleteBreed, deleteBusy] = useDeleteBreed();
  const rows = data.breeds.edges.map((edge) => edge.node);
  const speciesOptions = query.speciesOptions.edges
    .map((edge) => ({ value: edge.node.id, label: edge.node.specie }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const save = async (values: BreedValues, setError: UseFormSetError<BreedValues>) => {
    const form = { setError, paths: BREED_PATHS };
    const ok =
      editing === 'new'
        ? await reportMutation(() => addBreed({ input: values }), {
            successType: 'AddBreedSuccess',
            errorTitle: 'Add Breed Error',
            successTitle: 'Breed has been successfully added',
            form,
          })
        : await reportMutation(() => updateBreed({ input: { id: (editing as BreedRow).id, ...values } }), {
            successType: 'UpdateBreedSuccess',
            errorTitle: 'Edit Breed Error',
            successTitle: 'Breed has been successfully updated',
            form,
          });
    if (ok) paging.reload();
    return ok;
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteBreed({ input: { id: deleting.id } }), {
      successType: 'DeleteBreedSuccess',
      errorTitle: 'Delete Breed Error',
      successTitle: 'Breed has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  return (
    <LookupList
      title="Breeds"
      module="BREEDS"
      addLabel="Add Breed"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.breeds.totalCount}
      paging={paging}
      onAdd={canModify ? () => setEditing('new') : undefined}
      importColumns={[
        { name: 'Breed', note: 'required' },
        { name: 'Specie', note: 'required; the name of one of your species, e.g. Canine' },
      ]}
      columns={[
        { key: 'breed', header: 'Breed', render: (row) => row.breed },
        { key: 'specie', header: 'Specie', render: (row) => row.specie.specie },
        ...(canModify
          ? [
              {
                key: 'action',
                header: <span className="sr-only">Action</span>,
                className: 'text-right whitespace-nowrap',
                render: (row: BreedRow) => <RowActions name={row.breed} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />,
              },
            ]
          : []),
      ]}
    >
      <BreedFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Breed' : 'Edit Breed'}
        submitLabel={editing === 'new' ? 'Add' : 'Save'}
        initial={editing && editing !== 'new' ? { breed: editing.breed, specieId: editing.specie.id } : { breed: '', specieId: '' }}
        speciesOptions={speciesOptions}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Breed"
        message={`Are you sure to delete the breed "${deleting?.breed ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
