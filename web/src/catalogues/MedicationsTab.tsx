// The knowledge base's Medications tab (spec 001 section 2.1): Product Name, Product Category,
// Dose Instructions and an Action menu (View / Edit, and Delete with a confirmation), with the
// View modal's details and Dosage & Unit table.
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import type { MedicationsTabOptionsQuery } from '../__generated__/MedicationsTabOptionsQuery.graphql';
import type { MedicationsTabQuery } from '../__generated__/MedicationsTabQuery.graphql';
import type { MedicationsTab_query$key } from '../__generated__/MedicationsTab_query.graphql';
import { useAccess } from '../auth/access';
import { preloadQuery } from '../relay/preloadQuery';
import { ActionMenu } from '../ui/ActionMenu';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { usePagedConnection } from '../ui/table/usePagedConnection';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { dosageRowsForSave, namedOptions, newDosageRow } from './CatalogueFields';
import { LookupList } from './LookupList';
import { EMPTY_MEDICATION, MEDICATION_FORM_PATHS, MedicationFormModal, type MedicationValues } from './MedicationFormModal';
import { useAddMedication } from './mutations/useAddMedication';
import { useDeleteMedication } from './mutations/useDeleteMedication';
import { useUpdateMedication } from './mutations/useUpdateMedication';
import { ProductViewModal } from './ProductViewModal';
import { reportMutation } from './reportMutation';

const medicationsTabQuery = graphql`
  query MedicationsTabQuery {
    ...MedicationsTab_query
  }
`;

// The form's choices are a query of their own, loaded beside the list (within the cost limit).
const medicationOptionsQuery = graphql`
  query MedicationsTabOptionsQuery {
    speciesOptions: species(first: 50, orderBy: NAME) {
      edges {
        node {
          id
          specie
        }
      }
    }
    medicationCategories(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const medicationsTabFragment = graphql`
  fragment MedicationsTab_query on Query
  @refetchable(queryName: "MedicationsTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    medications(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
          id
          drugCode
          productName
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

export interface MedicationsTabRefs {
  list: PreloadedQuery<MedicationsTabQuery>;
  options: PreloadedQuery<MedicationsTabOptionsQuery>;
}

export function loadMedicationsTab(): MedicationsTabRefs {
  return {
    list: preloadQuery<MedicationsTabQuery>(medicationsTabQuery, {}, 'store-and-network'),
    options: preloadQuery<MedicationsTabOptionsQuery>(medicationOptionsQuery, {}, 'store-and-network'),
  };
}

interface MedicationRow {
  id: string;
  drugCode: string;
  productName: string;
  doseInstructions: string;
  sideEffects: string;
  createdAt: string;
  category: { id: string; name: string } | null | undefined;
  dosageUnits: ReadonlyArray<{ dosage: string; unit: string }>;
  species: ReadonlyArray<{ id: string; specie: string }>;
}

const valuesOf = (row: MedicationRow): MedicationValues => ({
  productName: row.productName,
  categoryId: row.category?.id ?? '',
  doseInstructions: row.doseInstructions,
  sideEffects: row.sideEffects,
  dosageUnits: row.dosageUnits.map((entry) => newDosageRow(entry.dosage, entry.unit)),
  specieIds: row.species.map((specie) => specie.id),
});

export function MedicationsTab({ queryRef }: { queryRef: MedicationsTabRefs }) {
  const query = usePreloadedQuery(medicationsTabQuery, queryRef.list);
  const choices = usePreloadedQuery(medicationOptionsQuery, queryRef.options);
  const [data, refetch] = useRefetchableFragment(medicationsTabFragment, query as MedicationsTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<MedicationRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<MedicationRow | null>(null);
  const [deleting, setDeleting] = useState<MedicationRow | null>(null);
  const [addMedication] = useAddMedication();
  const [updateMedication] = useUpdateMedication();
  const [deleteMedication, deleteBusy] = useDeleteMedication();
  const rows: ReadonlyArray<MedicationRow> = data.medications.edges.map((edge) => edge.node);
  const options = { species: namedOptions(choices.speciesOptions), categories: namedOptions(choices.medicationCategories) };

  const save = async (values: MedicationValues, setError: UseFormSetError<MedicationValues>) => {
    const input = {
      productName: values.productName.trim(),
      categoryId: values.categoryId || null,
      doseInstructions: values.doseInstructions.trim(),
      sideEffects: values.sideEffects.trim(),
      dosageUnits: dosageRowsForSave(values.dosageUnits),
      specieIds: values.specieIds,
    };
    const form = { setError, paths: MEDICATION_FORM_PATHS };
    const ok =
      editing === 'new'
        ? await reportMutation(() => addMedication({ input }), {
            successType: 'AddMedicationSuccess',
            errorTitle: 'Add Medication Error',
            successTitle: 'Medication has been successfully added',
            form,
          })
        : await reportMutation(() => updateMedication({ input: { id: (editing as MedicationRow).id, ...input } }), {
            successType: 'UpdateMedicationSuccess',
            errorTitle: 'Edit Record Error',
            successTitle: 'Medication has been successfully updated',
            form,
          });
    if (ok) paging.reload();
    return ok;
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteMedication({ input: { id: deleting.id } }), {
      successType: 'DeleteMedicationSuccess',
      errorTitle: 'Delete Data Error',
      successTitle: 'Medication has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  return (
    <LookupList
      title="Medications"
      module="MEDICATIONS"
      addLabel="Add Medication"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.medications.totalCount}
      paging={paging}
      onAdd={canModify ? () => setEditing('new') : undefined}
      columns={[
        { key: 'name', header: 'Product Name', render: (row) => row.productName },
        { key: 'category', header: 'Product Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'dose', header: 'Dose Instructions', className: 'max-w-md', render: (row) => <span className="line-clamp-2">{row.doseInstructions || 'N/A'}</span> },
        {
          key: 'action',
          header: 'Action',
          className: 'text-right whitespace-nowrap',
          render: (row: MedicationRow) => (
            <ActionMenu
              variant="outline"
              label="Action ▾"
              ariaLabel={`Actions for ${row.productName}`}
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
      <MedicationFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Medication' : 'Edit Medication'}
        submitLabel={editing === 'new' ? 'Add' : 'Save'}
        initial={editing && editing !== 'new' ? valuesOf(editing) : EMPTY_MEDICATION}
        options={options}
        onSave={save}
      />
      <ProductViewModal
        title="Medication"
        onOpenChange={(open) => !open && setViewing(null)}
        product={
          viewing && {
            createdAt: viewing.createdAt,
            productName: viewing.productName,
            category: viewing.category?.name ?? null,
            sideEffects: viewing.sideEffects,
            codeLabel: 'Drug Code',
            code: viewing.drugCode,
            doseInstructions: viewing.doseInstructions,
            dosageUnits: viewing.dosageUnits,
            species: viewing.species,
          }
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Medication"
        message={`Are you sure to delete the medication "${deleting?.productName ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
