// The knowledge base's Vaccines tab (spec 001 section 2.1): Product Name, Category, Manufacturer
// Name, Vaccine Type, Application, Unit, Dosage, Volume, Cost and actions (edit; delete with a
// confirmation).
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { VaccinesTabOptionsQuery } from '../__generated__/VaccinesTabOptionsQuery.graphql';
import type { VaccinesTabQuery } from '../__generated__/VaccinesTabQuery.graphql';
import type { VaccinesTab_query$key } from '../__generated__/VaccinesTab_query.graphql';
import type { VaccinesTab_row$data, VaccinesTab_row$key } from '../__generated__/VaccinesTab_row.graphql';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { formatMoney, namedOptions } from './CatalogueFields';
import { CatalogueTab, type CatalogueTabRefs } from './CatalogueTab';
import { useAddVaccine } from './mutations/useAddVaccine';
import { useDeleteVaccine } from './mutations/useDeleteVaccine';
import { useUpdateVaccine } from './mutations/useUpdateVaccine';
import { EMPTY_VACCINE, VACCINE_FORM_PATHS, VaccineFormModal, vaccineInput, type VaccineValues } from './VaccineFormModal';

const vaccinesTabQuery = graphql`
  query VaccinesTabQuery {
    ...VaccinesTab_query
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

// The form's category, manufacturer and type choices are a query of their own, loaded beside
// the list (one query with everything would pass the gateway's cost limit).
const vaccineOptionsQuery = graphql`
  query VaccinesTabOptionsQuery {
    vaccineCategories(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
    manufacturers(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
    vaccineTypes(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const vaccinesTabFragment = graphql`
  fragment VaccinesTab_query on Query
  @refetchable(queryName: "VaccinesTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    vaccines(first: $first, after: $after, search: $search) @connection(key: "VaccinesTab_vaccines") {
      __id
      totalCount
      edges {
        node {
          ...VaccinesTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const vaccinesTabRowFragment = graphql`
  fragment VaccinesTab_row on Vaccine @inline {
    id
    name
    application
    unit
    dosage
    volume
    cost
    species {
      id
    }
    category {
      id
      name
    }
    manufacturer {
      id
      name
    }
    vaccineType {
      id
      name
    }
  }
`;

type VaccinesTabRefs = CatalogueTabRefs<VaccinesTabQuery, VaccinesTabOptionsQuery>;

type VaccineRow = VaccinesTab_row$data;

const valuesOf = (row: VaccineRow): VaccineValues => ({
  categoryId: row.category.id,
  name: row.name,
  manufacturerId: row.manufacturer.id,
  vaccineTypeId: row.vaccineType.id,
  application: row.application,
  unit: row.unit,
  dosage: row.dosage,
  volume: String(row.volume),
  cost: row.cost,
  specieIds: row.species.map((specie) => specie.id),
});

export function VaccinesTab({ queryRef }: { queryRef: VaccinesTabRefs }) {
  const query = usePreloadedQuery(vaccinesTabQuery, queryRef.list);
  const choices = usePreloadedQuery(vaccineOptionsQuery, queryRef.options);
  const { data, ...pagination } = usePaginationFragment(vaccinesTabFragment, query as VaccinesTab_query$key);
  const paging = useConnectionPages(pagination, data.vaccines?.edges.length ?? 0);
  const add = useAddVaccine();
  const update = useUpdateVaccine();
  const remove = useDeleteVaccine();
  const formOptions = {
    species: namedOptions(query.speciesOptions),
    categories: namedOptions(choices.vaccineCategories),
    manufacturers: namedOptions(choices.manufacturers),
    types: namedOptions(choices.vaccineTypes),
  };

  return (
    <CatalogueTab
      title="Vaccines"
      module="VACCINES"
      addLabel="Add Vaccine"
      rows={paging.slice(data.vaccines.edges).map((edge) => readInlineData<VaccinesTab_row$key>(vaccinesTabRowFragment, edge.node))}
      connection={data.vaccines.__id}
      totalCount={data.vaccines.totalCount}
      paging={paging}
      importColumns={[
        { name: 'Product Name', note: 'required' },
        { name: 'Species', note: 'optional; names of your species separated by commas, e.g. Canine, Feline' },
        { name: 'Category', note: 'required; e.g. Core' },
        { name: 'Manufacturer Name', note: 'required; e.g. Zoetis' },
        { name: 'Vaccine Type', note: 'required; e.g. Modified Live' },
        { name: 'Application', note: 'Injectable, Oral or Nasal' },
        { name: 'Unit', note: 'required; e.g. dose' },
        { name: 'Dosage', note: '0.5ml or 1ml' },
        { name: 'Volume', note: '5, 10, 25 or 50' },
        { name: 'Cost', note: 'dollars, at most 2 decimals' },
      ]}
      columns={[
        { key: 'name', header: 'Product Name', render: (row) => row.name },
        { key: 'category', header: 'Category', render: (row) => row.category.name },
        { key: 'manufacturer', header: 'Manufacturer Name', render: (row) => row.manufacturer.name },
        { key: 'type', header: 'Vaccine Type', render: (row) => row.vaccineType.name },
        { key: 'application', header: 'Application', render: (row) => row.application },
        { key: 'unit', header: 'Unit', render: (row) => row.unit },
        { key: 'dosage', header: 'Dosage', render: (row) => row.dosage },
        { key: 'volume', header: 'Volume', render: (row) => row.volume },
        { key: 'cost', header: 'Cost', className: 'text-right tabular-nums', render: (row) => formatMoney(row.cost) },
      ]}
      rowName={(row) => row.name}
      toInput={vaccineInput}
      formPaths={VACCINE_FORM_PATHS}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddVaccineSuccess', errorTitle: 'Add Vaccine Error', successTitle: 'Vaccine has been successfully added' },
          update: { successType: 'UpdateVaccineSuccess', errorTitle: 'Edit Vaccine Error', successTitle: 'Vaccine has been successfully updated' },
          remove: { successType: 'DeleteVaccineSuccess', errorTitle: 'Delete Vaccine Error', successTitle: 'Vaccine has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => (
        <VaccineFormModal
          {...form}
          title={row ? 'Edit Vaccine' : 'Add Vaccine'}
          submitLabel={row ? 'Save' : 'Add'}
          initial={row ? valuesOf(row) : EMPTY_VACCINE}
          options={formOptions}
        />
      )}
      deleteTitle="Delete Vaccine"
      deleteMessage={(name) => `Are you sure to delete the vaccine "${name}"?`}
    />
  );
}
