// Add and edit an inventory item (spec 001 section 5): the product name is required ('Enter
// product name'); when editing, the dose instructions are too ('Enter dose instructions'). Type,
// category, side effects, species and the Dosage & Unit rows are optional. The rules and messages
// are the inventory supply contract's (packages/contracts/src/catalogues/inventory-supply.ts).
import { useMemo } from 'react';
import { inventorySupplyEditForm, inventorySupplyForm, inventorySupplyShape } from '@vetchart/contracts/catalogues/inventory-supply';
import { contractResolver } from '../ui/contractResolver';
import { TextField } from '../ui/FormField';
import { DosageUnitsEditor, SpeciesChecklist, TextAreaField, aiTextOf, type DosageRowValue } from './CatalogueFields';
import { CatalogueFormFrame, useCatalogueForm, type CatalogueFormModalProps } from './CatalogueFormModal';
import { OptionSelect, type Option } from './OptionSelect';

/** Each field as its input holds it: text, the type's and category's ids or '', the dosage rows with their local ids, the checked species. */
export interface InventoryValues {
  name: string;
  productTypeId: string;
  categoryId: string;
  doseInstructions: string;
  sideEffects: string;
  dosageUnits: DosageRowValue[];
  specieIds: string[];
}

/** The form's fields, by the contract's names: where the server's field errors are shown. */
export const INVENTORY_FORM_PATHS = Object.keys(inventorySupplyShape);

/** The values as the mutation's input: trimmed, none for an empty choice, the dosage rows without their local ids or empty rows. */
export const inventoryInput = (values: InventoryValues) => inventorySupplyForm.parse(values);

export const EMPTY_INVENTORY: InventoryValues = { name: '', productTypeId: '', categoryId: '', doseInstructions: '', sideEffects: '', dosageUnits: [], specieIds: [] };

type InventoryOptions = { species: ReadonlyArray<Option>; types: ReadonlyArray<Option>; categories: ReadonlyArray<Option> };

export function InventoryFormModal(props: CatalogueFormModalProps<InventoryValues, InventoryOptions>) {
  const { editing, options } = props;
  // An edit also needs the dose instructions.
  const resolver = useMemo(
    () =>
      editing
        ? contractResolver<InventoryValues, typeof inventorySupplyEditForm>(inventorySupplyEditForm)
        : contractResolver<InventoryValues, typeof inventorySupplyForm>(inventorySupplyForm),
    [editing],
  );
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
