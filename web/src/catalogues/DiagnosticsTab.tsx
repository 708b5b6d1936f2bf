// The knowledge base's Diagnostics tab (spec 001 sections 2.1, 3 and 5; the API's treatments):
// Name, Category, Description and an Action menu (View / Edit, Delete with a confirmation),
// newest first. The cost defaults to 0 and is kept with 2 decimals, shown in US dollars; tax is a
// Yes / No choice; the results list names what the diagnostic reports. Its modals are 1000 wide.
// An outside test (not 'In-house test') carries the reference lab's test code it is ordered with
// (PLAN-18 decision 3; without one the lab is sent the catalogue code); the table says which.
import { useFieldArray } from 'react-hook-form';
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { diagnosticForm } from '@vetchart/contracts/catalogues/diagnostic';
import type { DiagnosticsTabOptionsQuery } from '../__generated__/DiagnosticsTabOptionsQuery.graphql';
import type { DiagnosticsTabQuery } from '../__generated__/DiagnosticsTabQuery.graphql';
import type { DiagnosticsTab_query$key } from '../__generated__/DiagnosticsTab_query.graphql';
import type { DiagnosticsTab_row$data, DiagnosticsTab_row$key } from '../__generated__/DiagnosticsTab_row.graphql';
import { Button } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { CheckboxField, TextField } from '../ui/FormField';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { CostField, SpeciesChecklist, TaxChoice, TextAreaField, aiTextOf, namedOptions } from './CatalogueFields';
import { CatalogueFormFrame, useCatalogueForm, type CatalogueFormModalProps } from './CatalogueFormModal';
import { CatalogueTab, type CatalogueTabRefs } from './CatalogueTab';
import { DetailsTable, DetailsViewModal, identityDetails, pricingDetails, speciesAndDescription } from './DetailsViewModal';
import { useAddDiagnostic } from './mutations/useAddDiagnostic';
import { useDeleteDiagnostic } from './mutations/useDeleteDiagnostic';
import { useUpdateDiagnostic } from './mutations/useUpdateDiagnostic';
import { OptionSelect, type Option } from './OptionSelect';

const diagnosticsTabQuery = graphql`
  query DiagnosticsTabQuery {
    ...DiagnosticsTab_query
  }
`;

const diagnosticOptionsQuery = graphql`
  query DiagnosticsTabOptionsQuery {
    speciesOptions: species(first: 50, orderBy: NAME) {
      edges {
        node {
          id
          specie
        }
      }
    }
    diagnosticCategories(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
    diagnosticResultTypes(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const diagnosticsTabFragment = graphql`
  fragment DiagnosticsTab_query on Query
  @refetchable(queryName: "DiagnosticsTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    diagnostics(first: $first, after: $after, search: $search) @connection(key: "DiagnosticsTab_diagnostics") {
      __id
      totalCount
      edges {
        node {
          ...DiagnosticsTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const diagnosticsTabRowFragment = graphql`
  fragment DiagnosticsTab_row on Diagnostic @inline {
    id
    code
    name
    description
    cost
    tax
    inHouse
    labCode
    createdAt
    results {
      name
      resultType {
        id
        name
      }
    }
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

type DiagnosticsTabRefs = CatalogueTabRefs<DiagnosticsTabQuery, DiagnosticsTabOptionsQuery>;

type DiagnosticRow = DiagnosticsTab_row$data;

// The rules and messages are the diagnostic contract's (packages/contracts/src/catalogues/diagnostic.ts).
/** Each field as its input holds it: text, the category's id or '', Yes/No, the results with their local row ids, the checked species. */
type DiagnosticValues = Record<'name' | 'categoryId' | 'description' | 'cost' | 'labCode', string> & {
  tax: 'Yes' | 'No';
  inHouse: boolean;
  results: { rowId: number; name: string; resultTypeId: string }[];
  specieIds: string[];
};
const PATHS = Object.keys(diagnosticForm.def.shape);
const EMPTY: DiagnosticValues = { name: '', categoryId: '', description: '', cost: '0.00', tax: 'No', inHouse: false, labCode: '', results: [], specieIds: [] };

/** How the table and the details name where a diagnostic is run. */
export const testPlace = (inHouse: boolean) => (inHouse ? 'In-house' : 'Outside');
let nextResultRow = 1;

const valuesOf = (row: DiagnosticRow): DiagnosticValues => ({
  name: row.name,
  categoryId: row.category?.id ?? '',
  description: row.description,
  cost: row.cost,
  tax: row.tax ? 'Yes' : 'No',
  inHouse: row.inHouse,
  labCode: row.labCode ?? '',
  results: row.results.map((result) => ({ rowId: nextResultRow++, name: result.name, resultTypeId: result.resultType?.id ?? '' })),
  specieIds: row.species.map((specie) => specie.id),
});

type DiagnosticOptions = { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option>; resultTypes: ReadonlyArray<Option> };

function DiagnosticFormModal(props: CatalogueFormModalProps<DiagnosticValues, DiagnosticOptions>) {
  const { options } = props;
  const form = useCatalogueForm(props, contractResolver<DiagnosticValues, typeof diagnosticForm>(diagnosticForm));
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const results = useFieldArray({ control, name: 'results', keyName: 'key' });
  const inHouse = form.watch('inHouse');
  return (
    <CatalogueFormFrame {...props} title={props.editing ? 'Edit Diagnostic' : 'Add Diagnostic'} width={1000} busy={isSubmitting} onSubmit={onSubmit}>
      <TextField label="Name" maxLength={100} error={errors.name?.message} {...register('name')} />
      <OptionSelect label="Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
      <TextAreaField className="sm:col-span-2" label="Description" maxLength={2000} error={errors.description?.message} ai={aiTextOf(form, 'description')} {...register('description')} />
      <CostField error={errors.cost?.message} {...register('cost')} />
      <TaxChoice register={register} />
      <div className="flex flex-col justify-end pb-2.5">
        <CheckboxField label="In-house test" {...register('inHouse')} />
      </div>
      {inHouse ? (
        <p className="self-end pb-2.5 text-sm text-slate-600">Run at the clinic: its result is entered on the visit.</p>
      ) : (
        <TextField label="Lab test code" placeholder="e.g. ANT-CBC" maxLength={50} hint="The reference lab's code" error={errors.labCode?.message} {...register('labCode')} />
      )}
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Results</legend>
        {results.fields.length === 0 && <p className="mb-2 text-sm text-slate-500">No results yet.</p>}
        <div className="space-y-2">
          {results.fields.map((field, index) => (
            <div key={field.key} className="grid grid-cols-[2fr_1fr_auto] items-start gap-2">
              <TextField
                label={`Result ${index + 1}`}
                placeholder="e.g. WBC"
                maxLength={100}
                error={errors.results?.[index]?.name?.message}
                {...register(`results.${index}.name`)}
              />
              <OptionSelect
                label={`Result type ${index + 1}`}
                placeholder="Select result type"
                options={options.resultTypes}
                {...register(`results.${index}.resultTypeId`)}
              />
              <Button variant="ghost" className="mt-7 px-2 py-2 text-sm text-rose-700 hover:bg-rose-50" aria-label={`Remove result ${index + 1}`} onClick={() => results.remove(index)}>
                Remove
              </Button>
            </div>
          ))}
        </div>
        <Button variant="secondary" className="mt-2" onClick={() => results.append({ rowId: nextResultRow++, name: '', resultTypeId: '' })}>
          Add Result
        </Button>
      </fieldset>
      <SpeciesChecklist className="sm:col-span-2" options={options.species} register={register} error={errors.specieIds?.message} />
    </CatalogueFormFrame>
  );
}

export function DiagnosticsTab({ queryRef }: { queryRef: DiagnosticsTabRefs }) {
  const query = usePreloadedQuery(diagnosticsTabQuery, queryRef.list);
  const choices = usePreloadedQuery(diagnosticOptionsQuery, queryRef.options);
  const { data, ...pagination } = usePaginationFragment(diagnosticsTabFragment, query as DiagnosticsTab_query$key);
  const paging = useConnectionPages(pagination, data.diagnostics?.edges.length ?? 0);
  const add = useAddDiagnostic();
  const update = useUpdateDiagnostic();
  const remove = useDeleteDiagnostic();
  const options = {
    species: namedOptions(choices.speciesOptions),
    categories: namedOptions(choices.diagnosticCategories),
    resultTypes: namedOptions(choices.diagnosticResultTypes),
  };

  return (
    <CatalogueTab
      title="Diagnostics"
      module="DIAGNOSTICS"
      addLabel="Add Diagnostic"
      rows={paging.slice(data.diagnostics.edges).map((edge) => readInlineData<DiagnosticsTab_row$key>(diagnosticsTabRowFragment, edge.node))}
      connection={data.diagnostics.__id}
      totalCount={data.diagnostics.totalCount}
      paging={paging}
      columns={[
        { key: 'name', header: 'Name', render: (row) => row.name },
        { key: 'category', header: 'Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'place', header: 'Test Type', className: 'whitespace-nowrap', render: (row) => (row.labCode && !row.inHouse ? `${testPlace(row.inHouse)} · ${row.labCode}` : testPlace(row.inHouse)) },
        { key: 'description', header: 'Description', className: 'max-w-xs', render: (row) => <span className="line-clamp-2">{row.description || 'N/A'}</span> },
      ]}
      rowName={(row) => row.name}
      toInput={(values: DiagnosticValues) => {
        // The local row ids stay in the form; an in-house test has no lab code.
        const diagnostic = diagnosticForm.parse(values);
        return { ...diagnostic, labCode: diagnostic.inHouse ? null : diagnostic.labCode || null };
      }}
      formPaths={PATHS}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddDiagnosticSuccess', errorTitle: 'Add Diagnostics Error', successTitle: 'Diagnostic has been successfully added' },
          update: { successType: 'UpdateDiagnosticSuccess', errorTitle: 'Edit Diagnostics Error', successTitle: 'Diagnostic has been successfully updated' },
          remove: { successType: 'DeleteDiagnosticSuccess', errorTitle: 'Delete Data Error', successTitle: 'Diagnostic has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => <DiagnosticFormModal {...form} editing={row !== null} initial={row ? valuesOf(row) : EMPTY} options={options} />}
      renderView={(row, onOpenChange) => (
        <DetailsViewModal
          view={
            row && {
              title: 'Diagnostic',
              details: [
                ...identityDetails(row, 'Name'),
                ...pricingDetails(row),
                { term: 'Test Type', value: testPlace(row.inHouse) },
                ...(row.inHouse ? [] : [{ term: 'Lab test code', value: row.labCode ?? 'N/A' }]),
                ...speciesAndDescription(row),
              ],
              extra: (
                <DetailsTable
                  caption="Results"
                  columns={[{ header: 'Result' }, { header: 'Result Type' }]}
                  rows={row.results.map((result) => [result.name, result.resultType?.name ?? 'N/A'] as const)}
                  emptyText="No results."
                />
              ),
            }
          }
          width={1000}
          onOpenChange={onOpenChange}
        />
      )}
      deleteTitle="Delete Diagnostic"
      deleteMessage={(name) => `Are you sure to delete the diagnostic "${name}"?`}
    />
  );
}
