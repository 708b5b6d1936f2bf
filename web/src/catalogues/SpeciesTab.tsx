// The knowledge base's Species tab (spec 000 "Admin list pages"): the clinic's species with add,
// edit and delete. A species that breeds or vaccines still use cannot be deleted (the service
// says why, in the 'Delete Species Error' notification).
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import type { SpeciesTabQuery } from '../__generated__/SpeciesTabQuery.graphql';
import type { SpeciesTab_query$key } from '../__generated__/SpeciesTab_query.graphql';
import { useAccess } from '../auth/access';
import { preloadQuery } from '../relay/preloadQuery';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { usePagedConnection } from '../ui/table/usePagedConnection';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { LookupList, RowActions } from './LookupList';
import { useAddSpecies } from './mutations/useAddSpecies';
import { useDeleteSpecies } from './mutations/useDeleteSpecies';
import { useUpdateSpecies } from './mutations/useUpdateSpecies';
import { NameFormModal } from './NameFormModal';
import { reportMutation } from './reportMutation';

const speciesTabQuery = graphql`
  query SpeciesTabQuery {
    ...SpeciesTab_query
  }
`;

const speciesTabFragment = graphql`
  fragment SpeciesTab_query on Query
  @refetchable(queryName: "SpeciesTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    species(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
          id
          specie
        }
      }
    }
  }
`;

export function loadSpeciesTab() {
  return preloadQuery<SpeciesTabQuery>(speciesTabQuery, {}, 'store-and-network');
}

interface SpeciesRow {
  id: string;
  specie: string;
}

export function SpeciesTab({ queryRef }: { queryRef: PreloadedQuery<SpeciesTabQuery> }) {
  const query = usePreloadedQuery(speciesTabQuery, queryRef);
  const [data, refetch] = useRefetchableFragment(speciesTabFragment, query as SpeciesTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<SpeciesRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SpeciesRow | null>(null);
  const [addSpecies] = useAddSpecies();
  const [updateSpecies] = useUpdateSpecies();
  const [deleteSpecies, deleteBusy] = useDeleteSpecies();
  const rows = data.species.edges.map((edge) => edge.node);

  const save = (value: string, setError: UseFormSetError<{ value: string }>) => {
    const form = { setError, paths: ['name'] };
    const saved =
      editing === 'new'
        ? reportMutation(() => addSpecies({ input: { name: value } }), {
            successType: 'AddSpeciesSuccess',
            errorTitle: 'Add Species Error',
            successTitle: 'Species has been successfully added',
            form,
          })
        : reportMutation(() => updateSpecies({ input: { id: (editing as SpeciesRow).id, name: value } }), {
            successType: 'UpdateSpeciesSuccess',
            errorTitle: 'Edit Species Error',
            successTitle: 'Species has been successfully updated',
            form,
          });
    return saved.then((ok) => {
      if (ok) paging.reload();
      return ok;
    });
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteSpecies({ input: { id: deleting.id } }), {
      successType: 'DeleteSpeciesSuccess',
      errorTitle: 'Delete Species Error',
      successTitle: 'Species has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  return (
    <LookupList
      title="Species"
      module="SPECIES"
      addLabel="Add Species"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.species.totalCount}
      paging={paging}
      onAdd={canModify ? () => setEditing('new') : undefined}
      importColumns={[{ name: 'Specie', note: 'required, e.g. Canine' }]}
      columns={[
        { key: 'specie', header: 'Specie', render: (row) => row.specie },
        ...(canModify
          ? [{ key: 'action', header: <span className="sr-only">Action</span>, className: 'text-right whitespace-nowrap', render: (row: SpeciesRow) => (
              <RowActions name={row.specie} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
            ) }]
          : []),
      ]}
    >
      <NameFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Species' : 'Edit Species'}
        label="Specie"
        requiredMessage="Please input specie"
        fieldName="name"
        initialValue={editing && editing !== 'new' ? editing.specie : ''}
        submitLabel={editing === 'new' ? 'Add' : 'Save'}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Species"
        message={`Are you sure to delete the specie "${deleting?.specie ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
