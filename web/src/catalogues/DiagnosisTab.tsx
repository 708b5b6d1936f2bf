// The knowledge base's Diagnosis tab (spec 001 section 2.1): Diagnosis, Category, Description,
// Common Symptoms and an Action menu (View / Edit, Delete with a confirmation). The add / edit
// modal is 800 wide.
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { diagnosisForm, diagnosisShape } from '@vetchart/contracts/catalogues/diagnosis';
import type { DiagnosisTabOptionsQuery } from '../__generated__/DiagnosisTabOptionsQuery.graphql';
import type { DiagnosisTabQuery } from '../__generated__/DiagnosisTabQuery.graphql';
import type { DiagnosisTab_query$key } from '../__generated__/DiagnosisTab_query.graphql';
import type { DiagnosisTab_row$data, DiagnosisTab_row$key } from '../__generated__/DiagnosisTab_row.graphql';
import { contractResolver } from '../ui/contractResolver';
import { TextField } from '../ui/FormField';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { SpeciesChecklist, TextAreaField, aiTextOf, namedOptions } from './CatalogueFields';
import { CatalogueFormFrame, useCatalogueForm, type CatalogueFormModalProps } from './CatalogueFormModal';
import { CatalogueTab, type CatalogueTabRefs } from './CatalogueTab';
import { DetailsViewModal, identityDetails, speciesAndDescription } from './DetailsViewModal';
import { useAddDiagnosis } from './mutations/useAddDiagnosis';
import { useDeleteDiagnosis } from './mutations/useDeleteDiagnosis';
import { useUpdateDiagnosis } from './mutations/useUpdateDiagnosis';
import { OptionSelect, type Option } from './OptionSelect';
import { PartUnavailable } from '../ui/PartUnavailable';

const diagnosisTabQuery = graphql`
  query DiagnosisTabQuery {
    ...DiagnosisTab_query
  }
`;

const diagnosisOptionsQuery = graphql`
  query DiagnosisTabOptionsQuery {
    speciesOptions: species(first: 50, orderBy: NAME) {
      edges {
        node {
          id
          specie
        }
      }
    }
    diagnosisCategories(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const diagnosisTabFragment = graphql`
  fragment DiagnosisTab_query on Query
  @refetchable(queryName: "DiagnosisTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    diagnoses(first: $first, after: $after, search: $search) @connection(key: "DiagnosisTab_diagnoses") {
      __id
      totalCount
      edges {
        node {
          ...DiagnosisTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const diagnosisTabRowFragment = graphql`
  fragment DiagnosisTab_row on Diagnosis @inline {
    id
    code
    name
    description
    symptoms
    createdAt
    category {
      id
      name
    }
    species {
      id
      specie
    }
  }
`;

type DiagnosisTabRefs = CatalogueTabRefs<DiagnosisTabQuery, DiagnosisTabOptionsQuery>;

type DiagnosisRow = DiagnosisTab_row$data;

// The rules and messages are the diagnosis contract's (packages/contracts/src/catalogues/diagnosis.ts).
/** Each field as its input holds it: text, the category's id or '', the checked species. */
type DiagnosisValues = Record<'name' | 'categoryId' | 'description' | 'symptoms', string> & { specieIds: string[] };
const PATHS = Object.keys(diagnosisShape);
const EMPTY: DiagnosisValues = { name: '', categoryId: '', description: '', symptoms: '', specieIds: [] };

const valuesOf = (row: DiagnosisRow): DiagnosisValues => ({
  name: row.name,
  categoryId: row.category?.id ?? '',
  description: row.description,
  symptoms: row.symptoms,
  specieIds: row.species.map((specie) => specie.id),
});

function DiagnosisFormModal(props: CatalogueFormModalProps<DiagnosisValues, { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option> }>) {
  const { options } = props;
  const form = useCatalogueForm(props, contractResolver<DiagnosisValues, typeof diagnosisForm>(diagnosisForm));
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <CatalogueFormFrame {...props} title={props.editing ? 'Edit Diagnosis' : 'Add Diagnosis'} width={800} busy={isSubmitting} onSubmit={onSubmit}>
      <TextField label="Diagnosis" maxLength={100} error={errors.name?.message} {...register('name')} />
      <OptionSelect label="Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
      <TextAreaField className="sm:col-span-2" label="Description" maxLength={2000} error={errors.description?.message} ai={aiTextOf(form, 'description')} {...register('description')} />
      <TextAreaField
        className="sm:col-span-2"
        label="Common Symptoms"
        placeholder="e.g. Vomiting, diarrhea, lethargy"
        maxLength={2000}
        error={errors.symptoms?.message}
        ai={aiTextOf(form, 'symptoms')}
        {...register('symptoms')}
      />
      <SpeciesChecklist className="sm:col-span-2" options={options.species} register={register} error={errors.specieIds?.message} />
    </CatalogueFormFrame>
  );
}

export function DiagnosisTab({ queryRef }: { queryRef: DiagnosisTabRefs }) {
  const query = usePreloadedQuery(diagnosisTabQuery, queryRef.list);
  const choices = usePreloadedQuery(diagnosisOptionsQuery, queryRef.options);
  const { data, ...pagination } = usePaginationFragment(diagnosisTabFragment, query as DiagnosisTab_query$key);
  const paging = useConnectionPages(pagination, data.diagnoses?.edges.length ?? 0);
  const add = useAddDiagnosis();
  const update = useUpdateDiagnosis();
  const remove = useDeleteDiagnosis();
  const options = { species: namedOptions(choices.speciesOptions), categories: namedOptions(choices.diagnosisCategories) };

  // Null when the catalogue service did not answer (the field is nullable for the charting steps).
  const list = data.diagnoses;
  if (!list) return <PartUnavailable part="catalogue" />;

  return (
    <CatalogueTab
      title="Diagnosis"
      module="DIAGNOSIS"
      addLabel="Add Diagnosis"
      rows={paging.slice(list.edges).map((edge) => readInlineData<DiagnosisTab_row$key>(diagnosisTabRowFragment, edge.node))}
      connection={list.__id}
      totalCount={list.totalCount}
      paging={paging}
      columns={[
        { key: 'name', header: 'Diagnosis', render: (row) => row.name },
        { key: 'category', header: 'Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'description', header: 'Description', className: 'max-w-xs', render: (row) => <span className="line-clamp-2">{row.description || 'N/A'}</span> },
        { key: 'symptoms', header: 'Common Symptoms', className: 'max-w-xs', render: (row) => <span className="line-clamp-2">{row.symptoms || 'N/A'}</span> },
      ]}
      rowName={(row) => row.name}
      toInput={(values: DiagnosisValues) => diagnosisForm.parse(values)}
      formPaths={PATHS}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddDiagnosisSuccess', errorTitle: 'Add Diagnosis Error', successTitle: 'Diagnosis has been successfully added' },
          update: { successType: 'UpdateDiagnosisSuccess', errorTitle: 'Edit Diagnosis Error', successTitle: 'Diagnosis has been successfully updated' },
          remove: { successType: 'DeleteDiagnosisSuccess', errorTitle: 'Delete Data Error', successTitle: 'Diagnosis has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => <DiagnosisFormModal {...form} editing={row !== null} initial={row ? valuesOf(row) : EMPTY} options={options} />}
      renderView={(row, onOpenChange) => (
        <DetailsViewModal
          view={
            row && {
              title: 'Diagnosis',
              details: [
                ...identityDetails(row, 'Diagnosis'),
                ...speciesAndDescription(row),
                { term: 'Common Symptoms', value: row.symptoms, wide: true },
              ],
            }
          }
          width={800}
          onOpenChange={onOpenChange}
        />
      )}
      deleteTitle="Delete Diagnosis"
      deleteMessage={(name) => `Are you sure to delete the diagnosis "${name}"?`}
    />
  );
}
