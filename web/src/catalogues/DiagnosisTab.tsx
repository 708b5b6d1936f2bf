// The knowledge base's Diagnosis tab (spec 001 section 2.1): Diagnosis, Category, Description,
// Common Symptoms and an Action menu (View / Edit, Delete with a confirmation). The add / edit
// modal is 800 wide.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { z } from 'zod';
import type { DiagnosisTabOptionsQuery } from '../__generated__/DiagnosisTabOptionsQuery.graphql';
import type { DiagnosisTabQuery } from '../__generated__/DiagnosisTabQuery.graphql';
import type { DiagnosisTab_query$key } from '../__generated__/DiagnosisTab_query.graphql';
import { useAccess } from '../auth/access';
import { preloadQuery } from '../relay/preloadQuery';
import { ActionMenu } from '../ui/ActionMenu';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { usePagedConnection } from '../ui/table/usePagedConnection';
import { MODIFY_KNOWLEDGE_BASE } from './access';
import { SpeciesChecklist, TextAreaField, namedOptions } from './CatalogueFields';
import { DetailsViewModal, createdOn, type DetailsView } from './DetailsViewModal';
import { LookupList } from './LookupList';
import { useAddDiagnosis } from './mutations/useAddDiagnosis';
import { useDeleteDiagnosis } from './mutations/useDeleteDiagnosis';
import { useUpdateDiagnosis } from './mutations/useUpdateDiagnosis';
import { OptionSelect, type Option } from './OptionSelect';
import { reportMutation } from './reportMutation';

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
    diagnoses(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
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
      }
    }
  }
`;

export interface DiagnosisTabRefs {
  list: PreloadedQuery<DiagnosisTabQuery>;
  options: PreloadedQuery<DiagnosisTabOptionsQuery>;
}

export function loadDiagnosisTab(): DiagnosisTabRefs {
  return {
    list: preloadQuery<DiagnosisTabQuery>(diagnosisTabQuery, {}, 'store-and-network'),
    options: preloadQuery<DiagnosisTabOptionsQuery>(diagnosisOptionsQuery, {}, 'store-and-network'),
  };
}

interface DiagnosisRow {
  id: string;
  code: string;
  name: string;
  description: string;
  symptoms: string;
  createdAt: string;
  category: { id: string; name: string } | null | undefined;
  species: ReadonlyArray<{ id: string; specie: string }>;
}

const diagnosisSchema = z.object({
  name: z.string().trim().min(1, 'Enter diagnosis name').max(100, 'Must be at most 100 characters.'),
  categoryId: z.string(),
  description: z.string().max(2000, 'Must be at most 2000 characters.'),
  symptoms: z.string().max(2000, 'Must be at most 2000 characters.'),
  specieIds: z.array(z.string()),
});
type DiagnosisValues = z.infer<typeof diagnosisSchema>;
const PATHS = ['name', 'categoryId', 'description', 'symptoms', 'specieIds'];
const EMPTY: DiagnosisValues = { name: '', categoryId: '', description: '', symptoms: '', specieIds: [] };

const valuesOf = (row: DiagnosisRow): DiagnosisValues => ({
  name: row.name,
  categoryId: row.category?.id ?? '',
  description: row.description,
  symptoms: row.symptoms,
  specieIds: row.species.map((specie) => specie.id),
});

interface FormProps {
  open: boolean;
  editing: boolean;
  onOpenChange: (open: boolean) => void;
  initial: DiagnosisValues;
  options: { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option> };
  onSave: (values: DiagnosisValues, setError: UseFormSetError<DiagnosisValues>) => Promise<boolean>;
}

function DiagnosisFormModal({ open, editing, onOpenChange, initial, options, onSave }: FormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DiagnosisValues>({ resolver: zodResolver(diagnosisSchema), defaultValues: initial });
  useEffect(() => {
    if (open) reset(initial);
  }, [open, reset]);
  const submit = async (values: DiagnosisValues) => {
    if (await onSave(values, setError)) onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={editing ? 'Edit Diagnosis' : 'Add Diagnosis'} width={800}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <TextField label="Diagnosis" maxLength={100} error={errors.name?.message} {...register('name')} />
        <OptionSelect label="Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
        <TextAreaField className="sm:col-span-2" label="Description" maxLength={2000} error={errors.description?.message} {...register('description')} />
        <TextAreaField
          className="sm:col-span-2"
          label="Common Symptoms"
          placeholder="e.g. Vomiting, diarrhea, lethargy"
          maxLength={2000}
          error={errors.symptoms?.message}
          {...register('symptoms')}
        />
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

export function DiagnosisTab({ queryRef }: { queryRef: DiagnosisTabRefs }) {
  const query = usePreloadedQuery(diagnosisTabQuery, queryRef.list);
  const choices = usePreloadedQuery(diagnosisOptionsQuery, queryRef.options);
  const [data, refetch] = useRefetchableFragment(diagnosisTabFragment, query as DiagnosisTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<DiagnosisRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<DetailsView | null>(null);
  const [deleting, setDeleting] = useState<DiagnosisRow | null>(null);
  const [addDiagnosis] = useAddDiagnosis();
  const [updateDiagnosis] = useUpdateDiagnosis();
  const [deleteDiagnosis, deleteBusy] = useDeleteDiagnosis();
  const rows: ReadonlyArray<DiagnosisRow> = data.diagnoses.edges.map((edge) => edge.node);
  const options = { species: namedOptions(choices.speciesOptions), categories: namedOptions(choices.diagnosisCategories) };

  const save = async (values: DiagnosisValues, setError: UseFormSetError<DiagnosisValues>) => {
    const input = {
      name: values.name.trim(),
      categoryId: values.categoryId || null,
      description: values.description.trim(),
      symptoms: values.symptoms.trim(),
      specieIds: values.specieIds,
    };
    const form = { setError, paths: PATHS };
    const ok =
      editing === 'new'
        ? await reportMutation(() => addDiagnosis({ input }), {
            successType: 'AddDiagnosisSuccess',
            errorTitle: 'Add Diagnosis Error',
            successTitle: 'Diagnosis has been successfully added',
            form,
          })
        : await reportMutation(() => updateDiagnosis({ input: { id: (editing as DiagnosisRow).id, ...input } }), {
            successType: 'UpdateDiagnosisSuccess',
            errorTitle: 'Edit Diagnosis Error',
            successTitle: 'Diagnosis has been successfully updated',
            form,
          });
    if (ok) paging.reload();
    return ok;
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteDiagnosis({ input: { id: deleting.id } }), {
      successType: 'DeleteDiagnosisSuccess',
      errorTitle: 'Delete Data Error',
      successTitle: 'Diagnosis has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  const view = (row: DiagnosisRow): DetailsView => ({
    title: 'Diagnosis',
    details: [
      { term: 'Created On', value: createdOn(row.createdAt) },
      { term: 'Diagnosis', value: row.name },
      { term: 'Category', value: row.category?.name },
      { term: 'Code', value: row.code },
      { term: 'Species', value: row.species.map((specie) => specie.specie).join(', '), wide: true },
      { term: 'Description', value: row.description, wide: true },
      { term: 'Common Symptoms', value: row.symptoms, wide: true },
    ],
  });

  return (
    <LookupList
      title="Diagnosis"
      module="DIAGNOSIS"
      addLabel="Add Diagnosis"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.diagnoses.totalCount}
      paging={paging}
      onAdd={canModify ? () => setEditing('new') : undefined}
      columns={[
        { key: 'name', header: 'Diagnosis', render: (row) => row.name },
        { key: 'category', header: 'Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'description', header: 'Description', className: 'max-w-xs', render: (row) => <span className="line-clamp-2">{row.description || 'N/A'}</span> },
        { key: 'symptoms', header: 'Common Symptoms', className: 'max-w-xs', render: (row) => <span className="line-clamp-2">{row.symptoms || 'N/A'}</span> },
        {
          key: 'action',
          header: 'Action',
          className: 'text-right whitespace-nowrap',
          render: (row: DiagnosisRow) => (
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
      <DiagnosisFormModal
        open={editing !== null}
        editing={editing !== null && editing !== 'new'}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing && editing !== 'new' ? valuesOf(editing) : EMPTY}
        options={options}
        onSave={save}
      />
      <DetailsViewModal view={viewing} width={800} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Diagnosis"
        message={`Are you sure to delete the diagnosis "${deleting?.name ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
