// The knowledge base's Vaccines tab (spec 001 section 2.1): Product Name, Category, Manufacturer
// Name, Vaccine Type, Application, Unit, Dosage, Volume, Cost and actions (edit; delete with a
// confirmation).
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import type { VaccinesTabOptionsQuery } from '../__generated__/VaccinesTabOptionsQuery.graphql';
import type { VaccinesTabQuery } from '../__generated__/VaccinesTabQuery.graphql';
import type { VaccinesTab_query$key } from '../__generated__/VaccinesTab_query.graphql';
import { useAccess } from '../auth/access';
import { preloadQuery } from '../relay/preloadQuery';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { usePagedConnection } from '../ui/table/usePagedConnection';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { LookupList, RowActions } from './LookupList';
import { useAddVaccine } from './mutations/useAddVaccine';
import { useDeleteVaccine } from './mutations/useDeleteVaccine';
import { useUpdateVaccine } from './mutations/useUpdateVaccine';
import { reportMutation } from './reportMutation';
import { EMPTY_VACCINE, VACCINE_FORM_PATHS, VaccineFormModal, type VaccineValues } from './VaccineFormModal';

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
    vaccines(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
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
      }
    }
  }
`;

export interface VaccinesTabRefs {
  list: PreloadedQuery<VaccinesTabQuery>;
  options: PreloadedQuery<VaccinesTabOptionsQuery>;
}

export function loadVaccinesTab(): VaccinesTabRefs {
  return {
    list: preloadQuery<VaccinesTabQuery>(vaccinesTabQuery, {}, 'store-and-network'),
    options: preloadQuery<VaccinesTabOptionsQuery>(vaccineOptionsQuery, {}, 'store-and-network'),
  };
}

interface VaccineRow {
  id: string;
  name: string;
  application: string;
  unit: string;
  dosage: string;
  volume: number;
  cost: string;
  species: ReadonlyArray<{ id: string }>;
  category: { id: string; name: string };
  manufacturer: { id: string; name: string };
  vaccineType: { id: string; name: string };
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const options = (connection: { edges: ReadonlyArray<{ node: { id: string; name?: string; specie?: string } }> }) =>
  connection.edges.map((edge) => ({ value: edge.node.id, label: edge.node.name ?? edge.node.specie ?? '' })).sort((a, b) => a.label.localeCompare(b.label));

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
  const [data, refetch] = useRefetchableFragment(vaccinesTabFragment, query as VaccinesTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<VaccineRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VaccineRow | null>(null);
  const [addVaccine] = useAddVaccine();
  const [updateVaccine] = useUpdateVaccine();
  const [deleteVaccine, deleteBusy] = useDeleteVaccine();
  const rows: ReadonlyArray<VaccineRow> = data.vaccines.edges.map((edge) => edge.node);
  const formOptions = {
    species: options(query.speciesOptions),
    categories: options(choices.vaccineCategories),
    manufacturers: options(choices.manufacturers),
    types: options(choices.vaccineTypes),
  };

  const save = async (values: VaccineValues, setError: UseFormSetError<VaccineValues>) => {
    const input = { ...values, volume: Number(values.volume) };
    const form = { setError, paths: VACCINE_FORM_PATHS };
    const ok =
      editing === 'new'
        ? await reportMutation(() => addVaccine({ input }), {
            successType: 'AddVaccineSuccess',
            errorTitle: 'Add Vaccine Error',
            successTitle: 'Vaccine has been successfully added',
            form,
          })
        : await reportMutation(() => updateVaccine({ input: { id: (editing as VaccineRow).id, ...input } }), {
            successType: 'UpdateVaccineSuccess',
            errorTitle: 'Edit Vaccine Error',
            successTitle: 'Vaccine has been successfully updated',
            form,
          });
    if (ok) paging.reload();
    return ok;
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteVaccine({ input: { id: deleting.id } }), {
      successType: 'DeleteVaccineSuccess',
      errorTitle: 'Delete Vaccine Error',
      successTitle: 'Vaccine has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  return (
    <LookupList
      title="Vaccines"
      module="VACCINES"
      addLabel="Add Vaccine"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.vaccines.totalCount}
      paging={paging}
      onAdd={canModify ? () => setEditing('new') : undefined}
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
        { key: 'cost', header: 'Cost', className: 'text-right tabular-nums', render: (row) => money.format(Number(row.cost)) },
        ...(canModify
          ? [
              {
                key: 'action',
                header: <span className="sr-only">Action</span>,
                className: 'text-right whitespace-nowrap',
                render: (row: VaccineRow) => <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />,
              },
            ]
          : []),
      ]}
    >
      <VaccineFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Vaccine' : 'Edit Vaccine'}
        submitLabel={editing === 'new' ? 'Add' : 'Save'}
        initial={editing && editing !== 'new' ? valuesOf(editing) : EMPTY_VACCINE}
        options={formOptions}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Vaccine"
        message={`Are you sure to delete the vaccine "${deleting?.name ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
