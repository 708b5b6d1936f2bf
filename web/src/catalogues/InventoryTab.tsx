// The knowledge base's Inventory & Supplies tab (spec 001 section 2.1): Product Name, Product
// Type, Product Category, Dose Instructions and an Action menu (View / Edit, and Delete with a
// confirmation); the View modal is the medication's, with the product type.
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { InventoryTabOptionsQuery } from '../__generated__/InventoryTabOptionsQuery.graphql';
import type { InventoryTabQuery } from '../__generated__/InventoryTabQuery.graphql';
import type { InventoryTab_query$key } from '../__generated__/InventoryTab_query.graphql';
import type { InventoryTab_row$data, InventoryTab_row$key } from '../__generated__/InventoryTab_row.graphql';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { namedOptions, newDosageRow } from './CatalogueFields';
import { CatalogueTab, type CatalogueTabRefs } from './CatalogueTab';
import { EMPTY_INVENTORY, INVENTORY_FORM_PATHS, InventoryFormModal, inventoryInput, type InventoryValues } from './InventoryFormModal';
import { useAddInventorySupply } from './mutations/useAddInventorySupply';
import { useDeleteInventorySupply } from './mutations/useDeleteInventorySupply';
import { useUpdateInventorySupply } from './mutations/useUpdateInventorySupply';
import { ProductViewModal } from './ProductViewModal';

const inventoryTabQuery = graphql`
  query InventoryTabQuery {
    ...InventoryTab_query
  }
`;

// The form's choices are a query of their own, loaded beside the list (within the cost limit).
const inventoryOptionsQuery = graphql`
  query InventoryTabOptionsQuery {
    speciesOptions: species(first: 50, orderBy: NAME) {
      edges {
        node {
          id
          specie
        }
      }
    }
    inventoryTypes(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
    inventoryCategories(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const inventoryTabFragment = graphql`
  fragment InventoryTab_query on Query
  @refetchable(queryName: "InventoryTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    inventorySupplies(first: $first, after: $after, search: $search) @connection(key: "InventoryTab_inventorySupplies") {
      __id
      totalCount
      edges {
        node {
          ...InventoryTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const inventoryTabRowFragment = graphql`
  fragment InventoryTab_row on InventorySupply @inline {
    id
    code
    name
    productType {
      id
      name
    }
    doseInstructions
    sideEffects
    createdAt
    category {
      id
      name
    }
    dosageUnits {
      dosage
      unit
    }
    species {
      id
      specie
    }
  }
`;

type InventoryTabRefs = CatalogueTabRefs<InventoryTabQuery, InventoryTabOptionsQuery>;

type InventoryRow = InventoryTab_row$data;

const valuesOf = (row: InventoryRow): InventoryValues => ({
  name: row.name,
  productTypeId: row.productType?.id ?? '',
  categoryId: row.category?.id ?? '',
  doseInstructions: row.doseInstructions,
  sideEffects: row.sideEffects,
  dosageUnits: row.dosageUnits.map((entry) => newDosageRow(entry.dosage, entry.unit)),
  specieIds: row.species.map((specie) => specie.id),
});

export function InventoryTab({ queryRef }: { queryRef: InventoryTabRefs }) {
  const query = usePreloadedQuery(inventoryTabQuery, queryRef.list);
  const choices = usePreloadedQuery(inventoryOptionsQuery, queryRef.options);
  const { data, ...pagination } = usePaginationFragment(inventoryTabFragment, query as InventoryTab_query$key);
  const paging = useConnectionPages(pagination, data.inventorySupplies?.edges.length ?? 0);
  const add = useAddInventorySupply();
  const update = useUpdateInventorySupply();
  const remove = useDeleteInventorySupply();
  const options = {
    species: namedOptions(choices.speciesOptions),
    types: namedOptions(choices.inventoryTypes),
    categories: namedOptions(choices.inventoryCategories),
  };

  return (
    <CatalogueTab
      title="Inventory & Supplies"
      module="INVENTORY"
      addLabel="Add Item"
      rows={paging.slice(data.inventorySupplies.edges).map((edge) => readInlineData<InventoryTab_row$key>(inventoryTabRowFragment, edge.node))}
      connection={data.inventorySupplies.__id}
      totalCount={data.inventorySupplies.totalCount}
      paging={paging}
      columns={[
        { key: 'name', header: 'Product Name', render: (row) => row.name },
        { key: 'type', header: 'Product Type', render: (row) => row.productType?.name ?? 'N/A' },
        { key: 'category', header: 'Product Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'dose', header: 'Dose Instructions', className: 'max-w-md', render: (row) => <span className="line-clamp-2">{row.doseInstructions || 'N/A'}</span> },
      ]}
      rowName={(row) => row.name}
      toInput={inventoryInput}
      formPaths={INVENTORY_FORM_PATHS}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddInventorySupplySuccess', errorTitle: 'Add Record Error', successTitle: 'Record has been successfully added' },
          update: { successType: 'UpdateInventorySupplySuccess', errorTitle: 'Edit Record Error', successTitle: 'Record has been successfully updated' },
          remove: { successType: 'DeleteInventorySupplySuccess', errorTitle: 'Delete Data Error', successTitle: 'Record has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => <InventoryFormModal {...form} editing={row !== null} initial={row ? valuesOf(row) : EMPTY_INVENTORY} options={options} />}
      renderView={(row, onOpenChange) => (
        <ProductViewModal
          title="Inventory Item"
          onOpenChange={onOpenChange}
          product={
            row && {
              createdAt: row.createdAt,
              productName: row.name,
              productType: row.productType?.name ?? null,
              category: row.category?.name ?? null,
              sideEffects: row.sideEffects,
              codeLabel: 'Code',
              code: row.code,
              doseInstructions: row.doseInstructions,
              dosageUnits: row.dosageUnits,
              species: row.species,
            }
          }
        />
      )}
      deleteTitle="Delete Inventory Item"
      deleteMessage={(name) => `Are you sure to delete "${name}"?`}
    />
  );
}
