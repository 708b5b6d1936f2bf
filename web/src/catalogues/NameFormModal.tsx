// The add and edit form of a list whose rows are just a name (Gender, Species).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '../ui/Button';
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
  /** The spec's message for an empty name. */
  requiredMessage: string;
  /** The input's field name the server's messages use (e.g. gender, name). */
  fieldName: string;
  initialValue: string;
  submitLabel: string;
  /** Saves the trimmed name; true closes the form. */
  onSave: (values: NameValues, setError: UseFormSetError<NameValues>) => Promise<boolean>;
}

export function NameFormModal({ open, onOpenChange, title, label, requiredMessage, fieldName, initialValue, submitLabel, onSave }: NameFormModalProps) {
  const schema = z.object({ value: z.string().check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(100, 'Must be at most 100 characters.')) });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameValues>({ resolver: zodResolver(schema), defaultValues: { value: initialValue } });

  useEffect(() => {
    if (open) reset({ value: initialValue });
  }, [open, initialValue, reset]);

  // The server names the field after its input (gender, name); the form calls it value.
  const setServerError: UseFormSetError<NameValues> = (path, error, options) =>
    setError(path === (fieldName as never) ? 'value' : path, error, options);

  const submit = async ({ value }: NameValues) => {
    if (await onSave({ value: value.trim() }, setServerError)) onOpenChange(false);
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
