// The knowledge base's Inventory & Supplies tab (spec 001 section 2.1): Product Name, Product
// Type, Product Category, Dose Instructions and an Action menu (View / Edit, and Delete with a
// confirmation); the View modal is the medication's, with the product type.
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import type { InventoryTabOptionsQuery } from '../__generated__/InventoryTabOptionsQuery.graphql';
import type { InventoryTabQuery } from '../__generated__/InventoryTabQuery.graphql';
import type { InventoryTab_query$key } from '../__generated__/InventoryTab_query.graphql';
import { useAccess } from '../auth/access';
import { preloadQuery } from '../relay/preloadQuery';
import { ActionMenu } from '../ui/ActionMenu';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { usePagedConnection } from '../ui/table/usePagedConnection';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { dosageRowsForSave, namedOptions, newDosageRow } from './CatalogueFields';
import { LookupList } from './LookupList';
import { EMPTY_INVENTORY, INVENTORY_FORM_PATHS, InventoryFormModal, type InventoryValues } from './InventoryFormModal';
import { useAddInventorySupply } from './mutations/useAddInventorySupply';
import { useDeleteInventorySupply } from './mutations/useDeleteInventorySupply';
import { useUpdateInventorySupply } from './mutations/useUpdateInventorySupply';
import { ProductViewModal } from './ProductViewModal';
import { reportMutation } from './reportMutation';

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
    inventorySupplies(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
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
      }
    }
  }
`;

export interface InventoryTabRefs {
  list: PreloadedQuery<InventoryTabQuery>;
  options: PreloadedQuery<InventoryTabOptionsQuery>;
}

export function loadInventoryTab(): InventoryTabRefs {
  return {
    list: preloadQuery<InventoryTabQuery>(inventoryTabQuery, {}, 'store-and-network'),
    options: preloadQuery<InventoryTabOptionsQuery>(inventoryOptionsQuery, {}, 'store-and-network'),
  };
}

interface InventoryRow {
  id: string;
  code: string;
  name: string;
  productType: { id: string; name: string } | null | undefined;
  doseInstructions: string;
  sideEffects: string;
  createdAt: string;
  category: { id: string; name: string } | null | undefined;
  dosageUnits: ReadonlyArray<{ dosage: string; unit: string }>;
  species: ReadonlyArray<{ id: string; specie: string }>;
}

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
  const [data, refetch] = useRefetchableFragment(inventoryTabFragment, query as InventoryTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<InventoryRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<InventoryRow | null>(null);
  const [deleting, setDeleting] = useState<InventoryRow | null>(null);
  const [addInventorySupply] = useAddInventorySupply();
  const [updateInventorySupply] = useUpdateInventorySupply();
  const [deleteInventorySupply, deleteBusy] = useDeleteInventorySupply();
  const rows: ReadonlyArray<InventoryRow> = data.inventorySupplies.edges.map((edge) => edge.node);
  const options = {
    species: namedOptions(choices.speciesOptions),
    types: namedOptions(choices.inventoryTypes),
    categories: namedOptions(choices.inventoryCategories),
  };

  const save = async (values: InventoryValues, setError: UseFormSetError<InventoryValues>) => {
    const input = {
      name: values.name.trim(),
      productTypeId: values.productTypeId || null,
      categoryId: values.categoryId || null,
      doseInstructions: values.doseInstructions.trim(),
      sideEffects: values.sideEffects.trim(),
      dosageUnits: dosageRowsForSave(values.dosageUnits),
      specieIds: values.specieIds,
    };
    const form = { setError, paths: INVENTORY_FORM_PATHS };
    const ok =
      editing === 'new'
        ? await reportMutation(() => addInventorySupply({ input }), {
            successType: 'AddInventorySupplySuccess',
            errorTitle: 'Add Record Error',
            successTitle: 'Record has been successfully added',
            form,
          })
        : await reportMutation(() => updateInventorySupply({ input: { id: (editing as InventoryRow).id, ...input } }), {
            successType: 'UpdateInventorySupplySuccess',
            errorTitle: 'Edit Record Error',
            successTitle: 'Record has been successfully updated',
            form,
          });
    if (ok) paging.reload();
    return ok;
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteInventorySupply({ input: { id: deleting.id } }), {
      successType: 'DeleteInventorySupplySuccess',
      errorTitle: 'Delete Data Error',
      successTitle: 'Record has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  return (
    <LookupList
      title="Inventory & Supplies"
      module="INVENTORY"
      addLabel="Add Item"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.inventorySupplies.totalCount}
      paging={paging}
      onAdd={canModify ? () => setEditing('new') : undefined}
      columns={[
        { key: 'name', header: 'Product Name', render: (row) => row.name },
        { key: 'type', header: 'Product Type', render: (row) => row.productType?.name ?? 'N/A' },
        { key: 'category', header: 'Product Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'dose', header: 'Dose Instructions', className: 'max-w-md', render: (row) => <span className="line-clamp-2">{row.doseInstructions || 'N/A'}</span> },
        {
          key: 'action',
          header: 'Action',
          className: 'text-right whitespace-nowrap',
          render: (row: InventoryRow) => (
            <ActionMenu
              variant="outline"
              label="Action ▾"
              ariaLabel={`Actions for ${row.name}`}
              items={[
                { label: 'View', onSelect: () => setViewing(row) },
                ...(canModify
                  ? [
                      { label: 'Edit', onSelect: () => setEditing(row) },
                      { label: 'Delete', tone: 'danger' as const, onSelect: () => setDeleting(row) },
                    ]
                  : []),
              ]}
            />
          ),
        },
      ]}
    >
      <InventoryFormModal
        open={editing !== null}
        editing={editing !== null && editing !== 'new'}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing && editing !== 'new' ? valuesOf(editing) : EMPTY_INVENTORY}
        options={options}
        onSave={save}
      />
      <ProductViewModal
        title="Inventory Item"
        onOpenChange={(open) => !open && setViewing(null)}
        product={
          viewing && {
            createdAt: viewing.createdAt,
            productName: viewing.name,
            productType: viewing.productType?.name ?? null,
            category: viewing.category?.name ?? null,
            sideEffects: viewing.sideEffects,
            codeLabel: 'Code',
            code: viewing.code,
            doseInstructions: viewing.doseInstructions,
            dosageUnits: viewing.dosageUnits,
            species: viewing.species,
          }
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Inventory Item"
        message={`Are you sure to delete "${deleting?.name ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
