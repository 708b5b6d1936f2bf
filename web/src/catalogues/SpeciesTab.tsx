// The knowledge base's Species tab (spec 000 "Admin list pages"): the clinic's species with add,
// edit and delete. A species that breeds or vaccines still use cannot be deleted (the service
// says why, in the 'Delete Species Error' notification).
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SpeciesTabQuery } from '../__generated__/SpeciesTabQuery.graphql';
import type { SpeciesTab_query$key } from '../__generated__/SpeciesTab_query.graphql';
import type { SpeciesTab_row$key } from '../__generated__/SpeciesTab_row.graphql';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { CatalogueTab } from './CatalogueTab';
import { useAddSpecies } from './mutations/useAddSpecies';
import { useDeleteSpecies } from './mutations/useDeleteSpecies';
import { useUpdateSpecies } from './mutations/useUpdateSpecies';
import { specieForm, specieShape } from '@vetchart/contracts/catalogues/lookups';
import { NameFormModal, type NameValues } from './NameFormModal';

const speciesTabQuery = graphql`
  query SpeciesTabQuery {
    ...SpeciesTab_query
  }
`;

const speciesTabFragment = graphql`
  fragment SpeciesTab_query on Query
  @refetchable(queryName: "SpeciesTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    species(first: $first, after: $after, search: $search) @connection(key: "SpeciesTab_species") {
      __id
      totalCount
      edges {
        node {
          ...SpeciesTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const speciesTabRowFragment = graphql`
  fragment SpeciesTab_row on Species @inline {
    id
    specie
  }
`;

export function SpeciesTab({ queryRef }: { queryRef: PreloadedQuery<SpeciesTabQuery> }) {
  const query = usePreloadedQuery(speciesTabQuery, queryRef);
  const { data, ...pagination } = usePaginationFragment(speciesTabFragment, query as SpeciesTab_query$key);
  const paging = useConnectionPages(pagination, data.species?.edges.length ?? 0);
  const add = useAddSpecies();
  const update = useUpdateSpecies();
  const remove = useDeleteSpecies();

  return (
    <CatalogueTab
      title="Species"
      module="SPECIES"
      addLabel="Add Species"
      rows={paging.slice(data.species.edges).map((edge) => readInlineData<SpeciesTab_row$key>(speciesTabRowFragment, edge.node))}
      connection={data.species.__id}
      totalCount={data.species.totalCount}
      paging={paging}
      importColumns={[{ name: 'Specie', note: 'required, e.g. Canine' }]}
      columns={[{ key: 'specie', header: 'Specie', render: (row) => row.specie }]}
      rowName={(row) => row.specie}
      toInput={({ value }: NameValues) => specieForm.parse({ name: value })}
      formPaths={Object.keys(specieShape)}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddSpeciesSuccess', errorTitle: 'Add Species Error', successTitle: 'Species has been successfully added' },
          update: { successType: 'UpdateSpeciesSuccess', errorTitle: 'Edit Species Error', successTitle: 'Species has been successfully updated' },
          remove: { successType: 'DeleteSpeciesSuccess', errorTitle: 'Delete Species Error', successTitle: 'Species has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => (
        <NameFormModal
          {...form}
          title={row ? 'Edit Species' : 'Add Species'}
          label="Specie"
          shape={specieShape}
          initialValue={row ? row.specie : ''}
          submitLabel={row ? 'Save' : 'Add'}
        />
      )}
      deleteTitle="Delete Species"
      deleteMessage={(name) => `Are you sure to delete the specie "${name}"?`}
    />
  );
}
