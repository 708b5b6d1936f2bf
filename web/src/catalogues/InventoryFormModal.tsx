// Add and edit an inventory item (spec 001 section 5): the product name is required ('Enter
// product name'); when editing, the dose instructions are too ('Enter dose instructions'). Type,
// category, side effects, species and the Dosage & Unit rows are optional.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import { TextField } from '../ui/FormField';
import { DosageUnitsEditor, SpeciesChecklist, TextAreaField, aiTextOf, dosageRowsSchema, longText, requiredName, type DosageRowValue } from './CatalogueFields';
import { CatalogueFormFrame, useCatalogueForm, type CatalogueFormModalProps } from './CatalogueFormModal';
import { OptionSelect, type Option } from './OptionSelect';

const inventorySchema = (editing: boolean) =>
  z.object({
    name: requiredName('Enter product name'),
    productTypeId: z.string(),
    categoryId: z.string(),
    doseInstructions: editing ? z.string().check(z.trim(), z.minLength(1, 'Enter dose instructions'), z.maxLength(2000, 'Must be at most 2000 characters.')) : longText,
    sideEffects: longText,
    dosageUnits: dosageRowsSchema,
    specieIds: z.array(z.string()),
  });
export type InventoryValues = z.infer<ReturnType<typeof inventorySchema>> & { dosageUnits: DosageRowValue[] };

export const INVENTORY_FORM_PATHS = ['name', 'productTypeId', 'categoryId', 'doseInstructions', 'sideEffects', 'dosageUnits', 'specieIds'];

export const EMPTY_INVENTORY: InventoryValues = { name: '', productTypeId: '', categoryId: '', doseInstructions: '', sideEffects: '', dosageUnits: [], specieIds: [] };

type InventoryOptions = { species: ReadonlyArray<Option>; types: ReadonlyArray<Option>; categories: ReadonlyArray<Option> };

export function InventoryFormModal(props: CatalogueFormModalProps<InventoryValues, InventoryOptions>) {
  const { editing, options } = props;
  const resolver = useMemo(() => zodResolver(inventorySchema(editing)), [editing]);
  const form = useCatalogueForm(props, resolver);
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <CatalogueFormFrame {...props} title={editing ? 'Edit Inventory Item' : 'Add Inventory Item'} width={760} busy={isSubmitting} onSubmit={onSubmit}>
      <TextField label="Product Name" containerClassName="sm:col-span-2" maxLength={100} error={errors.name?.message} {...register('name')} />
      <OptionSelect label="Product Type" placeholder="Select product type" options={options.types} error={errors.productTypeId?.message} {...register('productTypeId')} />
      <OptionSelect label="Product Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
      <TextAreaField className="sm:col-span-2" label="Dose Instructions" maxLength={2000} error={errors.doseInstructions?.message} ai={aiTextOf(form, 'doseInstructions')} {...register('doseInstructions')} />
      <TextAreaField className="sm:col-span-2" label="Side Effects" maxLength={2000} error={errors.sideEffects?.message} ai={aiTextOf(form, 'sideEffects')} {...register('sideEffects')} />
      <DosageUnitsEditor className="sm:col-span-2" control={control} register={register} errors={errors.dosageUnits as never} />
      <SpeciesChecklist className="sm:col-span-2" options={options.species} register={register} error={errors.specieIds?.message} />
    </CatalogueFormFrame>
  );
}
