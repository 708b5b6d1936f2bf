// Add and edit a breed: its name and its species (spec 000 section 5: names required, a breed
// needs a species).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { OptionSelect, type Option } from './OptionSelect';

const breedSchema = z.object({
  breed: z.string().check(z.trim(), z.minLength(1, 'Please input breed'), z.maxLength(100, 'Must be at most 100 characters.')),
  specieId: z.string().check(z.minLength(1, 'Please select specie')),
});
export type BreedValues = z.infer<typeof breedSchema>;

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
  } = useForm<BreedValues>({ resolver: zodResolver(breedSchema), defaultValues: initial });

  // The form starts over from `initial` each time it opens (not when the parent re-renders).
  const startOver = useEffectEvent(() => reset(initial));
  useEffect(() => {
    if (open) startOver();
  }, [open]);

  const submit = async (values: BreedValues) => {
    if (await onSave({ breed: values.breed.trim(), specieId: values.specieId }, setError)) onOpenChange(false);
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
