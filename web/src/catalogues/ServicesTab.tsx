// The knowledge base's Services tab (spec 001 sections 2.1 and 5): Name, Category, Description
// and an Action menu (View / Edit, Delete with a confirmation), newest first. The cost defaults to
// 0 and is kept with 2 decimals, shown in US dollars; tax is a Yes / No choice.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { z } from 'zod';
import type { ServicesTabOptionsQuery } from '../__generated__/ServicesTabOptionsQuery.graphql';
import type { ServicesTabQuery } from '../__generated__/ServicesTabQuery.graphql';
import type { ServicesTab_query$key } from '../__generated__/ServicesTab_query.graphql';
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
import { useAddService } from './mutations/useAddService';
import { useDeleteService } from './mutations/useDeleteService';
import { useUpdateService } from './mutations/useUpdateService';
import { OptionSelect, type Option } from './OptionSelect';
import { reportMutation } from './reportMutation';

const servicesTabQuery = graphql`
  query ServicesTabQuery {
    ...ServicesTab_query
  }
`;

const serviceOptionsQuery = graphql`
  query ServicesTabOptionsQuery {
    speciesOptions: species(first: 50, orderBy: NAME) {
      edges {
        node {
          id
          specie
        }
      }
    }
    serviceCategories(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const servicesTabFragment = graphql`
  fragment ServicesTab_query on Query
  @refetchable(queryName: "ServicesTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    services(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        node {
          id
          code
          name
          description
          cost
          tax
          comment
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

export interface ServicesTabRefs {
  list: PreloadedQuery<ServicesTabQuery>;
  options: PreloadedQuery<ServicesTabOptionsQuery>;
}

export function loadServicesTab(): ServicesTabRefs {
  return {
    list: preloadQuery<ServicesTabQuery>(servicesTabQuery, {}, 'store-and-network'),
    options: preloadQuery<ServicesTabOptionsQuery>(serviceOptionsQuery, {}, 'store-and-network'),
  };
}

interface ServiceRow {
  id: string;
  code: string;
  name: string;
  description: string;
  cost: string;
  tax: boolean;
  comment: string;
  createdAt: string;
  category: { id: string; name: string } | null | undefined;
  species: ReadonlyArray<{ id: string; specie: string }>;
}

const serviceSchema = z.object({
  name: z.string().trim().min(1, 'Enter service name').max(100, 'Must be at most 100 characters.'),
  categoryId: z.string(),
  description: z.string().max(2000, 'Must be at most 2000 characters.'),
  cost: costSchema,
  tax: z.enum(['Yes', 'No']),
  comment: z.string().max(2000, 'Must be at most 2000 characters.'),
  specieIds: z.array(z.string()),
});
type ServiceValues = z.infer<typeof serviceSchema>;
const PATHS = ['name', 'categoryId', 'description', 'cost', 'tax', 'comment', 'specieIds'];
const EMPTY: ServiceValues = { name: '', categoryId: '', description: '', cost: '0.00', tax: 'No', comment: '', specieIds: [] };

const valuesOf = (row: ServiceRow): ServiceValues => ({
  name: row.name,
  categoryId: row.category?.id ?? '',
  description: row.description,
  cost: row.cost,
  tax: row.tax ? 'Yes' : 'No',
  comment: row.comment,
  specieIds: row.species.map((specie) => specie.id),
});

interface FormProps {
  open: boolean;
  editing: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ServiceValues;
  options: { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option> };
  onSave: (values: ServiceValues, setError: UseFormSetError<ServiceValues>) => Promise<boolean>;
}

function ServiceFormModal({ open, editing, onOpenChange, initial, options, onSave }: FormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ServiceValues>({ resolver: zodResolver(serviceSchema), defaultValues: initial });
  useEffect(() => {
    if (open) reset(initial);
  }, [open, reset]);
  const submit = async (values: ServiceValues) => {
    if (await onSave(values, setError)) onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={editing ? 'Edit Service' : 'Add Service'} width={640}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" maxLength={100} error={errors.name?.message} {...register('name')} />
        <OptionSelect label="Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
        <TextAreaField className="sm:col-span-2" label="Description" maxLength={2000} error={errors.description?.message} {...register('description')} />
        <CostField error={errors.cost?.message} {...register('cost')} />
        <TaxChoice register={register} />
        <TextAreaField className="sm:col-span-2" label="Comment" maxLength={2000} error={errors.comment?.message} {...register('comment')} />
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

export function ServicesTab({ queryRef }: { queryRef: ServicesTabRefs }) {
  const query = usePreloadedQuery(servicesTabQuery, queryRef.list);
  const choices = usePreloadedQuery(serviceOptionsQuery, queryRef.options);
  const [data, refetch] = useRefetchableFragment(servicesTabFragment, query as ServicesTab_query$key);
  const paging = usePagedConnection(refetch);
  const canModify = useAccess().can(MODIFY_KNOWLEDGE_BASE);
  const [editing, setEditing] = useState<ServiceRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<DetailsView | null>(null);
  const [deleting, setDeleting] = useState<ServiceRow | null>(null);
  const [addService] = useAddService();
  const [updateService] = useUpdateService();
  const [deleteService, deleteBusy] = useDeleteService();
  const rows: ReadonlyArray<ServiceRow> = data.services.edges.map((edge) => edge.node);
  const options = { species: namedOptions(choices.speciesOptions), categories: namedOptions(choices.serviceCategories) };

  const save = async (values: ServiceValues, setError: UseFormSetError<ServiceValues>) => {
    const input = {
      name: values.name.trim(),
      categoryId: values.categoryId || null,
      description: values.description.trim(),
      cost: roundCost(values.cost),
      tax: values.tax === 'Yes',
      comment: values.comment.trim(),
      specieIds: values.specieIds,
    };
    const form = { setError, paths: PATHS };
    const ok =
      editing === 'new'
        ? await reportMutation(() => addService({ input }), {
            successType: 'AddServiceSuccess',
            errorTitle: 'Add Service Error',
            successTitle: 'Service has been successfully added',
            form,
          })
        : await reportMutation(() => updateService({ input: { id: (editing as ServiceRow).id, ...input } }), {
            successType: 'UpdateServiceSuccess',
            errorTitle: 'Edit Service Error',
            successTitle: 'Service has been successfully updated',
            form,
          });
    if (ok) paging.reload();
    return ok;
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await reportMutation(() => deleteService({ input: { id: deleting.id } }), {
      successType: 'DeleteServiceSuccess',
      errorTitle: 'Delete Data Error',
      successTitle: 'Service has been successfully deleted',
    });
    setDeleting(null);
    if (ok) paging.reload();
  };

  const view = (row: ServiceRow): DetailsView => ({
    title: 'Service',
    details: [
      { term: 'Created On', value: createdOn(row.createdAt) },
      { term: 'Name', value: row.name },
      { term: 'Category', value: row.category?.name },
      { term: 'Code', value: row.code },
      { term: 'Cost', value: formatMoney(row.cost) },
      { term: 'Tax', value: row.tax ? 'Yes' : 'No' },
      { term: 'Species', value: row.species.map((specie) => specie.specie).join(', '), wide: true },
      { term: 'Description', value: row.description, wide: true },
      { term: 'Comment', value: row.comment, wide: true },
    ],
  });

  return (
    <LookupList
      title="Services"
      module="SERVICES"
      addLabel="Add Service"
      rows={rows}
      rowKey={(row) => row.id}
      totalCount={data.services.totalCount}
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
          render: (row: ServiceRow) => (
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
      <ServiceFormModal
        open={editing !== null}
        editing={editing !== null && editing !== 'new'}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing && editing !== 'new' ? valuesOf(editing) : EMPTY}
        options={options}
        onSave={save}
      />
      <DetailsViewModal view={viewing} width={640} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Service"
        message={`Are you sure to delete the service "${deleting?.name ?? ''}"?`}
        busy={deleteBusy}
        onConfirm={remove}
      />
    </LookupList>
  );
}
