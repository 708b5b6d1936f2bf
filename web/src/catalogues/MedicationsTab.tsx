// The knowledge base's Medications tab (spec 001 section 2.1): Product Name, Product Category,
// Dose Instructions and an Action menu (View / Edit, and Delete with a confirmation), with the
// View modal's details and Dosage & Unit table.
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { MedicationsTabOptionsQuery } from '../__generated__/MedicationsTabOptionsQuery.graphql';
import type { MedicationsTabQuery } from '../__generated__/MedicationsTabQuery.graphql';
import type { MedicationsTab_query$key } from '../__generated__/MedicationsTab_query.graphql';
import type { MedicationsTab_row$data, MedicationsTab_row$key } from '../__generated__/MedicationsTab_row.graphql';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { namedOptions, newDosageRow } from './CatalogueFields';
import { CatalogueTab, type CatalogueTabRefs } from './CatalogueTab';
import { EMPTY_MEDICATION, MEDICATION_FORM_PATHS, MedicationFormModal, medicationInput, type MedicationValues } from './MedicationFormModal';
import { useAddMedication } from './mutations/useAddMedication';
import { useDeleteMedication } from './mutations/useDeleteMedication';
import { useUpdateMedication } from './mutations/useUpdateMedication';
import { ProductViewModal } from './ProductViewModal';
import { PartUnavailable } from '../ui/PartUnavailable';

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
    medications(first: $first, after: $after, search: $search) @connection(key: "MedicationsTab_medications") {
      __id
      totalCount
      edges {
        node {
          ...MedicationsTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const medicationsTabRowFragment = graphql`
  fragment MedicationsTab_row on Medication @inline {
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
    dosing {
      specieId
      notForSpecies
      dosesPerDay
      maxMgPerDose
      maxMgPerDay
      route
      enteredUnit
      enteredMin
      enteredMax
    }
  }
`;

type MedicationsTabRefs = CatalogueTabRefs<MedicationsTabQuery, MedicationsTabOptionsQuery>;

type MedicationRow = MedicationsTab_row$data;

const valuesOf = (row: MedicationRow): MedicationValues => ({
  productName: row.productName,
  categoryId: row.category?.id ?? '',
  doseInstructions: row.doseInstructions,
  sideEffects: row.sideEffects,
  dosageUnits: row.dosageUnits.map((entry) => newDosageRow(entry.dosage, entry.unit)),
  specieIds: row.species.map((specie) => specie.id),
  // The range as it was entered (per kg or per lb), so editing shows the vet's own figures.
  dosing: row.dosing.map((dosing) => ({
    specieId: dosing.specieId,
    notForSpecies: dosing.notForSpecies,
    doseUnit: dosing.enteredUnit === 'mg/lb' ? 'mg/lb' : 'mg/kg',
    minDose: figureText(dosing.enteredMin),
    maxDose: figureText(dosing.enteredMax),
    dosesPerDay: String(dosing.dosesPerDay),
    maxMgPerDose: figureText(dosing.maxMgPerDose),
    maxMgPerDay: figureText(dosing.maxMgPerDay),
    route: dosing.route,
  })),
});

const figureText = (value: number | null | undefined) => (value == null ? '' : String(value));

export function MedicationsTab({ queryRef }: { queryRef: MedicationsTabRefs }) {
  const query = usePreloadedQuery(medicationsTabQuery, queryRef.list);
  const choices = usePreloadedQuery(medicationOptionsQuery, queryRef.options);
  const { data, ...pagination } = usePaginationFragment(medicationsTabFragment, query as MedicationsTab_query$key);
  const paging = useConnectionPages(pagination, data.medications?.edges.length ?? 0);
  const add = useAddMedication();
  const update = useUpdateMedication();
  const remove = useDeleteMedication();
  const options = { species: namedOptions(choices.speciesOptions), categories: namedOptions(choices.medicationCategories) };

  // Null when the catalogue service did not answer (the field is nullable for the charting steps).
  const list = data.medications;
  if (!list) return <PartUnavailable part="catalogue" />;

  return (
    <CatalogueTab
      title="Medications"
      module="MEDICATIONS"
      addLabel="Add Medication"
      rows={paging.slice(list.edges).map((edge) => readInlineData<MedicationsTab_row$key>(medicationsTabRowFragment, edge.node))}
      connection={list.__id}
      totalCount={list.totalCount}
      paging={paging}
      columns={[
        { key: 'name', header: 'Product Name', render: (row) => row.productName },
        { key: 'category', header: 'Product Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'dose', header: 'Dose Instructions', className: 'max-w-md', render: (row) => <span className="line-clamp-2">{row.doseInstructions || 'N/A'}</span> },
      ]}
      rowName={(row) => row.productName}
      toInput={medicationInput}
      formPaths={MEDICATION_FORM_PATHS}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddMedicationSuccess', errorTitle: 'Add Medication Error', successTitle: 'Medication has been successfully added' },
          update: { successType: 'UpdateMedicationSuccess', errorTitle: 'Edit Record Error', successTitle: 'Medication has been successfully updated' },
          remove: { successType: 'DeleteMedicationSuccess', errorTitle: 'Delete Data Error', successTitle: 'Medication has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => <MedicationFormModal {...form} editing={row !== null} initial={row ? valuesOf(row) : EMPTY_MEDICATION} options={options} />}
      renderView={(row, onOpenChange) => (
        <ProductViewModal
          title="Medication"
          onOpenChange={onOpenChange}
          product={
            row && {
              createdAt: row.createdAt,
              productName: row.productName,
              category: row.category?.name ?? null,
              sideEffects: row.sideEffects,
              codeLabel: 'Drug Code',
              code: row.drugCode,
              doseInstructions: row.doseInstructions,
              dosageUnits: row.dosageUnits,
              species: row.species,
            }
          }
        />
      )}
      deleteTitle="Delete Medication"
      deleteMessage={(name) => `Are you sure to delete the medication "${name}"?`}
    />
  );
}
