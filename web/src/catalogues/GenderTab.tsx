// The knowledge base's Gender tab (spec 000 "Admin list pages"): the clinic's genders with add,
// edit and delete.
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GenderTabQuery } from '../__generated__/GenderTabQuery.graphql';
import type { GenderTab_query$key } from '../__generated__/GenderTab_query.graphql';
import type { GenderTab_row$key } from '../__generated__/GenderTab_row.graphql';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { CatalogueTab } from './CatalogueTab';
import { useAddGender } from './mutations/useAddGender';
import { useDeleteGender } from './mutations/useDeleteGender';
import { useUpdateGender } from './mutations/useUpdateGender';
import { genderForm, genderShape } from '@vetchart/contracts/catalogues/lookups';
import { NameFormModal, type NameValues } from './NameFormModal';

const genderTabQuery = graphql`
  query GenderTabQuery {
    ...GenderTab_query
  }
`;

const genderTabFragment = graphql`
  fragment GenderTab_query on Query
  @refetchable(queryName: "GenderTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    genders(first: $first, after: $after, search: $search) @connection(key: "GenderTab_genders") {
      __id
      totalCount
      edges {
        node {
          ...GenderTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const genderTabRowFragment = graphql`
  fragment GenderTab_row on Gender @inline {
    id
    gender
  }
`;

export function GenderTab({ queryRef }: { queryRef: PreloadedQuery<GenderTabQuery> }) {
  const query = usePreloadedQuery(genderTabQuery, queryRef);
  const { data, ...pagination } = usePaginationFragment(genderTabFragment, query as GenderTab_query$key);
  const paging = useConnectionPages(pagination, data.genders?.edges.length ?? 0);
  const add = useAddGender();
  const update = useUpdateGender();
  const remove = useDeleteGender();

  return (
    <CatalogueTab
      title="Gender"
      module="GENDER"
      addLabel="Add Gender"
      rows={paging.slice(data.genders.edges).map((edge) => readInlineData<GenderTab_row$key>(genderTabRowFragment, edge.node))}
      connection={data.genders.__id}
      totalCount={data.genders.totalCount}
      paging={paging}
      importColumns={[{ name: 'Gender', note: 'required, e.g. Female (Spayed)' }]}
      columns={[{ key: 'gender', header: 'Gender', render: (row) => row.gender }]}
      rowName={(row) => row.gender}
      toInput={({ value }: NameValues) => genderForm.parse({ gender: value })}
      formPaths={Object.keys(genderShape)}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddGenderSuccess', errorTitle: 'Add Gender Error', successTitle: 'Gender has been successfully added' },
          update: { successType: 'UpdateGenderSuccess', errorTitle: 'Edit Gender Error', successTitle: 'Gender has been successfully updated' },
          remove: { successType: 'DeleteGenderSuccess', errorTitle: 'Delete Gender Error', successTitle: 'Gender has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => (
        <NameFormModal
          {...form}
          title={row ? 'Edit Gender' : 'Add Gender'}
          label="Gender"
          shape={genderShape}
          initialValue={row ? row.gender : ''}
          submitLabel={row ? 'Save' : 'Add'}
        />
      )}
      deleteTitle="Delete Gender"
      deleteMessage={(name) => `Are you sure to delete the gender "${name}"?`}
    />
  );
}
