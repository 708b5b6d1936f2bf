// The templates page's create / edit modal (spec 003 sections 2.4, 5): name and description. It
// starts over from the template (or empty) each time it opens; a save that succeeds closes it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { TextAreaField } from '../catalogues/CatalogueFields';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { Modal } from '../ui/Modal';
import { MAX_TEMPLATE_DESCRIPTION, MAX_TEMPLATE_NAME, templateFormSchema, type TemplateFormValues } from './templateForm';
import { useStartOverOnOpen } from '../ui/useStartOverOnOpen';

export type TemplateModalState = { mode: 'create' } | { mode: 'edit'; code: string; name: string; description: string };

interface TemplateFormModalProps {
  state: TemplateModalState | null;
  onOpenChange: (open: boolean) => void;
  /** Saves; true when it succeeded. */
  onSave: (values: TemplateFormValues, setError: UseFormSetError<TemplateFormValues>) => Promise<boolean>;
}

export function TemplateFormModal({ state, onOpenChange, onSave }: TemplateFormModalProps) {
  const editing = state?.mode === 'edit';
  const initial = state?.mode === 'edit' ? { name: state.name, description: state.description } : { name: '', description: '' };
  const {
    register,
    reset,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TemplateFormValues>({ resolver: zodResolver(templateFormSchema), defaultValues: initial });
  useStartOverOnOpen(state, () => reset(initial));
  const submit = handleSubmit(async (values) => {
    if (await onSave(values, setError)) onOpenChange(false);
  });

  return (
    <Modal
      open={state !== null}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Template' : 'Create New Template'}
      description={editing ? 'Change the template’s name and description.' : 'A new template starts with Subjective, Objective, Assessment and Plan sections; edit them in the template builder.'}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField label="Template Name" placeholder="e.g. Wellness Exam" maxLength={MAX_TEMPLATE_NAME} error={errors.name?.message} {...register('name')} />
        <TextAreaField label="Description" minRows={3} maxRows={6} maxLength={MAX_TEMPLATE_DESCRIPTION} placeholder="What the template is for" error={errors.description?.message} {...register('description')} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {editing ? 'Save' : 'Create'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
