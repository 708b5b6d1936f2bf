// Add and edit an inventory item (spec 001 section 5): the product name is required ('Enter
// product name'); when editing, the dose instructions are too ('Enter dose instructions'). Type,
// category, side effects, species and the Dosage & Unit rows are optional.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { DosageUnitsEditor, SpeciesChecklist, TextAreaField, type DosageRowValue } from './CatalogueFields';
import { dosageRowsSchema } from './MedicationFormModal';
import { OptionSelect, type Option } from './OptionSelect';

const inventorySchema = (editing: boolean) =>
  z.object({
    name: z.string().trim().min(1, 'Enter product name').max(100, 'Must be at most 100 characters.'),
    productTypeId: z.string(),
    categoryId: z.string(),
    doseInstructions: editing
      ? z.string().trim().min(1, 'Enter dose instructions').max(2000, 'Must be at most 2000 characters.')
      : z.string().max(2000, 'Must be at most 2000 characters.'),
    sideEffects: z.string().max(2000, 'Must be at most 2000 characters.'),
    dosageUnits: dosageRowsSchema,
    specieIds: z.array(z.string()),
  });
export type InventoryValues = z.infer<ReturnType<typeof inventorySchema>> & { dosageUnits: DosageRowValue[] };

export const INVENTORY_FORM_PATHS = ['name', 'productTypeId', 'categoryId', 'doseInstructions', 'sideEffects', 'dosageUnits', 'specieIds'];

export const EMPTY_INVENTORY: InventoryValues = { name: '', productTypeId: '', categoryId: '', doseInstructions: '', sideEffects: '', dosageUnits: [], specieIds: [] };

interface InventoryFormModalProps {
  open: boolean;
  editing: boolean;
  onOpenChange: (open: boolean) => void;
  initial: InventoryValues;
  options: { species: ReadonlyArray<Option>; types: ReadonlyArray<Option>; categories: ReadonlyArray<Option> };
  onSave: (values: InventoryValues, setError: UseFormSetError<InventoryValues>) => Promise<boolean>;
}

export function InventoryFormModal({ open, editing, onOpenChange, initial, options, onSave }: InventoryFormModalProps) {
  const resolver = useMemo(() => zodResolver(inventorySchema(editing)), [editing]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InventoryValues>({ resolver, defaultValues: initial });

  useEffect(() => {
    if (open) reset(initial);
  }, [open, reset]);

  const submit = async (values: InventoryValues) => {
    if (await onSave(values, setError)) onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={editing ? 'Edit Inventory Item' : 'Add Inventory Item'} width={760}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <TextField label="Product Name" containerClassName="sm:col-span-2" maxLength={100} error={errors.name?.message} {...register('name')} />
        <OptionSelect label="Product Type" placeholder="Select product type" options={options.types} error={errors.productTypeId?.message} {...register('productTypeId')} />
        <OptionSelect label="Product Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
        <TextAreaField className="sm:col-span-2" label="Dose Instructions" maxLength={2000} error={errors.doseInstructions?.message} {...register('doseInstructions')} />
        <TextAreaField className="sm:col-span-2" label="Side Effects" maxLength={2000} error={errors.sideEffects?.message} {...register('sideEffects')} />
        <DosageUnitsEditor className="sm:col-span-2" control={control} register={register} errors={errors.dosageUnits as never} />
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
