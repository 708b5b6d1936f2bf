// Add and edit a medication (spec 001 section 5): the product name is required ('Enter product
// name'); category, dose instructions, side effects, species and the Dosage & Unit rows are
// optional (a row needs both its dosage and its unit).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { TextField } from '../ui/FormField';
import { DosageUnitsEditor, SpeciesChecklist, TextAreaField, aiTextOf, dosageRowsSchema, longText, requiredName, type DosageRowValue } from './CatalogueFields';
import { CatalogueFormFrame, useCatalogueForm, type CatalogueFormModalProps } from './CatalogueFormModal';
import { OptionSelect, type Option } from './OptionSelect';

const medicationSchema = z.object({
  productName: requiredName('Enter product name'),
  categoryId: z.string(),
  doseInstructions: longText,
  sideEffects: longText,
  dosageUnits: dosageRowsSchema,
  specieIds: z.array(z.string()),
});
export type MedicationValues = z.infer<typeof medicationSchema> & { dosageUnits: DosageRowValue[] };

export const MEDICATION_FORM_PATHS = ['productName', 'categoryId', 'doseInstructions', 'sideEffects', 'dosageUnits', 'specieIds'];

export const EMPTY_MEDICATION: MedicationValues = { productName: '', categoryId: '', doseInstructions: '', sideEffects: '', dosageUnits: [], specieIds: [] };

export function MedicationFormModal(props: CatalogueFormModalProps<MedicationValues, { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option> }>) {
  const { options } = props;
  const form = useCatalogueForm(props, zodResolver(medicationSchema));
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <CatalogueFormFrame {...props} title={props.editing ? 'Edit Medication' : 'Add Medication'} width={760} busy={isSubmitting} onSubmit={onSubmit}>
      <TextField label="Product Name" maxLength={100} error={errors.productName?.message} {...register('productName')} />
      <OptionSelect label="Product Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
      <TextAreaField className="sm:col-span-2" label="Dose Instructions" maxLength={2000} error={errors.doseInstructions?.message} ai={aiTextOf(form, 'doseInstructions')} {...register('doseInstructions')} />
      <TextAreaField className="sm:col-span-2" label="Side Effects" maxLength={2000} error={errors.sideEffects?.message} ai={aiTextOf(form, 'sideEffects')} {...register('sideEffects')} />
      <DosageUnitsEditor className="sm:col-span-2" control={control} register={register} errors={errors.dosageUnits as never} />
      <SpeciesChecklist className="sm:col-span-2" options={options.species} register={register} error={errors.specieIds?.message} />
    </CatalogueFormFrame>
  );
}
