// The knowledge base's Breeds tab (spec 000 "Admin list pages"): the clinic's breeds with their
// species, with add, edit and delete.
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BreedsTabQuery } from '../__generated__/BreedsTabQuery.graphql';
import type { BreedsTab_query$key } from '../__generated__/BreedsTab_query.graphql';
import type { BreedsTab_row$key } from '../__generated__/BreedsTab_row.graphql';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { BREED_FORM_PATHS, BreedFormModal, breedInput } from './BreedFormModal';
import { namedOptions } from './CatalogueFields';
import { CatalogueTab } from './CatalogueTab';
import { useAddBreed } from './mutations/useAddBreed';
import { useDeleteBreed } from './mutations/useDeleteBreed';
import { useUpdateBreed } from './mutations/useUpdateBreed';

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
    breeds(first: $first, after: $after, search: $search) @connection(key: "BreedsTab_breeds") {
      __id
      totalCount
      edges {
        node {
          ...BreedsTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const breedsTabRowFragment = graphql`
  fragment BreedsTab_row on Breed @inline {
    id
    breed
    specie {
      id
      specie
    }
  }
`;

export function BreedsTab({ queryRef }: { queryRef: PreloadedQuery<BreedsTabQuery> }) {
  const query = usePreloadedQuery(breedsTabQuery, queryRef);
  const { data, ...pagination } = usePaginationFragment(breedsTabFragment, query as BreedsTab_query$key);
  const paging = useConnectionPages(pagination, data.breeds?.edges.length ?? 0);
  const add = useAddBreed();
  const update = useUpdateBreed();
  const remove = useDeleteBreed();
  const speciesOptions = namedOptions(query.speciesOptions);

  return (
    <CatalogueTab
      title="Breeds"
      module="BREEDS"
      addLabel="Add Breed"
      rows={paging.slice(data.breeds.edges).map((edge) => readInlineData<BreedsTab_row$key>(breedsTabRowFragment, edge.node))}
      connection={data.breeds.__id}
      totalCount={data.breeds.totalCount}
      paging={paging}
      importColumns={[
        { name: 'Breed', note: 'required' },
        { name: 'Specie', note: 'required; the name of one of your species, e.g. Canine' },
      ]}
      columns={[
        { key: 'breed', header: 'Breed', render: (row) => row.breed },
        { key: 'specie', header: 'Specie', render: (row) => row.specie.specie },
      ]}
      rowName={(row) => row.breed}
      toInput={breedInput}
      formPaths={BREED_FORM_PATHS}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddBreedSuccess', errorTitle: 'Add Breed Error', successTitle: 'Breed has been successfully added' },
          update: { successType: 'UpdateBreedSuccess', errorTitle: 'Edit Breed Error', successTitle: 'Breed has been successfully updated' },
          remove: { successType: 'DeleteBreedSuccess', errorTitle: 'Delete Breed Error', successTitle: 'Breed has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => (
        <BreedFormModal
          {...form}
          title={row ? 'Edit Breed' : 'Add Breed'}
          submitLabel={row ? 'Save' : 'Add'}
          initial={row ? { breed: row.breed, specieId: row.specie.id } : { breed: '', specieId: '' }}
          speciesOptions={speciesOptions}
        />
      )}
      deleteTitle="Delete Breed"
      deleteMessage={(name) => `Are you sure to delete the breed "${name}"?`}
    />
  );
}
