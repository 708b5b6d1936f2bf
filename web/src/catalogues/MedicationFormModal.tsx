// Add and edit a medication (spec 001 section 5): the product name is required ('Enter product
// name'); category, dose instructions, side effects, species and the Dosage & Unit rows are
// optional (a row needs both its dosage and its unit). The dosing rows give each specie's dose range
// for the plan's dose check (docs/dose-check.md). The rules and messages are the medication
// contract's (packages/contracts/src/catalogues/medication.ts), the ones the inventory service applies.
import { medicationForm, medicationShape } from '@vetchart/contracts/catalogues/medication';
import { contractResolver } from '../ui/contractResolver';
import { TextField } from '../ui/FormField';
import { DosageUnitsEditor, SpeciesChecklist, TextAreaField, aiTextOf, type DosageRowValue } from './CatalogueFields';
import { DosingEditor, type DosingRowValue } from './DosingEditor';
import { CatalogueFormFrame, useCatalogueForm, type CatalogueFormModalProps } from './CatalogueFormModal';
import { OptionSelect, type Option } from './OptionSelect';

/** Each field as its input holds it: text, the category's id or '', the dosage rows with their local ids, the checked species. */
export interface MedicationValues {
  productName: string;
  categoryId: string;
  doseInstructions: string;
  sideEffects: string;
  dosageUnits: DosageRowValue[];
  specieIds: string[];
  dosing: DosingRowValue[];
}

/** The form's fields, by the contract's names: where the server's field errors are shown. */
export const MEDICATION_FORM_PATHS = Object.keys(medicationShape);

/**
 * The values as the mutation's input: trimmed, none for an empty category, the dosage rows without
 * their local ids or empty rows; the dosing rows as entered (the server converts a range per lb to
 * per kg, so what is stored is converted once, where it is checked).
 */
export const medicationInput = (values: MedicationValues) => {
  const { dosing: _converted, ...input } = medicationForm.parse(values);
  return { ...input, dosing: values.dosing.map((row) => ({ ...row, route: row.route.trim() })) };
};

export const EMPTY_MEDICATION: MedicationValues = { productName: '', categoryId: '', doseInstructions: '', sideEffects: '', dosageUnits: [], specieIds: [], dosing: [] };

export function MedicationFormModal(props: CatalogueFormModalProps<MedicationValues, { species: ReadonlyArray<Option>; categories: ReadonlyArray<Option> }>) {
  const { options } = props;
  const form = useCatalogueForm(props, contractResolver<MedicationValues, typeof medicationForm>(medicationForm));
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
      <DosingEditor className="sm:col-span-2" control={control} register={register} errors={errors.dosing as never} species={options.species} />
    </CatalogueFormFrame>
  );
}
