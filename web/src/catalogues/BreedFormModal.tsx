// Add and edit a breed: its name and its species (spec 000 section 5: names required, a breed
// needs a species). The rules and messages are the breed contract's (packages/contracts/src/
// catalogues/lookups.ts), the ones the inventory service applies.
import { breedForm, breedShape } from '@vetchart/contracts/catalogues/lookups';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Button } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { OptionSelect, type Option } from './OptionSelect';
import { useStartOverOnOpen } from '../ui/useStartOverOnOpen';

/** Each field as its input holds it: the name as typed and the selected species' id or ''. */
export interface BreedValues {
  breed: string;
  specieId: string;
}

/** The form's fields, by the contract's names: where the server's field errors are shown. */
export const BREED_FORM_PATHS = Object.keys(breedShape);

/** The values as the mutation's input: the name trimmed. */
export const breedInput = (values: BreedValues) => breedForm.parse(values);

interface BreedFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial: BreedValues;
  speciesOptions: ReadonlyArray<Option>;
  onSave: (values: BreedValues, setError: UseFormSetError<BreedValues>) => Promise<boolean>;
}

export function BreedFormModal({ open, onOpenChange, title, submitLabel, initial, speciesOptions, onSave }: BreedFormModalProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BreedValues>({ resolver: contractResolver<BreedValues, typeof breedForm>(breedForm), defaultValues: initial });

  useStartOverOnOpen(open, () => reset(initial));

  const submit = async (values: BreedValues) => {
    if (await onSave(values, setError)) onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={500}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <TextField label="Breed" autoFocus maxLength={100} error={errors.breed?.message} {...register('breed')} />
        <OptionSelect label="Specie" placeholder="Select specie" options={speciesOptions} error={errors.specieId?.message} {...register('specieId')} />
        <div className="flex justify-end gap-3">
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
