// The knowledge base's Services tab (spec 001 sections 2.1 and 5): Name, Category, Description
// and an Action menu (View / Edit, Delete with a confirmation), newest first. The cost defaults to
// 0 and is kept with 2 decimals, shown in US dollars; tax is a Yes / No choice.
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { serviceForm, serviceShape } from '@vetchart/contracts/catalogues/service';
import type { ServicesTabOptionsQuery } from '../__generated__/ServicesTabOptionsQuery.graphql';
import type { ServicesTabQuery } from '../__generated__/ServicesTabQuery.graphql';
import type { ServicesTab_query$key } from '../__generated__/ServicesTab_query.graphql';
import type { ServicesTab_row$data, ServicesTab_row$key } from '../__generated__/ServicesTab_row.graphql';
import { contractResolver } from '../ui/contractResolver';
import { TextField } from '../ui/FormField';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { CostField, SpeciesChecklist, TaxChoice, TextAreaField, aiTextOf, namedOptions } from './CatalogueFields';
import { CatalogueFormFrame, useCatalogueForm, type CatalogueFormModalProps } from './CatalogueFormModal';
import { CatalogueTab, type CatalogueTabRefs } from './CatalogueTab';
import { DetailsViewModal, identityDetails, pricingDetails, speciesAndDescription } from './DetailsViewModal';
import { useAddService } from './mutations/useAddService';
import { useDeleteService } from './mutations/useDeleteService';
import { useUpdateService } from './mutations/useUpdateService';
import { OptionSelect, type Option } from './OptionSelect';

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
    services(first: $first, after: $after, search: $search) @connection(key: "ServicesTab_services") {
      __id
      totalCount
      edges {
        node {
          ...ServicesTab_row
        }
      }
    }
  }
`;

// A row of the table, read with readInlineData; the add and update mutations ask for it too, so
// the store holds what the row shows after a write.
const servicesTabRowFragment = graphql`
  fragment ServicesTab_row on Service @inline {
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
`;

type ServicesTabRefs = CatalogueTabRefs<ServicesTabQuery, ServicesTabOptionsQuery>;

type ServiceRow = ServicesTab_row$data;

// The rules and messages are the service contract's (packages/contracts/src/catalogues/service.ts).
/** Each field as its input holds it: text, the category's id or '', Yes/No, the checked species. */
type ServiceValues = Record<'name' | 'categoryId' | 'description' | 'cost' | 'comment', string> & { tax: 'Yes' | 'No'; specieIds: string[] };
const PATHS = Object.keys(serviceShape);
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

function ServiceFormModal(props: CatalogueFormModalProps<ServiceValues, { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option> }>) {
  const { options } = props;
  const form = useCatalogueForm(props, contractResolver<ServiceValues, typeof serviceForm>(serviceForm));
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <CatalogueFormFrame {...props} title={props.editing ? 'Edit Service' : 'Add Service'} width={640} busy={isSubmitting} onSubmit={onSubmit}>
      <TextField label="Name" maxLength={100} error={errors.name?.message} {...register('name')} />
      <OptionSelect label="Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
      <TextAreaField className="sm:col-span-2" label="Description" maxLength={2000} error={errors.description?.message} ai={aiTextOf(form, 'description')} {...register('description')} />
      <CostField error={errors.cost?.message} {...register('cost')} />
      <TaxChoice register={register} />
      <TextAreaField className="sm:col-span-2" label="Comment" maxLength={2000} error={errors.comment?.message} ai={aiTextOf(form, 'comment')} {...register('comment')} />
      <SpeciesChecklist className="sm:col-span-2" options={options.species} register={register} error={errors.specieIds?.message} />
    </CatalogueFormFrame>
  );
}

export function ServicesTab({ queryRef }: { queryRef: ServicesTabRefs }) {
  const query = usePreloadedQuery(servicesTabQuery, queryRef.list);
  const choices = usePreloadedQuery(serviceOptionsQuery, queryRef.options);
  const { data, ...pagination } = usePaginationFragment(servicesTabFragment, query as ServicesTab_query$key);
  const paging = useConnectionPages(pagination, data.services?.edges.length ?? 0);
  const add = useAddService();
  const update = useUpdateService();
  const remove = useDeleteService();
  const options = { species: namedOptions(choices.speciesOptions), categories: namedOptions(choices.serviceCategories) };

  return (
    <CatalogueTab
      title="Services"
      module="SERVICES"
      addLabel="Add Service"
      rows={paging.slice(data.services.edges).map((edge) => readInlineData<ServicesTab_row$key>(servicesTabRowFragment, edge.node))}
      connection={data.services.__id}
      totalCount={data.services.totalCount}
      paging={paging}
      columns={[
        { key: 'name', header: 'Name', render: (row) => row.name },
        { key: 'category', header: 'Category', render: (row) => row.category?.name ?? 'N/A' },
        { key: 'description', header: 'Description', className: 'max-w-xs', render: (row) => <span className="line-clamp-2">{row.description || 'N/A'}</span> },
      ]}
      rowName={(row) => row.name}
      toInput={(values: ServiceValues) => serviceForm.parse(values)}
      formPaths={PATHS}
      mutations={{
        add,
        update,
        remove,
        reports: {
          add: { successType: 'AddServiceSuccess', errorTitle: 'Add Service Error', successTitle: 'Service has been successfully added' },
          update: { successType: 'UpdateServiceSuccess', errorTitle: 'Edit Service Error', successTitle: 'Service has been successfully updated' },
          remove: { successType: 'DeleteServiceSuccess', errorTitle: 'Delete Data Error', successTitle: 'Service has been successfully deleted' },
        },
      }}
      renderForm={({ row, ...form }) => <ServiceFormModal {...form} editing={row !== null} initial={row ? valuesOf(row) : EMPTY} options={options} />}
      renderView={(row, onOpenChange) => (
        <DetailsViewModal
          view={
            row && {
              title: 'Service',
              details: [...identityDetails(row, 'Name'), ...pricingDetails(row), ...speciesAndDescription(row), { term: 'Comment', value: row.comment, wide: true }],
            }
          }
          width={640}
          onOpenChange={onOpenChange}
        />
      )}
      deleteTitle="Delete Service"
      deleteMessage={(name) => `Are you sure to delete the service "${name}"?`}
    />
  );
}
