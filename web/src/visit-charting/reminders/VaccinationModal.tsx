// 'Add New Vaccination' / 'Edit Vaccination' (spec 002 sections 2.2 and 5): category, type,
// product and manufacturer chosen from the clinic's vaccine lists, the lot number and the given,
// expiry and reminder dates (sent MM/DD/YYYY). Choosing a product fills in its category, type and
// manufacturer. The lists load when the modal opens, not with the step.
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { VaccinationModalListsQuery } from '../../__generated__/VaccinationModalListsQuery.graphql';
import type { VaccinationModalProductsQuery } from '../../__generated__/VaccinationModalProductsQuery.graphql';
import { OptionSelect, type Option } from '../../catalogues/OptionSelect';
import { TextField } from '../../ui/FormField';
import { InlineNotice } from '../../ui/InlineNotice';
import { Modal } from '../../ui/Modal';
import { PageSkeleton } from '../../ui/Skeleton';
import { useAddVaccinationReminder } from './mutations/useAddVaccinationReminder';
import { useUpdateVaccinationReminder } from './mutations/useUpdateVaccinationReminder';
import { EMPTY_VACCINATION, VACCINATION_PATHS, vaccinationInputOf, vaccinationSchema, vaccinationValuesOf } from './reminderForms';
import { ReminderFormFrame, useReminderForm, type ChartingContext } from './ReminderForm';
import type { VaccinationReminderRow } from './VaccinationRemindersTable';

// Two queries, fetched side by side: together they would pass the gateway's cost limit.
const listsQuery = graphql`
  query VaccinationModalListsQuery {
    vaccineCategories(first: 50) {
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
    manufacturers(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const productsQuery = graphql`
  query VaccinationModalProductsQuery {
    vaccines(first: 50) {
      edges {
        node {
          id
          name
          category {
            id
          }
          vaccineType {
            id
          }
          manufacturer {
            id
          }
        }
      }
    }
  }
`;

interface VaccinationModalProps extends ChartingContext {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row being edited; null adds a new one. */
  editing: VaccinationReminderRow | null;
  connectionId: string;
}

export function VaccinationModal({ open, onOpenChange, editing, ...rest }: VaccinationModalProps) {
  const environment = useRelayEnvironment();
  const [refs, setRefs] = useState<{ lists: PreloadedQuery<VaccinationModalListsQuery>; products: PreloadedQuery<VaccinationModalProductsQuery> } | null>(null);
  useEffect(() => {
    if (!open) return;
    const lists = loadQuery<VaccinationModalListsQuery>(environment, listsQuery, {}, { fetchPolicy: 'store-and-network' });
    const products = loadQuery<VaccinationModalProductsQuery>(environment, productsQuery, {}, { fetchPolicy: 'store-and-network' });
    setRefs({ lists, products });
    return () => {
      lists.dispose();
      products.dispose();
      setRefs(null);
    };
  }, [open, environment]);

  const loading = <PageSkeleton label="Loading the clinic's vaccines…" />;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={editing ? 'Edit Vaccination' : 'Add New Vaccination'} width={720}>
      {open &&
        (refs ? (
          <Suspense fallback={loading}>
            <VaccinationForm key={editing?.id ?? 'new'} editing={editing} listsRef={refs.lists} productsRef={refs.products} onDone={() => onOpenChange(false)} {...rest} />
          </Suspense>
        ) : (
          loading
        ))}
    </Modal>
  );
}

/** The list's entries as options, plus the saved choice when the list's first page does not hold it. */
function optionsOf(edges: ReadonlyArray<{ node: { id: string; name: string } }>, savedId?: string | null, savedName?: string): Option[] {
  const options = edges.map(({ node }) => ({ value: node.id, label: node.name }));
  if (savedId && savedName && !options.some((option) => option.value === savedId)) options.push({ value: savedId, label: savedName });
  return options;
}

interface VaccinationFormProps extends ChartingContext {
  editing: VaccinationReminderRow | null;
  listsRef: PreloadedQuery<VaccinationModalListsQuery>;
  productsRef: PreloadedQuery<VaccinationModalProductsQuery>;
  connectionId: string;
  onDone: () => void;
}

function VaccinationForm({ editing, listsRef, productsRef, petId, visitId, visitModificationId, connectionId, onDone }: VaccinationFormProps) {
  const lists = { ...usePreloadedQuery(listsQuery, listsRef), ...usePreloadedQuery(productsQuery, productsRef) };
  const [addVaccination] = useAddVaccinationReminder();
  const [updateVaccination] = useUpdateVaccinationReminder();
  const place = { visitId, visitModificationId };
  const { form, frame } = useReminderForm({
    editing,
    onDone,
    resolver: zodResolver(vaccinationSchema),
    empty: EMPTY_VACCINATION,
    valuesOf: vaccinationValuesOf,
    paths: VACCINATION_PATHS,
    add: async (values) => (await addVaccination({ input: { petId, ...place, ...vaccinationInputOf(values) }, connections: [connectionId] })).addVaccinationReminder,
    update: async (row, values, basedOnVersion) =>
      (await updateVaccination({ input: { id: row.id, basedOnVersion, ...place, ...vaccinationInputOf(values) } })).updateVaccinationReminder,
    types: { added: 'AddVaccinationReminderSuccess', updated: 'UpdateVaccinationReminderSuccess', stale: 'VaccinationReminderStaleVersionError' },
    texts: { added: 'Vaccination added', updated: 'Vaccination updated', failed: 'The vaccination could not be saved.' },
  });
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;

  const options = {
    categories: optionsOf(lists.vaccineCategories.edges, editing?.vaccinationCategoryId, editing?.vaccinationCategory),
    types: optionsOf(lists.vaccineTypes.edges, editing?.vaccineTypeId, editing?.vaccineType),
    manufacturers: optionsOf(lists.manufacturers.edges, editing?.manufacturerId, editing?.manufacturerName),
    products: optionsOf(lists.vaccines.edges, editing?.vaccineId, editing?.productName),
  };

  const productField = register('vaccineId', {
    onChange: (event: { target: { value: string } }) => {
      const product = lists.vaccines.edges.find(({ node }) => node.id === event.target.value)?.node;
      if (!product) return;
      for (const [field, id] of [
        ['categoryId', product.category.id],
        ['vaccineTypeId', product.vaccineType.id],
        ['manufacturerId', product.manufacturer.id],
      ] as const) {
        if (id !== getValues(field)) setValue(field, id, { shouldDirty: true, shouldValidate: Boolean(errors[field]) });
      }
    },
  });

  return (
    <ReminderFormFrame {...frame}>
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect label="Vaccination Category" placeholder="Select vaccination category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
        <OptionSelect label="Vaccination Type" placeholder="Select vaccination type" options={options.types} error={errors.vaccineTypeId?.message} {...register('vaccineTypeId')} />
        <OptionSelect label="Product Name" placeholder="Select product name" options={options.products} error={errors.vaccineId?.message} {...productField} />
        <OptionSelect label="Manufacturer's Name" placeholder="Select manufacturer's name" options={options.manufacturers} error={errors.manufacturerId?.message} {...register('manufacturerId')} />
        <TextField label="Lot Number" maxLength={100} autoComplete="off" error={errors.lotNumber?.message} {...register('lotNumber')} />
        <TextField type="date" label="Given Date" error={errors.givenDate?.message} {...register('givenDate')} />
        <TextField type="date" label="Expiry Date" error={errors.expirationDate?.message} {...register('expirationDate')} />
        <TextField type="date" label="Reminder Date" error={errors.reminderDate?.message} {...register('reminderDate')} />
      </div>
      {lists.vaccines.edges.length === 0 && !editing && (
        <InlineNotice tone="info">The clinic has no vaccines yet: add them in the knowledge base's Vaccines tab first.</InlineNotice>
      )}
    </ReminderFormFrame>
  );
}
