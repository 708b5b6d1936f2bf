// Add and edit a vaccine (spec 001 section 5): every field required with the spec's messages,
// the species as a multi-select, the category, manufacturer and type from the clinic's lists,
// application, dosage and volume from the spec's options, and a cost in dollars with 2 decimals.
// The rules and messages are the vaccine contract's (packages/contracts/src/catalogues/vaccine.ts),
// the ones the inventory service applies.
import { VACCINE_APPLICATIONS, VACCINE_DOSAGES, VACCINE_VOLUMES, vaccineForm, vaccineShape } from '@vetchart/contracts/catalogues/vaccine';
import { useId } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Button, focusRing } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { OptionSelect, type Option } from './OptionSelect';
import { useStartOverOnOpen } from '../ui/useStartOverOnOpen';

/** Each field as its input holds it: text (the selects' values, the cost as typed) and the checked species. */
export interface VaccineValues {
  categoryId: string;
  name: string;
  manufacturerId: string;
  vaccineTypeId: string;
  application: string;
  unit: string;
  dosage: string;
  volume: string;
  cost: string;
  specieIds: string[];
}

/** The form's fields, by the contract's names: where the server's field errors are shown. */
export const VACCINE_FORM_PATHS = Object.keys(vaccineShape);

/** The values as the mutation's input: trimmed, the volume a number, the cost with 2 decimals. */
export const vaccineInput = (values: VaccineValues) => vaccineForm.parse(values);

export const EMPTY_VACCINE: VaccineValues = {
  categoryId: '',
  name: '',
  manufacturerId: '',
  vaccineTypeId: '',
  application: '',
  unit: '',
  dosage: '',
  volume: '',
  cost: '',
  specieIds: [],
};

export interface VaccineOptions {
  species: ReadonlyArray<Option>;
  categories: ReadonlyArray<Option>;
  manufacturers: ReadonlyArray<Option>;
  types: ReadonlyArray<Option>;
}

interface VaccineFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial: VaccineValues;
  options: VaccineOptions;
  onSave: (values: VaccineValues, setError: UseFormSetError<VaccineValues>) => Promise<boolean>;
}

const plain = (values: ReadonlyArray<string | number>): Option[] => values.map((value) => ({ value: String(value), label: String(value) }));

export function VaccineFormModal({ open, onOpenChange, title, submitLabel, initial, options, onSave }: VaccineFormModalProps) {
  const speciesId = useId();
  const costId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<VaccineValues>({ resolver: contractResolver<VaccineValues, typeof vaccineForm>(vaccineForm), defaultValues: initial });

  useStartOverOnOpen(open, () => reset(initial));

  const submit = async (values: VaccineValues) => {
    if (await onSave(values, setError)) onOpenChange(false);
  };

  // Cost is shown with 2 decimals once the person leaves the field.
  const formatCost = () => {
    const cost = getValues('cost').trim().replace(/^\$/, '');
    if (/^\d+(\.\d+)?$/.test(cost)) setValue('cost', Number(cost).toFixed(2), { shouldValidate: true });
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={760}>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <OptionSelect label="Category" placeholder="Select category" options={options.categories} error={errors.categoryId?.message} {...register('categoryId')} />
        <TextField label="Product Name" maxLength={100} error={errors.name?.message} {...register('name')} />
        <OptionSelect
          label="Manufacturer Name"
          placeholder="Select manufacturer"
          options={options.manufacturers}
          error={errors.manufacturerId?.message}
          {...register('manufacturerId')}
        />
        <OptionSelect label="Vaccine Type" placeholder="Select vaccine type" options={options.types} error={errors.vaccineTypeId?.message} {...register('vaccineTypeId')} />
        <OptionSelect label="Application" placeholder="Select application" options={plain(VACCINE_APPLICATIONS)} error={errors.application?.message} {...register('application')} />
        <TextField label="Unit" maxLength={100} placeholder="e.g. dose, vial" error={errors.unit?.message} {...register('unit')} />
        <OptionSelect label="Dosage" placeholder="Select dosage" options={plain(VACCINE_DOSAGES)} error={errors.dosage?.message} {...register('dosage')} />
        <OptionSelect label="Volume" placeholder="Select volume" options={plain(VACCINE_VOLUMES)} error={errors.volume?.message} {...register('volume')} />
        <div>
          <label htmlFor={costId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Cost
          </label>
          <div className={`flex items-center rounded-lg border bg-white shadow-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-600 ${errors.cost ? 'border-rose-400' : 'border-slate-300'}`}>
            <span aria-hidden="true" className="pl-3 text-sm text-slate-500">
              $
            </span>
            <input
              id={costId}
              inputMode="decimal"
              placeholder="0.00"
              aria-invalid={errors.cost ? true : undefined}
              aria-describedby={errors.cost ? `${costId}-error` : undefined}
              className="block w-full rounded-lg bg-transparent px-2 py-2.5 text-sm text-slate-900 outline-none"
              {...register('cost', { onBlur: formatCost })}
            />
          </div>
          {errors.cost && (
            <p id={`${costId}-error`} className="mt-1.5 text-sm text-rose-600">
              {errors.cost.message}
            </p>
          )}
        </div>
        <fieldset className="sm:col-span-2" aria-describedby={errors.specieIds ? `${speciesId}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Species</legend>
          <div className="flex max-h-36 flex-wrap gap-x-5 gap-y-2 overflow-y-auto rounded-lg border border-slate-300 p-3">
            {options.species.map((specie) => (
              <label key={specie.value} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" value={specie.value} className={`size-4 rounded border-slate-300 accent-teal-700 ${focusRing}`} {...register('specieIds')} />
                {specie.label}
              </label>
            ))}
          </div>
          {errors.specieIds && (
            <p id={`${speciesId}-error`} className="mt-1.5 text-sm text-rose-600">
              {errors.specieIds.message}
            </p>
          )}
        </fieldset>
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
