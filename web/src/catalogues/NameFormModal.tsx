// The add and edit form of a list whose rows are just a name (Gender, Species). The name's rule
// and message are the list's contract (packages/contracts/src/catalogues/lookups.ts), the ones
// the inventory service applies.
import { useEffect, useMemo } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';

export interface NameValues {
  value: string;
}

interface NameFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  /** The list's contract shape, its one name field (`{ name }`, `{ gender }`): the rule with the spec's messages, and the field the server's messages name. */
  shape: Readonly<Record<string, z.ZodMiniType<string, string>>>;
  initialValue: string;
  submitLabel: string;
  /** Saves the name (the caller reads it with the same contract); true closes the form. */
  onSave: (values: NameValues, setError: UseFormSetError<NameValues>) => Promise<boolean>;
}

export function NameFormModal({ open, onOpenChange, title, label, shape, initialValue, submitLabel, onSave }: NameFormModalProps) {
  const [fieldName, rule] = Object.entries(shape)[0]!;
  const schema = useMemo(() => z.object({ value: rule }), [rule]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameValues>({ resolver: contractResolver<NameValues, typeof schema>(schema), defaultValues: { value: initialValue } });

  useEffect(() => {
    if (open) reset({ value: initialValue });
  }, [open, initialValue, reset]);

  // The server names the field after its input (gender, name); the form calls it value.
  const setServerError: UseFormSetError<NameValues> = (path, error, options) =>
    setError(path === (fieldName as never) ? 'value' : path, error, options);

  const submit = async (values: NameValues) => {
    if (await onSave(values, setServerError)) onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={500}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <TextField label={label} autoFocus maxLength={100} error={errors.value?.message} {...register('value')} />
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
