// Add and edit a medication (spec 001 section 5): the product name is required ('Enter product
// name'); category, dose instructions, side effects, species and the Dosage & Unit rows are
// optional (a row needs both its dosage and its unit).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { DosageUnitsEditor, SpeciesChecklist, TextAreaField, type DosageRowValue } from './CatalogueFields';
import { OptionSelect, type Option } from './OptionSelect';

export const dosageRowsSchema = z.array(
  z
    .object({ rowId: z.number(), dosage: z.string().max(100, 'Must be at most 100 characters.'), unit: z.string().max(100, 'Must be at most 100 characters.') })
    .superRefine((row, context) => {
      const dosage = row.dosage.trim();
      const unit = row.unit.trim();
      if (!dosage && !unit) return;
      if (!dosage) context.addIssue({ code: 'custom', path: ['dosage'], message: 'Enter dosage' });
      if (!unit) context.addIssue({ code: 'custom', path: ['unit'], message: 'Enter unit' });
    }),
);

const medicationSchema = z.object({
  productName: z.string().trim().min(1, 'Enter product name').max(100, 'Must be at most 100 characters.'),
  categoryId: z.string(),
  doseInstructions: z.string().max(2000, 'Must be at most 2000 characters.'),
  sideEffects: z.string().max(2000, 'Must be at most 2000 characters.'),
  dosageUnits: dosageRowsSchema,
  specieIds: z.array(z.string()),
});
export type MedicationValues = z.infer<typeof medicationSchema> & { dosageUnits: DosageRowValue[] };

export const MEDICATION_FORM_PATHS = ['productName', 'categoryId', 'doseInstructions', 'sideEffects', 'dosageUnits', 'specieIds'];

export const EMPTY_MEDICATION: MedicationValues = { productName: '', categoryId: '', doseInstructions: '', sideEffects: '', dosageUnits: [], specieIds: [] };

interface MedicationFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial: MedicationValues;
  options: { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option> };
  onSave: (values: MedicationValues, setError: UseFormSetError<MedicationValues>) => Promise<boolean>;
}

export function MedicationFormModal({ open, onOpenChange, title, submitLabel, initial, options, onSave }: MedicationFormModalProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MedicationValues>({ resolver: zodResolver(medicationSchema), defaultValues: initial });

  // The form starts over from `initial` each time it opens (not when the parent re-renders).
  useEffect(() => {
    if (open) reset(initial);
  }, [open, reset]);

  const submit = async (values: MedicationValues) => {
    if (await onSave(values, setError)) onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={760}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <TextField label="Product Name" maxLength={100} error={errors.productName?.message} {...register('productName')} />
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
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
