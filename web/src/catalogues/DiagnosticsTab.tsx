// The knowledge base's Diagnostics tab (spec 001 sections 2.1, 3 and 5; the API's treatments):
// Name, Category, Description and an Action menu (View / Edit, Delete with a confirmation),
// newest first. The cost defaults to 0 and is kept with 2 decimals, shown in US dollars; tax is a
// Yes / No choice; the results list names what the diagnostic reports. Its modals are 1000 wide.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { z } from 'zod';
import type { DiagnosticsTabOptionsQuery } from '../__generated__/DiagnosticsTabOptionsQuery.graphql';
import type { DiagnosticsTabQuery } from '../__generated__/DiagnosticsTabQuery.graphql';
import type { DiagnosticsTab_query$key } from '../__generated__/DiagnosticsTab_query.graphql';
import { useAccess } from '../auth/access';
import { preloadQuery } from '../relay/preloadQuery';
import { ActionMenu } from '../ui/ActionMenu';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { usePagedConnection } from '../ui/table/usePagedConnection';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { CostField, SpeciesChecklist, TaxChoice, TextAreaField, costSchema, formatMoney, namedOptions, roundCost } from './CatalogueFields';
import { DetailsViewModal, createdOn, type DetailsView } from './DetailsViewModal';
import { LookupList } from './LookupList';
import { useAddDiagnostic } from './mutations/useAddDiagnostic';
import { useDeleteDiagnostic } from './mutations/useDeleteDiagnostic';
import { useUpdateDiagnostic } from './mutations/useUpdateDiagnostic';
import { OptionSelect, type Option } from './OptionSelect';
import { reportMutation } from './reportMutation';

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
    diagnostics(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
          id
          code
          name
          description
          cost
          tax
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
      }
    }
  }
`;

export interface DiagnosticsTabRefs {
  list: PreloadedQuery<DiagnosticsTabQuery>;
  options: PreloadedQuery<DiagnosticsTabOptionsQuery>;
}

export function loadDiagnosticsTab(): DiagnosticsTabRefs {
  return {
    list: preloadQuery<DiagnosticsTabQuery>(diagnosticsTabQuery, {}, 'store-and-network'),
    options: preloadQuery<DiagnosticsTabOptionsQuery>(diagnosticOptionsQuery, {}, 'store-and-network'),
  };
}

interface DiagnosticRow {
  id: string;
  code: string;
  name: string;
  description: string;
  cost: string;
  tax: boolean;
  results: ReadonlyArray<{ name: string; resultType: { id: string; name: string } | null | undefined }>;
  createdAt: string;
  category: { id: string; name: string } | null | undefined;
  species: ReadonlyArray<{ id: string; specie: string }>;
}

const diagnosticSchema = z.object({
  name: z.string().trim().min(1, 'Enter diagnostic name').max(100, 'Must be at most 100 characters.'),
  categoryId: z.string(),
  description: z.string().max(2000, 'Must be at most 2000 characters.'),
  cost: costSchema,
  tax: z.enum(['Yes', 'No']),
  results: z.array(
    z.object({ rowId: z.number(), name: z.string().trim().min(1, 'Enter result name').max(100, 'Must be at most 100 characters.'), resultTypeId: z.string() }),
  ),
  specieIds: z.array(z.string()),
});
type DiagnosticValues = z.infer<typeof diagnosticSchema>;
const PATHS = ['name', 'categoryId', 'description', 'cost', 'tax', 'results', 'specieIds'];
const EMPTY: DiagnosticValues = { name: '', categoryId: '', description: '', cost: '0.00', tax: 'No', results: [], specieIds: [] };
let nextResultRow = 1;

const valuesOf = (row: DiagnosticRow): DiagnosticValues => ({
  name: row.name,
  categoryId: row.category?.id ?? '',
  description: row.description,
  cost: row.cost,
  tax: row.tax ? 'Yes' : 'No',
  results: row.results.map((result) => ({ rowId: nextResultRow++, name: result.name, resultTypeId: result.resultType?.id ?? '' })),
  specieIds: row.species.map((specie) => specie.id),
});

interface FormProps {
  open: boolean;
  editing: boolean;
  onOpenChange: (open: boolean) => void;
  initial: DiagnosticValues;
  options: { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option>; resultTypes: ReadonlyArray<Option> };
  onSave: (values: DiagnosticValues, setError: UseFormSetError<DiagnosticValues>) => Promise<boolean>;
}

function DiagnosticFormModal({ open, editing, onOpenChange, initial, options, onSave }: FormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DiagnosticValues>({ resolver: zodResolver(diagnosticSchema), defaultValues: initial });
  const results = useFieldArray({ control, name: 'results', keyName: 'key' });
  useEffect(() => {
    if (open) reset(initial);
  }, [open, reset]);
  const submit = async (values: DiagnosticValues) => {
    if (await onSave(values, setError)) onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={editing ? 'Edit Diagnostic' : 'Add Diagnostic'} width={1000}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" maxLength={100} error={errors.name?.message} {...register('name')} />
        <OptionSelect label="Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
        <TextAreaField className="sm:col-span-2" label="Description" maxLength={2000} error={errors.description?.message} {...register('description')} />
        <CostField error={errors.cost?.message} {...register('cost')} />
        <TaxChoice register={register} />
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
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function DiagnosticsTab({ queryRef }: { queryRef: DiagnosticsTabRefs }) {
  const query = usePreloadedQuery(diagnosticsTabQuery, queryRef.list);
  const choices = usePreloadedQuery(diagnosticOptionsQuery, queryRef.options);
  const [data, refetch] = useRefetchableFragment(diagnosticsTabFragment, query as DiagnosticsTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<DiagnosticRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<DetailsView | null>(null);
  const [deleting, setDeleting] = useState<DiagnosticRow | null>(null);
  const [addDiagnostic] = useAddDiagnostic();
  const [updateDiagnostic] = useUpdateDiagnostic();
  const [deleteDiagnostic, deleteBusy] = useDeleteDiagnostic();
  const rows: ReadonlyArray<DiagnosticRow> = data.diagnostics.edges.map((edge) => edge.node);
  const options = {
    species: namedOptions(choices.speciesOptions),
    categories: namedOptions(choices.diagnosticCategories),
    resultTypes: namedOptions(choices.diagnosticResultTypes),
  };

  const save = async (values: DiagnosticValues, setError: UseFormSetError<DiagnosticValues>) => {
    const input = {
      name: values.name.trim(),
      categoryId: values.categoryId || null,
      description: values.description.trim(),
      cost: roundCost(values.cost),
      tax: values.tax === 'Yes',
      // The local row ids stay in the form.
      results: values.results.map((result) => ({ name: result.name.trim(), resultTypeId: result.resultTypeId || null })),
      specieIds: values.specieIds,
    };
    const form = { setError, paths: PATHS };
    const ok =
      editing === 'new'
        ? await reportMutation(() => addDiagnostic({ input }), {
            successType: 'AddDiagnosticSuccess',
            errorTitle: 'Add Diagnostics Error',
            successTitle: 'Diagnostic has been successfully added',
            form,
          })
        : await reportMutation(() => updateDiagnostic({ input: { id: (editing as DiagnosticRow).id, ...input } }), {
            successType: 'UpdateDiagnosticSuccess',
            errorTitle: 'Edit Diagnostics Error',
            successTitle: 'Diagnostic has been successfully updated',
            form,
          });
    if (ok) paging.reload();
    return ok;
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteDiagnostic({ input: { id: deleting.id } }), {
      successType: 'DeleteDiagnosticSuccess',
      errorTitle: 'Delete Data Error',
      successTitle: 'Diagnostic has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  const view = (row: DiagnosticRow): DetailsView => ({
    title: 'Diagnostic',
    details: [
      { term: 'Created On', value: createdOn(row.createdAt) },
      { term: 'Name', value: row.name },
      { term: 'Category', value: row.category?.name },
      { term: 'Code', value: row.code },
      { term: 'Cost', value: formatMoney(row.cost) },
      { term: 'Tax', value: row.tax ? 'Yes' : 'No' },
      { term: 'Species', value: row.species.map((specie) => specie.specie).join(', '), wide: true },
      { term: 'Description', value: row.description, wide: true },
    ],
    extra: (
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-800">Results</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Result
            </th>
            <th scope="col" className="py-2 font-semibold">
              Result Type
            </th>
          </tr>
        </thead>
        <tbody>
          {row.results.length === 0 ? (
            <tr>
              <td colSpan={2} className="py-3 text-slate-500">
                No results.
              </td>
            </tr>
          ) : (
            row.results.map((result, index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className="py-2 pr-4">{result.name}</td>
                <td className="py-2">{result.resultType?.name ?? 'N/A'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    ),
  });

  return (
    <LookupList
      title="Diagnostics"
      module="DIAGNOSTICS"
      addLabel="Add Diagnostic"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.diagnostics.totalCount}
      paging={paging}
      onAdd={canModify ? () => setEditing('new') : undefined}
      columns={[
        { key: 'name', header: 'Name', render: (row) => row.name },
        { key: 'category', header: 'Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'description', header: 'Description', className: 'max-w-xs', render: (row) => <span className="line-clamp-2">{row.description || 'N/A'}</span> },
        {
          key: 'action',
          header: 'Action',
          className: 'text-right whitespace-nowrap',
          render: (row: DiagnosticRow) => (
            <ActionMenu
              variant="outline"
              label="Action ▾"
              ariaLabel={`Actions for ${row.name}`}
              items={[
                { label: 'View', onSelect: () => setViewing(view(row)) },
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
      <DiagnosticFormModal
        open={editing !== null}
        editing={editing !== null && editing !== 'new'}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing && editing !== 'new' ? valuesOf(editing) : EMPTY}
        options={options}
        onSave={save}
      />
      <DetailsViewModal view={viewing} width={1000} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Diagnostic"
        message={`Are you sure to delete the diagnostic "${deleting?.name ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
