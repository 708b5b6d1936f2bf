// The knowledge base's Gender tab (spec 000 "Admin list pages"): the clinic's genders with add,
// edit and delete.
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import type { GenderTabQuery } from '../__generated__/GenderTabQuery.graphql';
import type { GenderTab_query$key } from '../__generated__/GenderTab_query.graphql';
import { useAccess } from '../auth/access';
import { preloadQuery } from '../relay/preloadQuery';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { usePagedConnection } from '../ui/table/usePagedConnection';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { LookupList, RowActions } from './LookupList';
import { useAddGender } from './mutations/useAddGender';
import { useDeleteGender } from './mutations/useDeleteGender';
import { useUpdateGender } from './mutations/useUpdateGender';
import { NameFormModal } from './NameFormModal';
import { reportMutation } from './reportMutation';

const genderTabQuery = graphql`
  query GenderTabQuery {
    ...GenderTab_query
  }
`;

const genderTabFragment = graphql`
  fragment GenderTab_query on Query
  @refetchable(queryName: "GenderTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    genders(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
          id
          gender
        }
      }
    }
  }
`;

export function loadGenderTab() {
  return preloadQuery<GenderTabQuery>(genderTabQuery, {}, 'store-and-network');
}

interface GenderRow {
  id: string;
  gender: string;
}

export function GenderTab({ queryRef }: { queryRef: PreloadedQuery<GenderTabQuery> }) {
  const query = usePreloadedQuery(genderTabQuery, queryRef);
  const [data, refetch] = useRefetchableFragment(genderTabFragment, query as GenderTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<GenderRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GenderRow | null>(null);
  const [addGender] = useAddGender();
  const [updateGender] = useUpdateGender();
  const [deleteGender, deleteBusy] = useDeleteGender();
  const rows = data.genders.edges.map((edge) => edge.node);

  const save = (value: string, setError: UseFormSetError<{ value: string }>) => {
    const form = { setError, paths: ['gender'] };
    const saved =
      editing === 'new'
        ? reportMutation(() => addGender({ input: { gender: value } }), {
            successType: 'AddGenderSuccess',
            errorTitle: 'Add Gender Error',
            successTitle: 'Gender has been successfully added',
            form,
          })
        : reportMutation(() => updateGender({ input: { id: (editing as GenderRow).id, gender: value } }), {
            successType: 'UpdateGenderSuccess',
            errorTitle: 'Edit Gender Error',
            successTitle: 'Gender has been successfully updated',
            form,
          });
    return saved.then((ok) => {
      if (ok) paging.reload();
      return ok;
    });
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteGender({ input: { id: deleting.id } }), {
      successType: 'DeleteGenderSuccess',
      errorTitle: 'Delete Gender Error',
      successTitle: 'Gender has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  return (
    <LookupList
      title="Gender"
      module="GENDER"
      addLabel="Add Gender"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.genders.totalCount}
      paging={paging}
      onAdd={canModify ? () => setEditing('new') : undefined}
      importColumns={[{ name: 'Gender', note: 'required, e.g. Female (Spayed)' }]}
      columns={[
        { key: 'gender', header: 'Gender', render: (row) => row.gender },
        ...(canModify
          ? [{ key: 'action', header: <span className="sr-only">Action</span>, className: 'text-right whitespace-nowrap', render: (row: GenderRow) => (
              <RowActions name={row.gender} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
            ) }]
          : []),
      ]}
    >
      <NameFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Gender' : 'Edit Gender'}
        label="Gender"
        requiredMessage="Please input gender"
        fieldName="gender"
        initialValue={editing && editing !== 'new' ? editing.gender : ''}
        submitLabel={editing === 'new' ? 'Add' : 'Save'}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Gender"
        message={`Are you sure to delete the gender "${deleting?.gender ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
